/**
 * /productList — every product by category: a chip row (all, car, travel, accident, home, phone,
 * exhibition) as tabs, then the cards of the chosen category with name, selling point, tags and lowest
 * premium; an empty state when a category has nothing on sale; the tab bar.
 */
import "../buy.css";
import { Button, EmptyState, ErrorState, Page, Spinner } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { ProductCard } from "../components/ProductCard";
import { PRODUCT_CATEGORY_FILTERS } from "../hooks/product-categories";
import { useProductList } from "../hooks/use-product-list";

/** The product list screen. */
export default function ProductListScreen() {
  const t = useT();
  const list = useProductList();

  return (
    <Page title={t("buy.productList.title")} tabBar>
      <div role="tablist" aria-label={t("buy.productList.categories")} className="chips">
        {PRODUCT_CATEGORY_FILTERS.map((category) => (
          <button
            key={category}
            type="button"
            role="tab"
            id={`category-${category}`}
            aria-controls="product-list-panel"
            aria-selected={list.category === category}
            className={list.category === category ? "chip is-active" : "chip"}
            onClick={() => list.choose(category)}
          >
            {t(`buy.category.${category}`)}
          </button>
        ))}
      </div>
      <section id="product-list-panel" role="tabpanel" aria-labelledby={`category-${list.category}`}>
        {list.loading ? (
          <Spinner label={t("buy.productList.loading")} />
        ) : list.error !== undefined || !list.loaded ? (
          <ErrorState message={t("buy.productList.loadFailed")} retryLabel={t("buy.productList.retry")} onRetry={list.reload} />
        ) : list.products.length === 0 ? (
          <EmptyState message={t("buy.productList.empty")}>
            {list.category === "all" ? null : <Button onClick={() => list.choose("all")}>{t("buy.productList.showAll")}</Button>}
          </EmptyState>
        ) : (
          <ul className="product-list">
            {list.products.map((product) => (
              <li key={product.productCode}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
