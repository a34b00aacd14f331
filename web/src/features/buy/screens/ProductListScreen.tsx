/**
 * /productList — every product by category: a chip row (all, car, travel, accident, home, phone,
 * exhibition) as tabs, then the cards of the chosen category with name, selling point, tags and lowest
 * premium; an empty state when a category has nothing on sale; the tab bar. The route starts the chip's call
 * while this chunk downloads (`prefetchProductList`); a return shows the cached cards at once, and the spinner
 * shows only while there is nothing to show.
 */
import "../buy.css";
import { Button, EmptyState, ErrorState, Page, Spinner, Tabs } from "../../../ui";
import { useMessages } from "../../../i18n";
import { BUY_MESSAGES } from "../messages";
import { ProductCard } from "../components/ProductCard";
import { PRODUCT_CATEGORY_FILTERS } from "../hooks/product-categories";
import { useProductList } from "../hooks/use-product-list";

/** The product list screen. */
export default function ProductListScreen() {
  const t = useMessages(BUY_MESSAGES);
  const list = useProductList();
  const items = PRODUCT_CATEGORY_FILTERS.map((category) => ({ value: category, label: t(`buy.category.${category}`) }));

  return (
    <Page title={t("buy.productList.title")} tabBar>
      <Tabs label={t("buy.productList.categories")} items={items} value={list.category} onChange={list.choose} variant="chips">
        {list.products === undefined ? (
          list.pending ? (
            <Spinner label={t("buy.productList.loading")} />
          ) : (
            <ErrorState message={t("buy.productList.loadFailed")} retryLabel={t("buy.productList.retry")} onRetry={list.reload} />
          )
        ) : list.products.length === 0 ? (
          <EmptyState message={t("buy.productList.empty")}>
            {list.category === "all" ? null : <Button onClick={() => list.choose("all")}>{t("buy.productList.showAll")}</Button>}
          </EmptyState>
        ) : (
          <ul className="product-list">
            {list.products.map((product, index) => (
              <li key={product.productCode}>
                <ProductCard product={product} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </Tabs>
    </Page>
  );
}
