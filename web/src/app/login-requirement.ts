/**
 * Where the two login lists of the mall differ on purpose (issue 21 "Protected pages"). Documentation read by
 * `login-requirement.test.ts` only; nothing that ships imports it.
 *
 * The two lists and their sources:
 * - **Session-check list** — domain's `PROTECTED_PAGES` (`domain/src/session/protected-pages.ts`) is spec §4's
 *   "Protected pages" list mapped to routes: when the mall session check answers −1 on one of these, the customer
 *   is sent to the login page. It is the source for §4 and is not widened here.
 * - **Login requirement** — the route table's `requireAuth` (assembled from `web/src/features/<f>/routes.ts` and
 *   `landing-routes.tsx`): navigation to the page needs `loginStatus = 1` (spec §2 "Route meta").
 *
 * Rule: every page of the session-check list needs the login (no exception today: /applicationQuery and
 * /myServiceIndex were open and are now login pages, as §4 and §6 ask). The login requirement is wider: the
 * pages below need the login although §4 does not list them, each for the reason given. A page in one list
 * and not in the other that is not written here fails the test; so does an entry here that is no longer a
 * difference.
 *
 * What the difference means for the customer: on these pages an expired session is noticed by the next
 * navigation (the session check clears `loginStatus`, then `requireAuth` asks for the login), not by the
 * session check's redirect of §4.
 */

/** Pages that need the mall login but are not on spec §4's session-check list: path → why they need it. */
export const LOGIN_ONLY_PAGES: Readonly<Record<string, string>> = {
  // Buying: an application and its order belong to the account that pays (§6 "personal data").
  "/insureRight": "the car application is saved and priced for the logged-in account (the proposal needs the mall id)",
  "/inputInfo": "the application form fills the applicant from the account and saves the proposal under its mall id",
  "/orderDetails": "an order is the account's own: shown and paid only for its owner",
  // Policies: the customer's own policies, read by the mall id (§6 "personal data").
  "/insurancePolicy": "my policies: the account's policies by mall id",
  "/insure-message": "a policy of the account's list (its detail by mall id)",
  "/policyDetails": "a policy of the account's list (its detail by mall id)",
  "/policy-insurance": "the account's policies by line (mall id)",
  "/policy-list": "the account's policies by line (mall id)",
  "/policy-detail": "a policy of the account's list (its detail by mall id)",
  "/single-Detail": "a policy of the account's list (its detail by mall id)",
  "/claim-Detail": "a claim of one of the account's policies",
  // Claims: §6 "claims require a valid mall login"; §4 names only the settlement pages.
  "/Bind": "the claim binding ties an identity to the account (bindUserInfo with the mall id)",
  "/userBind": "changes the account's claim binding",
  "/messageInfo": "shows the account's claim binding",
  "/claimList": "my claims: the claims of the account's binding",
  "/claimCar": "motor claims of the account's binding",
  "/claimClaims": "the progress of one of the account's claims",
  "/claimApplication": "a claim report is filed for the account (its policies, its contact details)",
  "/claimZhongan": "the hand-over to the partner insurer's claim page is made for the account (linkageUnified with its mall id)",
  "/servicesQuery": "the flight-delay benefit is the account's (showEquity by mall id; §6 services need the login)",
  // Card wallet: the account's insurance cards (§6 "services").
  "/myCard": "the card wallet lists the account's cards",
  "/cardShare": "shares one of the account's cards",
};
