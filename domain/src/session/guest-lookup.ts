/**
 * The lookup a customer can use without logging in, offered on the login wall of the pages that need a login
 * (issue 20 item 6: logged out, 保单查询, 理赔查询, 电子发票 and 在线退保 went straight to the login page, and nothing led to
 * the lookup that needs none).
 *
 * The spec allows one guest lookup (§1 "Policies can be looked up by holder name and identity"): the policy
 * lookup by the holder's name and identity number, `/policySearch`. Configured per route: the login wall of each
 * route in {@link GUEST_LOOKUP_ROUTES} offers it; the login page reads its `?redirect=` target with
 * {@link guestLookupFor}, so the offer is built once, for every way to the login page (the route guard, the
 * session check, a link).
 *
 * Decision where the spec is silent: the home's four lookup services (my policies, claims, invoices, surrender)
 * all offer it, since each starts from a policy the customer holds and claims, invoices and surrender require the
 * login (§6): a customer without an account can still find the policy and its state there.
 */
import { toAppPath } from "./app-path";
import { routePath } from "./route-path";
import { SETTLEMENT_ROUTES } from "./settlement-routes";

/** The lookup that needs no login: policies by the holder's name and identity number. */
export const GUEST_LOOKUP_PATH = "/policySearch";

/** The routes whose login wall offers {@link GUEST_LOOKUP_PATH}. */
export const GUEST_LOOKUP_ROUTES: readonly string[] = ["/insurancePolicy", "/settlementHome", "/invoiceQuery", "/surrender"];

/**
 * The guest lookup the login wall of `target` (the login page's redirect target) offers, or null for none.
 * Total: anything that is not an in-app path (`toAppPath`) offers none.
 * @example guestLookupFor("/insurancePolicy?tab=2") // "/policySearch"
 * @example guestLookupFor("/myCard") // null
 */
export function guestLookupFor(target: unknown): string | null {
  const path = toAppPath(target);
  if (path === null || path === "") return null;
  return GUEST_LOOKUP_ROUTES.includes(routePath(path)) ? GUEST_LOOKUP_PATH : null;
}

/**
 * The claim pages (spec §2 "Claims"): each needs the login (§6), and the spec has no guest claim lookup, so their
 * login wall says so and names the hotline, where a customer without an account can ask about a claim.
 */
export const CLAIM_ROUTES: readonly string[] = [
  "/Bind",
  "/userBind",
  "/messageInfo",
  "/claimList",
  ...SETTLEMENT_ROUTES,
  "/claimZhongan",
  "/claimApplication",
  "/claimClaims",
  "/claimCar",
];

/** A note of the login wall: `"claims"` — claims are shown to their insured only, after the login; or call the hotline. */
export type LoginWallNote = "claims";

/**
 * The note the login wall of `target` (the login page's redirect target) shows, or null for none. Total, like
 * {@link guestLookupFor}.
 * @example loginWallNote("/settlementHome") // "claims"
 * @example loginWallNote("/personalCenter") // null
 */
export function loginWallNote(target: unknown): LoginWallNote | null {
  const path = toAppPath(target);
  if (path === null || path === "") return null;
  return CLAIM_ROUTES.includes(routePath(path)) ? "claims" : null;
}
