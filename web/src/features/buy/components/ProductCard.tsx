/**
 * A product card of the list: name, selling point, tags and the lowest premium. The whole card is ONE link
 * (a router link for an app path, a plain anchor for an http(s) page; see `productLink`) whose accessible
 * name is its visible text, the product's name first, then the selling point, tags and premium (a name made of
 * the product's name alone would hide the visible text from speech input: axe's label-content-name-mismatch).
 *
 * Decision (issue 20, customer report 3 H8): the name is the gateway's data, as it came, marked `lang="zh-CN"`
 * (ui/DataText); the selling point and the tags are the insurer's words in the customer's language where the
 * gateway gave them in English (domain's `productTexts`), else its Chinese, marked as such; the premium's words
 * are the mall's.
 */
import type { ReactNode } from "react";
import { Link } from "../../../ui/Link";
import { formatFen, productTexts, type ProductSummary } from "@micromall/domain";
import { useLocale, useMessages } from "../../../i18n";
import { DataText } from "../../../ui/DataText";
import { BUY_MESSAGES } from "../messages";
import { productLink } from "../hooks/product-link";

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  readonly product: ProductSummary;
  /** The list's first card: its picture is the page's largest content, loaded at once with high priority (not lazily). */
  readonly first?: boolean;
}

/**
 * One product in the list.
 * @example <ProductCard product={product} />
 */
export function ProductCard({ product, first = false }: ProductCardProps) {
  const t = useMessages(BUY_MESSAGES);
  const texts = productTexts(product, useLocale());
  const target = productLink(product);
  const linkProps = { className: "product-card__link" };
  const content: ReactNode = (
    <>
      {product.image === "" ? null : (
        <img
          className="product-card__image"
          src={product.image}
          alt=""
          width={600}
          height={360}
          {...(first ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
        />
      )}
      <DataText as="h3" className="product-card__name">
        {product.productName}
      </DataText>
      <span className="product-card__details">
        <span className="product-card__summary" lang={texts.summary.lang}>
          {texts.summary.text}
        </span>
        {texts.tags.length === 0 ? null : (
          <span className="product-card__tags">
            {texts.tags.map((tag, index) => (
              <span key={`${index}-${tag.text}`} className="tag" lang={tag.lang}>
                {tag.text}
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
      {target.kind === "refused" ? (
        <div className="product-card__link" data-link-refused="">
          {content}
          <small className="link-refused" role="note">
            {t("buy.productList.linkRefused")}
          </small>
        </div>
      ) : target.kind === "route" ? (
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
