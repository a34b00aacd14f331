/**
 * The routes of this feature (spec §2): path, meta, page title in both languages, screen and prefetch. The app
 * assembles every feature's routes into its one table (`app/routes.tsx`); a new screen of this feature adds its
 * entry and title here and touches nothing shared.
 */
import { lazyPrefetch, routeMeta, type AppRoute } from "../../components/routing";
import { defineMessages } from "../../i18n/define";

/** Page titles of this feature's routes (zh-CN and English). */
export const BUY_ROUTE_TITLES = defineMessages({
  "zh-CN": {
    "route.insureInfo": "产品详情",
    "route.insuranceGuide": "投保须知",
    "route.discount": "限时优惠",
    "route.DDA": "机动车损失保险",
    "route.DDB": "机动车第三者责任保险",
    "route.DDC": "机动车车上人员责任保险",
    "route.DDE": "附加车身划痕损失险",
    "route.DDF": "附加医保外医疗费用责任险",
    "route.inputInfo": "立即投保",
    "route.orderDetails": "订单详情",
    "route.applicationResulst": "投保结果",
    "route.applicationEntry": "我的订单",
    "route.applicationQuery": "投保单查询",
    "route.insureRight": "车险投保",
  },
  en: {
    "route.insureInfo": "Product",
    "route.insuranceGuide": "Notes for insuring",
    "route.discount": "Limited-time offers",
    "route.DDA": "Vehicle damage cover",
    "route.DDB": "Third-party liability cover",
    "route.DDC": "On-board persons' liability cover",
    "route.DDE": "Body scratch rider",
    "route.DDF": "Rider for medical costs outside national medical insurance",
    "route.inputInfo": "Insure now",
    "route.orderDetails": "Order details",
    "route.applicationResulst": "Application results",
    "route.applicationEntry": "My orders",
    "route.applicationQuery": "Proposal lookup",
    "route.insureRight": "Car insurance",
  },
});
const TITLES = BUY_ROUTE_TITLES;

/**
 * This feature's routes, in the order the app lists them.
 * @example BUY_ROUTES.map((route) => route.path)
 */
export const BUY_ROUTES: readonly AppRoute[] = [
  // Buying, the product side (issue 9, buy-a): public browsing pages a customer shares, each loading its
  // product from the route.
  {
    path: "/insureInfo",
    meta: routeMeta(TITLES, "route.insureInfo", { isShare: true }),
    load: () => import("./screens/InsureInfoScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/plan-queries")).prefetchProductPlans),
  },
  {
    path: "/insuranceGuide",
    meta: routeMeta(TITLES, "route.insuranceGuide", { isShare: true }),
    load: () => import("./screens/InsuranceGuideScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/plan-queries")).prefetchProductPlans),
  },
  {
    path: "/discount",
    meta: routeMeta(TITLES, "route.discount", { isShare: true }),
    load: () => import("./screens/DiscountScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/plan-queries")).prefetchDiscounts),
  },
  // The five commercial car covers: one screen (one chunk), which reads its cover from the path.
  {
    path: "/DDA",
    meta: routeMeta(TITLES, "route.DDA", { isShare: true }),
    load: () => import("./screens/CarCoverScreen"),
  },
  {
    path: "/DDB",
    meta: routeMeta(TITLES, "route.DDB", { isShare: true }),
    load: () => import("./screens/CarCoverScreen"),
  },
  {
    path: "/DDC",
    meta: routeMeta(TITLES, "route.DDC", { isShare: true }),
    load: () => import("./screens/CarCoverScreen"),
  },
  {
    path: "/DDE",
    meta: routeMeta(TITLES, "route.DDE", { isShare: true }),
    load: () => import("./screens/CarCoverScreen"),
  },
  {
    path: "/DDF",
    meta: routeMeta(TITLES, "route.DDF", { isShare: true }),
    load: () => import("./screens/CarCoverScreen"),
  },
  // Buying, part B (issue 9): the application form, the order, payment and its result, my orders, the proposal
  // lookup. Every page of an order needs the mall login (the order belongs to an account; spec §4 "application").
  {
    path: "/inputInfo",
    meta: routeMeta(TITLES, "route.inputInfo", { requireAuth: true }),
    load: () => import("./screens/InputInfoScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/application-queries")).prefetchApplication),
  },
  {
    path: "/orderDetails",
    meta: routeMeta(TITLES, "route.orderDetails", { requireAuth: true }),
    load: () => import("./screens/OrderDetailsScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/order-queries")).prefetchOrderDetail),
  },
  // The paid result ends the flow: the cashier was replaced by it (and the form by the order), so back leaves it
  // for the order, now paid, and then the product (app/routes.tsx, `allowBack`: a done page never blocks back).
  {
    path: "/applicationResulst",
    meta: routeMeta(TITLES, "route.applicationResulst", { requireAuth: true }),
    load: () => import("./screens/ApplicationResultScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/order-queries")).prefetchOrder),
  },
  {
    path: "/applicationEntry",
    meta: routeMeta(TITLES, "route.applicationEntry", { requireAuth: true }),
    load: () => import("./screens/ApplicationEntryScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/order-queries")).prefetchOrders),
  },
  // the mall login: spec §4 lists the application pages for the session check (app/login-requirement.ts)
  {
    path: "/applicationQuery",
    meta: routeMeta(TITLES, "route.applicationQuery", { requireAuth: true }),
    load: () => import("./screens/ApplicationQueryScreen"),
  },
  // car (issue 9): car cover from the plate lookup to the order; the proposal needs the mall login
  {
    path: "/insureRight",
    meta: routeMeta(TITLES, "route.insureRight", { requireAuth: true }),
    load: () => import("./screens/InsureRightScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/car-queries")).prefetchInsureRight),
  },
];
