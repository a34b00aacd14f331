/**
 * A product card of the list: name, selling point, tags and the lowest premium. The whole card is ONE link
 * (a router link for an app path, a plain anchor for an http(s) page; see `productLink`) whose accessible
 * name is the product's name; the selling point, tags and premium describe it.
 */
import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { formatFen, type ProductSummary } from "@micromall/domain";
import { useMessages } from "../../../i18n";
import { BUY_MESSAGES } from "../messages";
import { productLink } from "../hooks/product-link";

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  readonly product: ProductSummary;
}

/**
 * One product in the list.
 * @example <ProductCard product={product} />
 */
export function ProductCard({ product }: ProductCardProps) {
  const t = useMessages(BUY_MESSAGES);
  const id = useId();
  const target = productLink(product);
  const linkProps = { className: "product-card__link", "aria-labelledby": `${id}-name`, "aria-describedby": `${id}-details` };
  const content: ReactNode = (
    <>
      {product.image === "" ? null : <img className="product-card__image" src={product.image} alt="" width={600} height={360} loading="lazy" />}
      <h3 className="product-card__name" id={`${id}-name`}>
        {product.productName}
      </h3>
      <span id={`${id}-details`} className="product-card__details">
        <span className="product-card__summary">{product.summary}</span>
        {product.tags.length === 0 ? null : (
          <span className="product-card__tags">
            {product.tags.map((tag) => (
              <span key={tag} className="tag">
                {tag}
              </span>
            ))}
          </span>
        )}
        <span className="product-card__price">
          <span className="visually-hidden">{t("buy.productList.lowestPremium")} </span>
          {t("buy.productList.priceFrom", { price: formatFen(product.minPremiumFen) })}
        </span>
      </span>
    </>
  );
  return (
    <article className="product-card">
      {target.kind === "route" ? (
        <Link to={target.to} {...linkProps}>
          {content}
        </Link>
      ) : (
        <a href={target.href} rel="noopener noreferrer" {...linkProps}>
          {content}
        </a>
      )}
    </article>
  );
}
