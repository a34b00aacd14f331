/**
 * One reading of what a page takes from its address (issue 19, "one `params(url)` per route"): a route's prefetch
 * and its screen read the query string with the same function, so they always agree on what the page is about —
 * the call the prefetch starts is the one the screen then reads from the cache.
 *
 * A feature defines its pages' parameters once (`features/<f>/params.ts`) with {@link addressParams}; the prefetch
 * calls it with the address it is given, the screen with {@link useAddressParams}.
 */
import { useMemo } from "react";
import { useLocation } from "react-router-dom";

/** Reads a page's parameters from a query string ("?policyNo=…", with or without the "?"). */
export type AddressParams<P> = (search: string) => P;

/**
 * The parameters of a page, read from its address's query by `read` (total: a missing or malformed value is the
 * page's "none", never a throw).
 * @example const policyPage = addressParams((query) => ({ policyNo: query.get("policyNo") ?? "" })); policyPage("?policyNo=P1").policyNo // "P1"
 */
export function addressParams<P>(read: (query: URLSearchParams) => P): AddressParams<P> {
  return (search) => read(new URLSearchParams(search));
}

/**
 * Hook: the parameters of the page being shown.
 * @example const { policyNo } = useAddressParams(policyPage);
 */
export function useAddressParams<P>(params: AddressParams<P>): P {
  const { search } = useLocation();
  return useMemo(() => params(search), [params, search]);
}
