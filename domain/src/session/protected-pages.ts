/**
 * Protected pages of spec §4 (mall session check): when the check answers −1 on one of these, the customer is
 * sent to the login page.
 *
 * Our mapping of §4's list to the §2 routes:
 * - personal centre `/personalCenter`; settings `/shopset`; identity auth `/identityAuth`, `/identityAuthInfo`,
 *   `/identityAuthInfoQuery`; change password `/mocpaw`; change phone `/mocmobile`;
 * - contacts `/contacts`; contact edit `/editPerson`; addresses `/address`, `/newaddress`;
 * - invoices: every `/invoice…` route of §2 and `/skipInvoice`;
 * - surrender `/surrender`, `/application` (surrender application), `/surrful`, `/surrenderQuery`,
 *   `/surrenderQueryFail`; application (proposal) `/applicationQuery`, `/applicationEntry`, `/applicationResulst`;
 * - policy correction `/alter`; service index `/serviceIndex`, `/myServiceIndex`;
 * - claim settlement: every `/settlement…` route of §2 and `/settleementmessage` (sic, the §2 spelling).
 * Matching is exact on the route path (see `routePath`), case-sensitive.
 *
 * This list is the source for §4's session check only. The web's route table (`requireAuth`, the login
 * requirement) needs the login on every page here and on more (the account's own pages §4 does not list); the
 * web's `app/login-requirement.ts` writes each extra page down with its reason, and its test fails on any other
 * difference.
 */
import { routePath } from "./route-path";
import { SETTLEMENT_ROUTES } from "./settlement-routes";

/** Every protected route path. */
export const PROTECTED_PAGES = [
  "/personalCenter",
  "/shopset",
  "/identityAuth",
  "/identityAuthInfo",
  "/identityAuthInfoQuery",
  "/mocpaw",
  "/mocmobile",
  "/contacts",
  "/editPerson",
  "/address",
  "/newaddress",
  "/invoiceQuery",
  "/invoiceResult",
  "/invoiceResulst",
  "/invoiceResuls",
  "/invoicesessage",
  "/invoiceRequest",
  "/invoiceRequestSuc",
  "/invoiceRequestFail",
  "/skipInvoice",
  "/surrender",
  "/application",
  "/surrful",
  "/surrenderQuery",
  "/surrenderQueryFail",
  "/applicationQuery",
  "/applicationEntry",
  "/applicationResulst",
  "/alter",
  "/serviceIndex",
  "/myServiceIndex",
  ...SETTLEMENT_ROUTES,
] as const;

/** A protected route path. */
export type ProtectedPage = (typeof PROTECTED_PAGES)[number];

const PROTECTED = new Set<string>(PROTECTED_PAGES);

/**
 * Whether a path (route path or URL, with or without the base path) is a protected page. Total.
 * @example isProtectedPage("/micromall/personalCenter?tab=1") // true
 * @example isProtectedPage("/home") // false
 */
export function isProtectedPage(path: string): boolean {
  return PROTECTED.has(routePath(path));
}
