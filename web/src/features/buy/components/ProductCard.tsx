/** A product card of the list: name, selling point, tags and the lowest premium, linking to the product. */
import { Link } from "react-router-dom";
import { formatFen, type ProductSummary } from "@micromall/domain";
import { useT } from "../../../i18n";
import { productLink } from "../hooks/product-link";

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductSummary;
}

/** One product in the list (the whole card is one link named by the product). */
export function ProductCard({ product }: ProductCardProps) {
  const t = useT();
  return (
    <article className="product-card">
      <Link to={productLink(product)} className="product-card__link">
        {product.image === "" ? null : <img className="product-card__image" src={product.image} alt="" loading="lazy" />}
        <h3 className="product-card__name">{product.productName}</h3>
      </Link>
      <p className="product-card__summary">{product.summary}</p>
      {product.tags.length === 0 ? null : (
        <ul className="product-card__tags" aria-label={product.productName}>
          {product.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <p className="product-card__price">
        <span className="visually-hidden">{t("buy.productList.lowestPremium")} </span>
        {t("buy.productList.priceFrom", { price: formatFen(product.minPremiumFen) })}
      </p>
    </article>
  );
}
