/**
 * Server state of the product side of buying: one product's plans and content (`queryPlanList` with its
 * code: the product page and its notes for insuring share one cache entry), and the shelf with its running
 * discounts (`queryPlanList` without a code: the same cache key as the product list's "all" chip).
 *
 * Decisions where the spec is silent: a product's plans count as fresh for 5 minutes (as the list); an
 * unknown product is the page's own not-found state, so its refusal is explained by the page, not toasted.
 *
 * Size: the route table imports this module, so it imports no other feature module: importing
 * `product-list-query.ts` from here split the gateway query module out of the entry (measured with `npm run
 * size`: /micromall/home +1.5 kB gzip). The shelf's options are therefore spelled here with the same key.
 */
import type { QueryClient } from "@tanstack/react-query";
import { gatewayQuery, trackQuery, type StartedQuery } from "../../../gateway/query";
import { productPage } from "../params";

/** How long a product's plans, and the shelf, count as fresh (as the product list's). */
export const PRODUCT_STALE_TIME_MS = 5 * 60_000;

/**
 * One product's plans and content.
 * @example useQuery(productPlansQuery("EAJ"))
 */
export function productPlansQuery(productCode: string) {
  return gatewayQuery("queryPlanList", { productCode }, { staleTime: PRODUCT_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The shelf with its limited-time discounts.
 * @example useQuery(discountsQuery())
 */
export function discountsQuery() {
  return gatewayQuery("queryPlanList", {}, { staleTime: PRODUCT_STALE_TIME_MS });
}

/**
 * The /insureInfo and /insuranceGuide routes' prefetch: the product's plans while the chunk downloads.
 * @example { path: "/insureInfo", prefetch: prefetchProductPlans }
 */
export function prefetchProductPlans(client: QueryClient, location: URL): StartedQuery | boolean {
  const { productCode } = productPage(location.search);
  return productCode === "" ? false : trackQuery(client, productPlansQuery(productCode));
}

/**
 * The /discount route's prefetch: the shelf and its discounts.
 * @example { path: "/discount", prefetch: prefetchDiscounts }
 */
export function prefetchDiscounts(client: QueryClient): StartedQuery {
  return trackQuery(client, discountsQuery());
}
