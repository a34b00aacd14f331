/**
 * What a product page or its notes show for an address naming no product the mall sells: what was asked
 * (the code, or that there was none), and the ways on: every product, home.
 */
import { Link } from "../../../ui/Link";
import { EmptyState, buttonClassName } from "../../../ui";
import { useMessages } from "../../../i18n";
import { PRODUCT_MESSAGES } from "../product.messages";
import styles from "./product.module.css";

/**
 * @example <ProductNotFound code="NOPE" />
 */
export function ProductNotFound({ code }: { readonly code: string }) {
  const t = useMessages(PRODUCT_MESSAGES);
  return (
    <section aria-labelledby="product-not-found" className={styles.section}>
      <h2 id="product-not-found" className={styles.sectionTitle}>
        {t("product.notFound.title")}
      </h2>
      <EmptyState message={code === "" ? t("product.notFound.noCode") : t("product.notFound.message", { code })}>
        <div className={styles.actions}>
          <Link className={buttonClassName("primary", false)} to="/productList">
            {t("product.notFound.list")}
          </Link>
          <Link className={buttonClassName("default", false)} to="/home">
            {t("product.notFound.home")}
          </Link>
        </div>
      </EmptyState>
    </section>
  );
}
