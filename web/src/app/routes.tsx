/**
 * The one route table of the mall (spec §2), assembled from the landing pages (`landing-routes.tsx`, in the entry)
 * and each feature's own routes (`features/<f>/routes.ts`: path, meta, title in both languages, screen, prefetch):
 * every route of spec §2 with its screen, plus `/productList` (the tab bar's target, spec §2 "Bottom tab bar"). Each
 * route's screen is loaded lazily; the shell (`AppShell.tsx`) prepares a route before the router shows it.
 * `routes.test.ts` fails when a route of the spec is missing. A new screen adds its entry to its feature's
 * `routes.ts` only.
 *
 * Meta decisions where the spec is silent (the features' tables follow them):
 * - `requireAuth`: the login requirement. Every page of spec §4's session-check list (domain's `PROTECTED_PAGES`,
 *   the source for §4) needs the login; so do the account's own pages §4 does not list (buying, my policies, my
 *   claims, the card wallet), each written down with its reason in `login-requirement.ts` (checked by its test).
 *   Login, register and reset password must stay open to a logged-out visitor.
 * - `isLoading`: only the product list, whose whole content is the list it loads; and only while there is nothing
 *   of it to show: not when it is cached (a return shows the cached list with no indicator over it), and off as
 *   soon as its call has settled (before the 1 s of spec §9 when the answer is quicker). The landing page does not cover its
 *   own first paint with the loading indicator; the personal centre shows the stored customer at once and its
 *   counts have their own spinner (so a login's success toast never sits on the indicator); forms show their
 *   own pending state.
 * - `prefetch`: every screen that loads data on entry starts its first call from the route (issue 7 §7); outside the
 *   landing pages through `lazyPrefetch`, so the entry stays within the first-load budget.
 * - `keepAlive`: the browsing pages the customer returns to (home, product list). Never forms holding identity
 *   numbers or passwords (h5-notes §4).
 * - `isShare`: only the public browsing pages; account pages and error pages hide the share menu.
 * - `allowBack`: false only on the policy-lookup failure page (/errors), which offers "query again" and "home"
 *   instead. A flow that ends (paid, surrendered, claim reported, invoice requested; issue 20 item 5) never blocks
 *   back on its done page: it replaces its steps in history (each step `navigate(…, { replace: true })`; the done
 *   page replaces the last one), so back from the done page goes to where the customer was before the flow; and the
 *   done page's link to where its result lives (查看保单, 查看我的理赔, 查看我的发票, 查看退保进度: the Result action's
 *   `replace`) replaces the done page in turn, so from there back goes straight to where the customer was before the
 *   flow, never to the done page (customer report 2, G7). A done page that blocked back
 *   would push its own address again on every back and trap the customer there
 *   (e2e/tests/back-after-finish.spec.ts).
 */
import { ACCOUNT_ROUTES } from "../features/account/routes";
import { BUY_ROUTES } from "../features/buy/routes";
import { CLAIMS_ROUTES } from "../features/claims/routes";
import { INVOICES_ROUTES } from "../features/invoices/routes";
import { POLICIES_ROUTES } from "../features/policies/routes";
import { SERVICES_ROUTES } from "../features/services/routes";
import { SURRENDER_ROUTES } from "../features/surrender/routes";
import { WALLET_ROUTES } from "../features/wallet/routes";
import { LANDING_ROUTES } from "./landing-routes";
import type { AppRoute } from "../components/routing";

export { LANDING_ROUTES };

/**
 * Every route with a built screen: the landing pages, then each feature's routes.
 * @example ROUTES.find((route) => route.path === "/shopset")?.meta.requireAuth // true
 */
export const ROUTES: readonly AppRoute[] = [
  ...LANDING_ROUTES,
  ...ACCOUNT_ROUTES,
  ...SERVICES_ROUTES,
  ...POLICIES_ROUTES,
  ...WALLET_ROUTES,
  ...INVOICES_ROUTES,
  ...SURRENDER_ROUTES,
  ...BUY_ROUTES,
  ...CLAIMS_ROUTES,
];
