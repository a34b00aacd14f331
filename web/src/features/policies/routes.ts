/**
 * The routes of this feature (spec §2): path, meta, page title in both languages, screen and prefetch. The app
 * assembles every feature's routes into its one table (`app/routes.tsx`); a new screen of this feature adds its
 * entry and title here and touches nothing shared.
 */
import { lazyPrefetch, routeMeta, type AppRoute } from "../../components/routing";
import { defineMessages } from "../../i18n/define";

/** Page titles of this feature's routes (zh-CN and English). */
export const POLICIES_ROUTE_TITLES = defineMessages({
  "zh-CN": {
    "route.errors": "查询结果",
    "route.insurancePolicy": "我的保单",
    "route.policyDetails": "保单详情",
    "route.insureMessage": "保单通知",
    "route.policySearch": "保单查询",
    "route.policySearchlist": "保单查询结果",
    "route.nopolicySearchlist": "未查询到保单",
    "route.policyVehicle": "车险保单查询",
    "route.policyGas": "燃气险保单查询",
    "route.policyInternet": "互联网险保单查询",
    "route.policyOther": "其他保单查询",
    "route.policyGasList": "燃气险保单",
    "route.policyInterList": "互联网险保单",
    "route.policyOtherList": "其他保单",
    "route.policyGasMessage": "燃气险保单详情",
    "route.policyInterMessage": "互联网险保单详情",
    "route.policyOtherMessage": "保单详情",
    "route.newPolicyEnquiry": "保单查询与赠险领取",
    "route.scrmHome": "我的保险",
    "route.scrmPolicyList": "全部保单",
    "route.scrmPolicyDetail": "保单详情",
    "route.scrmCover": "保障项目",
    "route.scrmClaim": "理赔详情",
  },
  en: {
    "route.errors": "Lookup result",
    "route.insurancePolicy": "My policies",
    "route.policyDetails": "Policy details",
    "route.insureMessage": "Policy notices",
    "route.policySearch": "Find a policy",
    "route.policySearchlist": "Policies found",
    "route.nopolicySearchlist": "No policy found",
    "route.policyVehicle": "Find a motor policy",
    "route.policyGas": "Find a gas policy",
    "route.policyInternet": "Find an online policy",
    "route.policyOther": "Find another policy",
    "route.policyGasList": "Gas policies",
    "route.policyInterList": "Online policies",
    "route.policyOtherList": "Other policies",
    "route.policyGasMessage": "Gas policy details",
    "route.policyInterMessage": "Online policy details",
    "route.policyOtherMessage": "Policy details",
    "route.newPolicyEnquiry": "Policy lookup and free cover",
    "route.scrmHome": "My insurance",
    "route.scrmPolicyList": "All policies",
    "route.scrmPolicyDetail": "Policy details",
    "route.scrmCover": "Cover",
    "route.scrmClaim": "Claim details",
  },
});
const TITLES = POLICIES_ROUTE_TITLES;

/**
 * This feature's routes, in the order the app lists them.
 * @example POLICIES_ROUTES.map((route) => route.path)
 */
export const POLICIES_ROUTES: readonly AppRoute[] = [
  {
    path: "/errors",
    meta: routeMeta(TITLES, "route.errors", { allowBack: false }),
    load: () => import("./screens/PolicyErrorsScreen"),
  },
  // Policies and claims, the account side (issue 10). Policies of the account and claims need the mall login
  // (spec §4: claim settlement, policies of the account).
  {
    path: "/insurancePolicy",
    meta: routeMeta(TITLES, "route.insurancePolicy", { requireAuth: true }),
    load: () => import("./screens/InsurancePolicyScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/policy-queries")).prefetchPolicies),
  },
  {
    path: "/policyDetails",
    meta: routeMeta(TITLES, "route.policyDetails", { requireAuth: true }),
    load: () => import("./screens/PolicyDetailsScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/policy-queries")).prefetchPolicyDetail),
  },
  {
    path: "/insure-message",
    meta: routeMeta(TITLES, "route.insureMessage", { requireAuth: true }),
    load: () => import("./screens/InsureMessageScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/policy-queries")).prefetchPolicyNotices),
  },
  // Policy lookups (look-a, issue 10): open, as spec §4 keeps lookups by name and identity (no requireAuth). One
  // screen per shape, configured per route by the lines' table (features/policies/api/policy-lookups.ts).
  {
    path: "/policySearch",
    meta: routeMeta(TITLES, "route.policySearch"),
    load: () => import("./screens/PolicySearchScreen"),
  },
  {
    path: "/policySearchlist",
    meta: routeMeta(TITLES, "route.policySearchlist"),
    load: () => import("./screens/PolicyResultsScreen"),
  },
  {
    path: "/nopolicySearchlist",
    meta: routeMeta(TITLES, "route.nopolicySearchlist"),
    load: () => import("./screens/NoPolicyFoundScreen"),
  },
  {
    path: "/policyVehicle",
    meta: routeMeta(TITLES, "route.policyVehicle"),
    load: () => import("./screens/PolicyLineLookupScreen"),
  },
  {
    path: "/policyGas",
    meta: routeMeta(TITLES, "route.policyGas"),
    load: () => import("./screens/PolicyLineLookupScreen"),
  },
  {
    path: "/policyInternet",
    meta: routeMeta(TITLES, "route.policyInternet"),
    load: () => import("./screens/PolicyLineLookupScreen"),
  },
  {
    path: "/policyOther",
    meta: routeMeta(TITLES, "route.policyOther"),
    load: () => import("./screens/PolicyLineLookupScreen"),
  },
  {
    path: "/policyGasList",
    meta: routeMeta(TITLES, "route.policyGasList"),
    load: () => import("./screens/PolicyResultsScreen"),
  },
  {
    path: "/policyInterList",
    meta: routeMeta(TITLES, "route.policyInterList"),
    load: () => import("./screens/PolicyResultsScreen"),
  },
  {
    path: "/policyOtherList",
    meta: routeMeta(TITLES, "route.policyOtherList"),
    load: () => import("./screens/PolicyResultsScreen"),
  },
  {
    path: "/policyGasMessage",
    meta: routeMeta(TITLES, "route.policyGasMessage"),
    load: () => import("./screens/PolicyLineDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/policy-lookups")).prefetchLineDetail),
  },
  {
    path: "/policyInterMessage",
    meta: routeMeta(TITLES, "route.policyInterMessage"),
    load: () => import("./screens/PolicyLineDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/policy-lookups")).prefetchLineDetail),
  },
  {
    path: "/policyOtherMessage",
    meta: routeMeta(TITLES, "route.policyOtherMessage"),
    load: () => import("./screens/PolicyLineDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/policy-lookups")).prefetchLineDetail),
  },
  {
    path: "/newPolicyEnquiry",
    meta: routeMeta(TITLES, "route.newPolicyEnquiry"),
    load: () => import("./screens/NewPolicyEnquiryScreen"),
  },
  // the policies' channel view (dataSource=scrm): the account's policies seen from the channel, so the mall login
  // is needed (spec §4 "policies of the account"); the scrm source only skips the messenger login
  {
    path: "/policy-insurance",
    meta: routeMeta(TITLES, "route.scrmHome", { requireAuth: true }),
    load: () => import("./scrm/screens/ScrmHomeScreen"),
    prefetch: lazyPrefetch(async () => (await import("./scrm/api/scrm-queries")).prefetchScrmPolicies),
  },
  {
    path: "/policy-list",
    meta: routeMeta(TITLES, "route.scrmPolicyList", { requireAuth: true }),
    load: () => import("./scrm/screens/ScrmPolicyListScreen"),
    prefetch: lazyPrefetch(async () => (await import("./scrm/api/scrm-queries")).prefetchScrmPolicies),
  },
  {
    path: "/policy-detail",
    meta: routeMeta(TITLES, "route.scrmPolicyDetail", { requireAuth: true }),
    load: () => import("./scrm/screens/ScrmPolicyDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("./scrm/api/scrm-queries")).prefetchScrmPolicy),
  },
  {
    path: "/single-Detail",
    meta: routeMeta(TITLES, "route.scrmCover", { requireAuth: true }),
    load: () => import("./scrm/screens/ScrmCoverScreen"),
    prefetch: lazyPrefetch(async () => (await import("./scrm/api/scrm-queries")).prefetchScrmPolicy),
  },
  {
    path: "/claim-Detail",
    meta: routeMeta(TITLES, "route.scrmClaim", { requireAuth: true }),
    load: () => import("./scrm/screens/ScrmClaimScreen"),
    prefetch: lazyPrefetch(async () => (await import("./scrm/api/scrm-queries")).prefetchScrmClaim),
  },
];
