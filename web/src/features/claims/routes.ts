/**
 * The routes of this feature (spec §2): path, meta, page title in both languages, screen and prefetch. The app
 * assembles every feature's routes into its one table (`app/routes.tsx`); a new screen of this feature adds its
 * entry and title here and touches nothing shared.
 */
import { lazyPrefetch, routeMeta, type AppRoute } from "../../components/routing";
import { defineMessages } from "../../i18n/define";

/** Page titles of this feature's routes (zh-CN and English). */
export const CLAIMS_ROUTE_TITLES = defineMessages({
  "zh-CN": {
    "route.Bind": "理赔绑定",
    "route.userBind": "更换绑定信息",
    "route.messageInfo": "绑定信息",
    "route.claimList": "我的理赔",
    "route.claimCar": "车险理赔",
    "route.claimClaims": "理赔进度",
    "route.claimApplication": "在线报案",
    "route.claimZhongan": "合作保险公司理赔",
    "route.settlementHome": "车险理赔查询",
    "route.settlementQuery": "理赔查询",
    "route.settlementResponse": "理赔查询结果",
    "route.settlementClaimsOne": "理赔进度",
    "route.settlementInsurance": "理赔保单",
    "route.settleementmessage": "理赔通知",
    "route.servicesQuery": "航班延误权益",
  },
  en: {
    "route.Bind": "Bind for claims",
    "route.userBind": "Change binding",
    "route.messageInfo": "Binding",
    "route.claimList": "My claims",
    "route.claimCar": "Motor claims",
    "route.claimClaims": "Claim progress",
    "route.claimApplication": "Report a claim",
    "route.claimZhongan": "Partner insurer claims",
    "route.settlementHome": "Motor claim lookup",
    "route.settlementQuery": "Claim lookup",
    "route.settlementResponse": "Claims found",
    "route.settlementClaimsOne": "Claim progress",
    "route.settlementInsurance": "Policy of the claim",
    "route.settleementmessage": "Claim notices",
    "route.servicesQuery": "Flight-delay benefit",
  },
});
const TITLES = CLAIMS_ROUTE_TITLES;

/**
 * This feature's routes, in the order the app lists them.
 * @example CLAIMS_ROUTES.map((route) => route.path)
 */
export const CLAIMS_ROUTES: readonly AppRoute[] = [
  {
    path: "/Bind",
    meta: routeMeta(TITLES, "route.Bind", { requireAuth: true }),
    load: () => import("./screens/BindScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/claim-queries")).prefetchBindState),
  },
  {
    path: "/userBind",
    meta: routeMeta(TITLES, "route.userBind", { requireAuth: true }),
    load: () => import("./screens/UserBindScreen"),
  },
  {
    path: "/messageInfo",
    meta: routeMeta(TITLES, "route.messageInfo", { requireAuth: true }),
    load: () => import("./screens/MessageInfoScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/claim-queries")).prefetchBindState),
  },
  {
    path: "/claimList",
    meta: routeMeta(TITLES, "route.claimList", { requireAuth: true }),
    load: () => import("./screens/ClaimListScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/claim-queries")).prefetchBindState),
  },
  {
    path: "/claimCar",
    meta: routeMeta(TITLES, "route.claimCar", { requireAuth: true }),
    load: () => import("./screens/ClaimListScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/claim-queries")).prefetchBindState),
  },
  {
    path: "/claimClaims",
    meta: routeMeta(TITLES, "route.claimClaims", { requireAuth: true }),
    load: () => import("./screens/ClaimDetailScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/claim-queries")).prefetchClaimDetail),
  },
  // The report's confirmation replaces the form's entry in history (the same address, the report in the entry's
  // state); its 查看我的理赔 replaces the confirmation in turn, so back from the claim list goes to the page the
  // report started from (app/routes.tsx, `allowBack`).
  {
    path: "/claimApplication",
    meta: routeMeta(TITLES, "route.claimApplication", { requireAuth: true }),
    load: () => import("./screens/ClaimApplicationScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/claim-queries")).prefetchReportablePolicies),
  },
  {
    path: "/claimZhongan",
    meta: routeMeta(TITLES, "route.claimZhongan", { requireAuth: true }),
    load: () => import("./screens/ClaimZhonganScreen"),
  },
  // look-b (issue 10): the motor claim settlement lookup, the policies' channel view (dataSource=scrm) and the
  // flight-delay benefit lookup. Claim settlement is on spec §4's protected list (and domain's PROTECTED_PAGES):
  // every settlement page needs the mall login.
  {
    path: "/settlementHome",
    meta: routeMeta(TITLES, "route.settlementHome", { requireAuth: true }),
    load: () => import("./settlement/screens/SettlementHomeScreen"),
  },
  {
    path: "/settlementQuery",
    meta: routeMeta(TITLES, "route.settlementQuery", { requireAuth: true }),
    load: () => import("./settlement/screens/SettlementQueryScreen"),
  },
  {
    path: "/settlementResponse",
    meta: routeMeta(TITLES, "route.settlementResponse", { requireAuth: true }),
    load: () => import("./settlement/screens/SettlementResponseScreen"),
  },
  {
    path: "/settlementClaimsOne",
    meta: routeMeta(TITLES, "route.settlementClaimsOne", { requireAuth: true }),
    load: () => import("./settlement/screens/SettlementClaimScreen"),
    prefetch: lazyPrefetch(async () => (await import("./settlement/api/settlement-queries")).prefetchSettlementClaim),
  },
  {
    path: "/settlementInsurance",
    meta: routeMeta(TITLES, "route.settlementInsurance", { requireAuth: true }),
    load: () => import("./settlement/screens/SettlementPolicyScreen"),
    prefetch: lazyPrefetch(async () => (await import("./settlement/api/settlement-queries")).prefetchSettlementPolicy),
  },
  {
    path: "/settleementmessage",
    meta: routeMeta(TITLES, "route.settleementmessage", { requireAuth: true }),
    load: () => import("./settlement/screens/SettlementNoticesScreen"),
    prefetch: lazyPrefetch(async () => (await import("./settlement/api/settlement-queries")).prefetchSettlementClaim),
  },
  // the flight-delay benefit lookup: the benefit is the account's (showEquity), services need the mall login (spec §6)
  {
    path: "/servicesQuery",
    meta: routeMeta(TITLES, "route.servicesQuery", { requireAuth: true }),
    load: () => import("./flight/screens/FlightBenefitScreen"),
  },
];
