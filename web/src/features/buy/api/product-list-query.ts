/**
 * Server state of the product list: queryPlanList for the chosen category chip (`?category=`), one cache entry
 * per chip, so switching back to a chip shows its products at once.
 *
 * Decision: products count as fresh for {@link PRODUCT_LIST_STALE_TIME_MS}, as the home content does.
 */
import type { QueryClient } from "@tanstack/react-query";
import { gatewayQuery, trackQuery, type StartedQuery } from "../../../gateway/query";
import type { ProductCategoryFilter } from "../hooks/product-categories";
import { productListPage } from "../params";

/** How long a category's products count as fresh. */
export const PRODUCT_LIST_STALE_TIME_MS = 5 * 60_000;

/**
 * Query options of one chip's products (the gateway is asked for the category; "all" asks for everything).
 * @example useQuery(productListQuery("car"))
 */
export function productListQuery(category: ProductCategoryFilter) {
  return gatewayQuery("queryPlanList", category === "all" ? {} : { category }, { staleTime: PRODUCT_LIST_STALE_TIME_MS });
}

/**
 * The /productList route's prefetch: starts the chip's call named by `?category=` while the chunk downloads.
 * @example prefetchProductList(queryClient, new URL("https://x/micromall/productList?category=car"))
 */
export function prefetchProductList(client: QueryClient, location: URL): StartedQuery {
  return trackQuery(client, productListQuery(productListPage(location.search).category));
}
