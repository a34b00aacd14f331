/**
 * The one route table of the mall (spec §2): every route of spec §2 with its screen, plus `/productList` (the tab
 * bar's target, spec §2 "Bottom tab bar"). Each route's screen is loaded lazily; the shell (`AppShell.tsx`) prepares a
 * route before the router shows it. `routes.test.ts` fails when a route of the spec is missing.
 *
 * Meta decisions where the spec is silent:
 * - `requireAuth`: the mall-login pages of spec §4's protected list that exist now (personal centre, settings,
 *   change password, change mobile). Login, register and reset password must stay open to a logged-out visitor.
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
 * - `allowBack`: false on result pages, where going back would re-enter the step that produced the result:
 *   the policy-lookup failure page (/errors), which offers "query again" and "home" instead, and the result pages of
 *   payment, surrender and invoice requests.
 */
import { LANDING_ROUTES } from "./landing-routes";
import { ROUTE_TITLES } from "../i18n/messages/route-titles";
import { lazyPrefetch, routeMeta as shellRouteMeta, type AppRoute } from "./route-kit";
import type { RouteMeta, RouteTitleKey } from "./route-meta";

export * from "./route-kit";

/**
 * A route meta whose title is found in the route titles (or, for a landing page's key, the shell's table).
 * @example routeMeta("route.myCard", { requireAuth: true }).titles === ROUTE_TITLES // true
 */
export function routeMeta(title: RouteTitleKey, overrides: Partial<Omit<RouteMeta, "title" | "titles">> = {}): RouteMeta {
  return { ...shellRouteMeta(title, overrides), titles: ROUTE_TITLES };
}
export { LANDING_ROUTES };

/**
 * Every route with a built screen.
 * @example ROUTES.find((route) => route.path === "/shopset")?.meta.requireAuth // true
 */
export const ROUTES: readonly AppRoute[] = [
  ...LANDING_ROUTES,
  {
    path: "/register",
    meta: routeMeta("route.register"),
    load: () => import("../features/account/screens/RegisterScreen"),
  },
  {
    path: "/resetPassword",
    meta: routeMeta("route.resetPassword"),
    load: () => import("../features/account/screens/ResetPasswordScreen"),
  },
  {
    path: "/shopset",
    meta: routeMeta("route.shopset", { requireAuth: true }),
    load: () => import("../features/account/screens/SettingsScreen"),
  },
  {
    path: "/mocpaw",
    meta: routeMeta("route.mocpaw", { requireAuth: true }),
    load: () => import("../features/account/screens/ChangePasswordScreen"),
  },
  {
    path: "/mocmobile",
    meta: routeMeta("route.mocmobile", { requireAuth: true }),
    load: () => import("../features/account/screens/ChangeMobileScreen"),
  },
  {
    path: "/error",
    meta: routeMeta("route.error"),
    load: () => import("../features/services/screens/ErrorScreen"),
  },
  {
    path: "/errors",
    meta: routeMeta("route.errors", { allowBack: false }),
    load: () => import("../features/policies/screens/PolicyErrorsScreen"),
  },
  {
    path: "/elderModel",
    meta: routeMeta("route.elderModel"),
    load: () => import("../features/services/screens/ElderModeScreen"),
  },
  {
    path: "/about",
    meta: routeMeta("route.about"),
    load: () => import("../features/services/screens/AboutScreen"),
  },
  // Card wallet and account data (issue 13). /cardShareTo stays open: the receiver sees who sent what before
  // logging in; receiving asks for the login and comes back.
  {
    path: "/myCard",
    meta: routeMeta("route.myCard", { requireAuth: true }),
    load: () => import("../features/wallet/screens/MyCardScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/wallet/api/wallet-queries")).prefetchCards),
  },
  {
    path: "/cardShare",
    meta: routeMeta("route.cardShare", { requireAuth: true }),
    load: () => import("../features/wallet/screens/CardShareScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/wallet/api/wallet-queries")).prefetchCards),
  },
  {
    path: "/cardShareTo",
    meta: routeMeta("route.cardShareTo"),
    load: () => import("../features/wallet/screens/CardShareToScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/wallet/api/wallet-queries")).prefetchSharedCard),
  },
  {
    path: "/contacts",
    meta: routeMeta("route.contacts", { requireAuth: true }),
    load: () => import("../features/account/screens/ContactsScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/account/api/account-data")).prefetchContacts),
  },
  {
    path: "/editPerson",
    meta: routeMeta("route.editPerson", { requireAuth: true }),
    load: () => import("../features/account/screens/EditPersonScreen"),
  },
  {
    path: "/address",
    meta: routeMeta("route.address", { requireAuth: true }),
    load: () => import("../features/account/screens/AddressScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/account/api/account-data")).prefetchAddresses),
  },
  {
    path: "/newaddress",
    meta: routeMeta("route.newaddress", { requireAuth: true }),
    load: () => import("../features/account/screens/NewAddressScreen"),
  },
  {
    path: "/identityAuth",
    meta: routeMeta("route.identityAuth", { requireAuth: true }),
    load: () => import("../features/account/screens/IdentityAuthScreen"),
  },
  {
    path: "/identityAuthInfo",
    meta: routeMeta("route.identityAuthInfo", { requireAuth: true }),
    load: () => import("../features/account/screens/IdentityAuthInfoScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/account/api/account-data")).prefetchIdentity),
  },
  {
    path: "/identityAuthInfoQuery",
    meta: routeMeta("route.identityAuthInfoQuery", { requireAuth: true }),
    load: () => import("../features/account/screens/IdentityAuthInfoQueryScreen"),
  },
  // Invoices and surrender (issue 11): every page protected (spec §4). allowBack false on the pages that end a
  // finished step: /invoiceRequestSuc and /surrful (back must not re-enter a sent request or a done surrender).
  // /invoiceRequestFail allows back: it returns to the request form, still filled.
  {
    path: "/invoiceQuery",
    meta: routeMeta("route.invoiceQuery", { requireAuth: true }),
    load: () => import("../features/invoices/screens/InvoiceQueryScreen"),
  },
  {
    path: "/invoiceResult",
    meta: routeMeta("route.invoiceResult", { requireAuth: true }),
    load: () => import("../features/invoices/screens/InvoiceResultScreen"),
  },
  {
    path: "/invoiceRequest",
    meta: routeMeta("route.invoiceRequest", { requireAuth: true }),
    load: () => import("../features/invoices/screens/InvoiceRequestScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/invoices/api/invoice-queries")).prefetchInvoice),
  },
  {
    path: "/invoiceRequestSuc",
    meta: routeMeta("route.invoiceRequestSuc", { requireAuth: true, allowBack: false }),
    load: () => import("../features/invoices/screens/InvoiceRequestSucScreen"),
  },
  {
    path: "/invoiceRequestFail",
    meta: routeMeta("route.invoiceRequestFail", { requireAuth: true }),
    load: () => import("../features/invoices/screens/InvoiceRequestFailScreen"),
  },
  {
    path: "/invoiceResulst",
    meta: routeMeta("route.invoiceResulst", { requireAuth: true }),
    load: () => import("../features/invoices/screens/MyInvoicesScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/invoices/api/invoice-queries")).prefetchMyInvoices),
  },
  {
    path: "/invoiceResuls",
    meta: routeMeta("route.invoiceResuls", { requireAuth: true }),
    load: () => import("../features/invoices/screens/InvoiceDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/invoices/api/invoice-queries")).prefetchInvoice),
  },
  {
    path: "/invoicesessage",
    meta: routeMeta("route.invoicesessage", { requireAuth: true }),
    load: () => import("../features/invoices/screens/InvoiceEmailScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/invoices/api/invoice-queries")).prefetchInvoice),
  },
  {
    path: "/skipInvoice",
    meta: routeMeta("route.skipInvoice", { requireAuth: true }),
    load: () => import("../features/invoices/screens/SkipInvoiceScreen"),
  },
  {
    path: "/surrender",
    meta: routeMeta("route.surrender", { requireAuth: true }),
    load: () => import("../features/surrender/screens/SurrenderScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/surrender/api/surrender-queries")).prefetchSurrenderList),
  },
  {
    path: "/application",
    meta: routeMeta("route.application", { requireAuth: true }),
    load: () => import("../features/surrender/screens/ApplicationScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/surrender/api/surrender-queries")).prefetchSurrenderInfo),
  },
  {
    path: "/surrful",
    meta: routeMeta("route.surrful", { requireAuth: true, allowBack: false }),
    load: () => import("../features/surrender/screens/SurrfulScreen"),
  },
  {
    path: "/surrenderQuery",
    meta: routeMeta("route.surrenderQuery", { requireAuth: true }),
    load: () => import("../features/surrender/screens/SurrenderQueryScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/surrender/api/surrender-queries")).prefetchSurrenderQuery),
  },
  {
    path: "/surrenderQueryFail",
    meta: routeMeta("route.surrenderQueryFail", { requireAuth: true }),
    load: () => import("../features/surrender/screens/SurrenderQueryFailScreen"),
  },
  // Buying, the product side (issue 9, buy-a): public browsing pages a customer shares, each loading its
  // product from the route.
  {
    path: "/insureInfo",
    meta: routeMeta("route.insureInfo", { isShare: true }),
    load: () => import("../features/buy/screens/InsureInfoScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/buy/api/plan-queries")).prefetchProductPlans),
  },
  {
    path: "/insuranceGuide",
    meta: routeMeta("route.insuranceGuide", { isShare: true }),
    load: () => import("../features/buy/screens/InsuranceGuideScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/buy/api/plan-queries")).prefetchProductPlans),
  },
  {
    path: "/discount",
    meta: routeMeta("route.discount", { isShare: true }),
    load: () => import("../features/buy/screens/DiscountScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/buy/api/plan-queries")).prefetchDiscounts),
  },
  // The five commercial car covers: one screen (one chunk), which reads its cover from the path.
  {
    path: "/DDA",
    meta: routeMeta("route.DDA", { isShare: true }),
    load: () => import("../features/buy/screens/CarCoverScreen"),
  },
  {
    path: "/DDB",
    meta: routeMeta("route.DDB", { isShare: true }),
    load: () => import("../features/buy/screens/CarCoverScreen"),
  },
  {
    path: "/DDC",
    meta: routeMeta("route.DDC", { isShare: true }),
    load: () => import("../features/buy/screens/CarCoverScreen"),
  },
  {
    path: "/DDE",
    meta: routeMeta("route.DDE", { isShare: true }),
    load: () => import("../features/buy/screens/CarCoverScreen"),
  },
  {
    path: "/DDF",
    meta: routeMeta("route.DDF", { isShare: true }),
    load: () => import("../features/buy/screens/CarCoverScreen"),
  },
  // Policies and claims, the account side (issue 10). Policies of the account and claims need the mall login
  // (spec §4: claim settlement, policies of the account).
  {
    path: "/insurancePolicy",
    meta: routeMeta("route.insurancePolicy", { requireAuth: true }),
    load: () => import("../features/policies/screens/InsurancePolicyScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/api/policy-queries")).prefetchPolicies),
  },
  {
    path: "/policyDetails",
    meta: routeMeta("route.policyDetails", { requireAuth: true }),
    load: () => import("../features/policies/screens/PolicyDetailsScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/api/policy-queries")).prefetchPolicyDetail),
  },
  {
    path: "/insure-message",
    meta: routeMeta("route.insureMessage", { requireAuth: true }),
    load: () => import("../features/policies/screens/InsureMessageScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/api/policy-queries")).prefetchPolicyNotices),
  },
  {
    path: "/Bind",
    meta: routeMeta("route.Bind", { requireAuth: true }),
    load: () => import("../features/claims/screens/BindScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/claims/api/claim-queries")).prefetchBindState),
  },
  {
    path: "/userBind",
    meta: routeMeta("route.userBind", { requireAuth: true }),
    load: () => import("../features/claims/screens/UserBindScreen"),
  },
  {
    path: "/messageInfo",
    meta: routeMeta("route.messageInfo", { requireAuth: true }),
    load: () => import("../features/claims/screens/MessageInfoScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/claims/api/claim-queries")).prefetchBindState),
  },
  {
    path: "/claimList",
    meta: routeMeta("route.claimList", { requireAuth: true }),
    load: () => import("../features/claims/screens/ClaimListScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/claims/api/claim-queries")).prefetchBindState),
  },
  {
    path: "/claimCar",
    meta: routeMeta("route.claimCar", { requireAuth: true }),
    load: () => import("../features/claims/screens/ClaimListScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/claims/api/claim-queries")).prefetchBindState),
  },
  {
    path: "/claimClaims",
    meta: routeMeta("route.claimClaims", { requireAuth: true }),
    load: () => import("../features/claims/screens/ClaimDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/claims/api/claim-queries")).prefetchClaimDetail),
  },
  {
    path: "/claimApplication",
    meta: routeMeta("route.claimApplication", { requireAuth: true }),
    load: () => import("../features/claims/screens/ClaimApplicationScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/claims/api/claim-queries")).prefetchReportablePolicies),
  },
  {
    path: "/claimZhongan",
    meta: routeMeta("route.claimZhongan", { requireAuth: true }),
    load: () => import("../features/claims/screens/ClaimZhonganScreen"),
  },
  // Services: information and service (issue 12, svc-a). All open: a customer in trouble or looking for help
  // must not have to log in first; the screens ask for the login only where an account's data is shown.
  {
    path: "/dotquery",
    meta: routeMeta("route.dotquery"),
    load: () => import("../features/services/screens/DotqueryScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/info-queries")).prefetchOutlets),
  },
  {
    path: "/roadRescue",
    meta: routeMeta("route.roadRescue"),
    load: () => import("../features/services/screens/RoadRescueScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/info-queries")).prefetchRescueBenefits),
  },
  {
    path: "/complaint",
    meta: routeMeta("route.complaint"),
    load: () => import("../features/services/screens/ComplaintScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/info-queries")).prefetchQuestionProducts),
  },
  {
    path: "/complaintMessage",
    meta: routeMeta("route.complaintMessage"),
    load: () => import("../features/services/screens/ComplaintMessageScreen"),
  },
  {
    path: "/customerService",
    meta: routeMeta("route.customerService"),
    load: () => import("../features/services/screens/CustomerServiceScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/info-queries")).prefetchQuestions),
  },
  {
    path: "/introduceIndex",
    meta: routeMeta("route.introduceIndex"),
    load: () => import("../features/services/screens/IntroduceIndexScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/info-queries")).prefetchPageContent),
  },
  {
    path: "/introduceDetails",
    meta: routeMeta("route.introduceDetails"),
    load: () => import("../features/services/screens/IntroduceDetailsScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/info-queries")).prefetchPageContent),
  },
  {
    path: "/consumer",
    meta: routeMeta("route.consumer"),
    load: () => import("../features/services/screens/ConsumerScreen"),
  },
  {
    path: "/bigBusinessEvents",
    meta: routeMeta("route.bigBusinessEvents"),
    load: () => import("../features/services/screens/BigBusinessEventsScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/info-queries")).prefetchPageContent),
  },
  // Services and benefits, part B (issue 12): my benefits (protected, spec §4) and their history, the three
  // answer pages of an activation (no back: they offer retry / my benefits instead of re-entering the form).
  {
    path: "/serviceIndex",
    meta: routeMeta("route.serviceIndex", { requireAuth: true }),
    load: () => import("../features/services/screens/ServiceIndexScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/benefit-queries")).prefetchBenefits),
  },
  {
    path: "/myServiceIndex",
    meta: routeMeta("route.myServiceIndex"),
    load: () => import("../features/services/screens/MyServiceIndexScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/benefit-queries")).prefetchBenefits),
  },
  {
    path: "/successfulquery",
    meta: routeMeta("route.successfulquery", { allowBack: false }),
    load: () => import("../features/services/screens/SuccessfulQueryScreen"),
  },
  {
    path: "/errorquery",
    meta: routeMeta("route.errorquery", { allowBack: false }),
    load: () => import("../features/services/screens/ErrorQueryScreen"),
  },
  {
    path: "/queriedquery",
    meta: routeMeta("route.queriedquery", { allowBack: false }),
    load: () => import("../features/services/screens/QueriedQueryScreen"),
  },
  // Partner handovers: the link is asked for on entry by the screen (a one-time token, never prefetched).
  {
    path: "/videoDoctor",
    meta: routeMeta("route.videoDoctor"),
    load: () => import("../features/services/screens/VideoDoctorScreen"),
  },
  {
    path: "/careVoice",
    meta: routeMeta("route.careVoice"),
    load: () => import("../features/services/screens/CareVoiceScreen"),
  },
  {
    path: "/adservice",
    meta: routeMeta("route.adservice"),
    load: () => import("../features/services/screens/AdServiceScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/benefit-queries")).prefetchBenefits),
  },
  {
    path: "/binDing",
    meta: routeMeta("route.binDing"),
    load: () => import("../features/services/screens/BinDingScreen"),
  },
  {
    path: "/alter",
    meta: routeMeta("route.alter", { requireAuth: true }),
    load: () => import("../features/services/screens/AlterScreen"),
  },
  {
    path: "/carCollect",
    meta: routeMeta("route.carCollect"),
    load: () => import("../features/services/screens/CarCollectScreen"),
  },
  // Seasonal gifts: the couplets are a public page made to be shared in the messenger.
  {
    path: "/redwine",
    meta: routeMeta("route.redwine"),
    load: () => import("../features/services/screens/RedWineScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/services/api/benefit-queries")).prefetchBenefits),
  },
  {
    path: "/couplet",
    meta: routeMeta("route.couplet", { isShare: true }),
    load: () => import("../features/services/screens/CoupletScreen"),
  },
  // Buying, part B (issue 9): the application form, the order, payment and its result, my orders, the proposal
  // lookup. Every page of an order needs the mall login (the order belongs to an account; spec §4 "application").
  {
    path: "/inputInfo",
    meta: routeMeta("route.inputInfo", { requireAuth: true }),
    load: () => import("../features/buy/screens/InputInfoScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/buy/api/application-queries")).prefetchApplication),
  },
  {
    path: "/orderDetails",
    meta: routeMeta("route.orderDetails", { requireAuth: true }),
    load: () => import("../features/buy/screens/OrderDetailsScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/buy/api/order-queries")).prefetchOrder),
  },
  {
    path: "/applicationResulst",
    meta: routeMeta("route.applicationResulst", { requireAuth: true, allowBack: false }),
    load: () => import("../features/buy/screens/ApplicationResultScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/buy/api/order-queries")).prefetchOrder),
  },
  {
    path: "/applicationEntry",
    meta: routeMeta("route.applicationEntry", { requireAuth: true }),
    load: () => import("../features/buy/screens/ApplicationEntryScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/buy/api/order-queries")).prefetchOrders),
  },
  // open: a proposal is found by its number and its insured, as the policy lookups are
  {
    path: "/applicationQuery",
    meta: routeMeta("route.applicationQuery"),
    load: () => import("../features/buy/screens/ApplicationQueryScreen"),
  },
  // Policy lookups (look-a, issue 10): open, as spec §4 keeps lookups by name and identity (no requireAuth). One
  // screen per shape, configured per route by the lines' table (features/policies/api/policy-lookups.ts).
  {
    path: "/policySearch",
    meta: routeMeta("route.policySearch"),
    load: () => import("../features/policies/screens/PolicySearchScreen"),
  },
  {
    path: "/policySearchlist",
    meta: routeMeta("route.policySearchlist"),
    load: () => import("../features/policies/screens/PolicyResultsScreen"),
  },
  {
    path: "/nopolicySearchlist",
    meta: routeMeta("route.nopolicySearchlist"),
    load: () => import("../features/policies/screens/NoPolicyFoundScreen"),
  },
  {
    path: "/policyVehicle",
    meta: routeMeta("route.policyVehicle"),
    load: () => import("../features/policies/screens/PolicyLineLookupScreen"),
  },
  {
    path: "/policyGas",
    meta: routeMeta("route.policyGas"),
    load: () => import("../features/policies/screens/PolicyLineLookupScreen"),
  },
  {
    path: "/policyInternet",
    meta: routeMeta("route.policyInternet"),
    load: () => import("../features/policies/screens/PolicyLineLookupScreen"),
  },
  {
    path: "/policyOther",
    meta: routeMeta("route.policyOther"),
    load: () => import("../features/policies/screens/PolicyLineLookupScreen"),
  },
  {
    path: "/policyGasList",
    meta: routeMeta("route.policyGasList"),
    load: () => import("../features/policies/screens/PolicyResultsScreen"),
  },
  {
    path: "/policyInterList",
    meta: routeMeta("route.policyInterList"),
    load: () => import("../features/policies/screens/PolicyResultsScreen"),
  },
  {
    path: "/policyOtherList",
    meta: routeMeta("route.policyOtherList"),
    load: () => import("../features/policies/screens/PolicyResultsScreen"),
  },
  {
    path: "/policyGasMessage",
    meta: routeMeta("route.policyGasMessage"),
    load: () => import("../features/policies/screens/PolicyLineDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/api/policy-lookups")).prefetchLineDetail),
  },
  {
    path: "/policyInterMessage",
    meta: routeMeta("route.policyInterMessage"),
    load: () => import("../features/policies/screens/PolicyLineDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/api/policy-lookups")).prefetchLineDetail),
  },
  {
    path: "/policyOtherMessage",
    meta: routeMeta("route.policyOtherMessage"),
    load: () => import("../features/policies/screens/PolicyLineDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/api/policy-lookups")).prefetchLineDetail),
  },
  {
    path: "/newPolicyEnquiry",
    meta: routeMeta("route.newPolicyEnquiry"),
    load: () => import("../features/policies/screens/NewPolicyEnquiryScreen"),
  },
  // car (issue 9): car cover from the plate lookup to the order; the proposal needs the mall login
  {
    path: "/insureRight",
    meta: routeMeta("route.insureRight", { requireAuth: true }),
    load: () => import("../features/buy/screens/InsureRightScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/buy/api/car-queries")).prefetchInsureRight),
  },
  // look-b (issue 10): the motor claim settlement lookup, the policies' channel view (dataSource=scrm) and the
  // flight-delay benefit lookup. Claim settlement is on spec §4's protected list (and domain's PROTECTED_PAGES):
  // every settlement page needs the mall login.
  {
    path: "/settlementHome",
    meta: routeMeta("route.settlementHome", { requireAuth: true }),
    load: () => import("../features/claims/settlement/screens/SettlementHomeScreen"),
  },
  {
    path: "/settlementQuery",
    meta: routeMeta("route.settlementQuery", { requireAuth: true }),
    load: () => import("../features/claims/settlement/screens/SettlementQueryScreen"),
  },
  {
    path: "/settlementResponse",
    meta: routeMeta("route.settlementResponse", { requireAuth: true }),
    load: () => import("../features/claims/settlement/screens/SettlementResponseScreen"),
  },
  {
    path: "/settlementClaimsOne",
    meta: routeMeta("route.settlementClaimsOne", { requireAuth: true }),
    load: () => import("../features/claims/settlement/screens/SettlementClaimScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/claims/settlement/api/settlement-queries")).prefetchSettlementClaim),
  },
  {
    path: "/settlementInsurance",
    meta: routeMeta("route.settlementInsurance", { requireAuth: true }),
    load: () => import("../features/claims/settlement/screens/SettlementPolicyScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/claims/settlement/api/settlement-queries")).prefetchSettlementPolicy),
  },
  {
    path: "/settleementmessage",
    meta: routeMeta("route.settleementmessage", { requireAuth: true }),
    load: () => import("../features/claims/settlement/screens/SettlementNoticesScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/claims/settlement/api/settlement-queries")).prefetchSettlementClaim),
  },
  // the policies' channel view (dataSource=scrm): the account's policies seen from the channel, so the mall login
  // is needed (spec §4 "policies of the account"); the scrm source only skips the messenger login
  {
    path: "/policy-insurance",
    meta: routeMeta("route.scrmHome", { requireAuth: true }),
    load: () => import("../features/policies/scrm/screens/ScrmHomeScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/scrm/api/scrm-queries")).prefetchScrmPolicies),
  },
  {
    path: "/policy-list",
    meta: routeMeta("route.scrmPolicyList", { requireAuth: true }),
    load: () => import("../features/policies/scrm/screens/ScrmPolicyListScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/scrm/api/scrm-queries")).prefetchScrmPolicies),
  },
  {
    path: "/policy-detail",
    meta: routeMeta("route.scrmPolicyDetail", { requireAuth: true }),
    load: () => import("../features/policies/scrm/screens/ScrmPolicyDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/scrm/api/scrm-queries")).prefetchScrmPolicy),
  },
  {
    path: "/single-Detail",
    meta: routeMeta("route.scrmCover", { requireAuth: true }),
    load: () => import("../features/policies/scrm/screens/ScrmCoverScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/scrm/api/scrm-queries")).prefetchScrmPolicy),
  },
  {
    path: "/claim-Detail",
    meta: routeMeta("route.scrmClaim", { requireAuth: true }),
    load: () => import("../features/policies/scrm/screens/ScrmClaimScreen"),
    prefetch: lazyPrefetch(async () => (await import("../features/policies/scrm/api/scrm-queries")).prefetchScrmClaim),
  },
  // the flight-delay benefit lookup: the benefit is the account's (showEquity), services need the mall login (spec §6)
  {
    path: "/servicesQuery",
    meta: routeMeta("route.servicesQuery", { requireAuth: true }),
    load: () => import("../features/claims/flight/screens/FlightBenefitScreen"),
  },
];
