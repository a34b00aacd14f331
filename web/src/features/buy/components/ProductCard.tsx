/**
 * A product card of the list: name, selling point, tags and the lowest premium, linking to the product (a router
 * link for an app path, a plain anchor for an http(s) page; see `productLink`).
 */
import { Link } from "react-router-dom";
import { formatFen, type ProductSummary } from "@micromall/domain";
import { useT } from "../../../i18n";
import "../messages";
import { productLink } from "../hooks/product-link";

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductSummary;
}

/** One product in the list (the whole card is one link named by the product). */
export function ProductCard({ product }: ProductCardProps) {
  const t = useT();
  const target = productLink(product);
  const heading = (
    <>
      {product.image === "" ? null : <img className="product-card__image" src={product.image} alt="" loading="lazy" />}
      <h3 className="product-card__name">{product.productName}</h3>
    </>
  );
  return (
    <article className="product-card">
      {target.kind === "route" ? (
        <Link to={target.to} className="product-card__link">
          {heading}
        </Link>
      ) : (
        <a href={target.href} className="product-card__link" rel="noopener noreferrer">
          {heading}
        </a>
      )}
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
