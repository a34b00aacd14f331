/**
 * The `?redirect=` of the current account screen (/login, /register, /resetPassword): read here once, for where the
 * login goes on, and carried on links to another account screen (login ↔ register) so the journey still ends where
 * it started.
 *
 * Size: the account screens read it with react-router's `useSearchParams` rather than the features' `params.ts`
 * reader (`components/address-params`), which would be one more chunk on /login, a route at its 40 kB budget.
 */
import { REDIRECT_PARAM } from "@micromall/domain";
import { useSearchParams } from "react-router-dom";

/**
 * The page's `?redirect=` as it came (null when none); `safeRedirect` decides whether it may be followed.
 * @example useRedirectParam() // at /login?redirect=%2FmyCard → "/myCard"
 */
export function useRedirectParam(): string | null {
  const [params] = useSearchParams();
  return params.get(REDIRECT_PARAM);
}

/**
 * `"?redirect=…"` when the current URL has a redirect, else `""`.
 * @example useRedirectQuery() // at /login?redirect=%2FmyCard → "?redirect=%2FmyCard"
 */
export function useRedirectQuery(): string {
  const keep = useRedirectParam();
  return keep === null ? "" : `?${new URLSearchParams({ [REDIRECT_PARAM]: keep }).toString()}`;
}
