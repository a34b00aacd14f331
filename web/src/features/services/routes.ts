/**
 * The routes of this feature (spec §2): path, meta, page title in both languages, screen and prefetch. The app
 * assembles every feature's routes into its one table (`app/routes.tsx`); a new screen of this feature adds its
 * entry and title here and touches nothing shared.
 */
import { lazyPrefetch, routeMeta, type AppRoute } from "../../components/routing";
import { defineMessages } from "../../i18n/define";

/** Page titles of this feature's routes (zh-CN and English). */
export const SERVICES_ROUTE_TITLES = defineMessages({
  "zh-CN": {
    "route.error": "出错了",
    "route.elderModel": "长辈版",
    "route.about": "关于我们",
    "route.dotquery": "服务网点",
    "route.roadRescue": "道路救援",
    "route.complaint": "投诉建议",
    "route.complaintMessage": "提交成功",
    "route.customerService": "在线客服",
    "route.introduceIndex": "产品与服务介绍",
    "route.introduceDetails": "介绍详情",
    "route.consumer": "消费者权益保护",
    "route.bigBusinessEvents": "大事记",
    "route.serviceIndex": "我的权益",
    "route.myServiceIndex": "权益使用记录",
    "route.successfulquery": "激活成功",
    "route.errorquery": "激活失败",
    "route.queriedquery": "查询结果",
    "route.videoDoctor": "视频医生",
    "route.careVoice": "关爱之声",
    "route.adservice": "代步车服务",
    "route.binDing": "绑定保单",
    "route.alter": "保单批改",
    "route.carCollect": "车辆信息",
    "route.redwine": "新春礼品",
    "route.couplet": "新春春联",
  },
  en: {
    "route.error": "Error",
    "route.elderModel": "Large-text mode",
    "route.about": "About us",
    "route.dotquery": "Service outlets",
    "route.roadRescue": "Roadside assistance",
    "route.complaint": "Complaints and suggestions",
    "route.complaintMessage": "Sent",
    "route.customerService": "Customer service",
    "route.introduceIndex": "Products and services",
    "route.introduceDetails": "Introduction",
    "route.consumer": "Consumer rights",
    "route.bigBusinessEvents": "Milestones",
    "route.serviceIndex": "My benefits",
    "route.myServiceIndex": "Benefit history",
    "route.successfulquery": "Activated",
    "route.errorquery": "Activation failed",
    "route.queriedquery": "Code check",
    "route.videoDoctor": "Video doctor",
    "route.careVoice": "Care voice",
    "route.adservice": "Courtesy car",
    "route.binDing": "Bind a policy",
    "route.alter": "Policy correction",
    "route.carCollect": "Vehicle information",
    "route.redwine": "Spring Festival gift",
    "route.couplet": "Spring Festival couplets",
  },
});
const TITLES = SERVICES_ROUTE_TITLES;

/**
 * This feature's routes, in the order the app lists them.
 * @example SERVICES_ROUTES.map((route) => route.path)
 */
export const SERVICES_ROUTES: readonly AppRoute[] = [
  {
    path: "/error",
    meta: routeMeta(TITLES, "route.error"),
    load: () => import("./screens/ErrorScreen"),
  },
  {
    path: "/elderModel",
    meta: routeMeta(TITLES, "route.elderModel"),
    load: () => import("./screens/ElderModeScreen"),
  },
  {
    path: "/about",
    meta: routeMeta(TITLES, "route.about"),
    load: () => import("./screens/AboutScreen"),
  },
  // Services: information and service (issue 12, svc-a). All open: a customer in trouble or looking for help
  // must not have to log in first; the screens ask for the login only where an account's data is shown.
  {
    path: "/dotquery",
    meta: routeMeta(TITLES, "route.dotquery"),
    load: () => import("./screens/DotqueryScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/info-queries")).prefetchOutlets),
  },
  {
    path: "/roadRescue",
    meta: routeMeta(TITLES, "route.roadRescue"),
    load: () => import("./screens/RoadRescueScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/info-queries")).prefetchRescueBenefits),
  },
  {
    path: "/complaint",
    meta: routeMeta(TITLES, "route.complaint"),
    load: () => import("./screens/ComplaintScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/info-queries")).prefetchQuestionProducts),
  },
  {
    path: "/complaintMessage",
    meta: routeMeta(TITLES, "route.complaintMessage"),
    load: () => import("./screens/ComplaintMessageScreen"),
  },
  {
    path: "/customerService",
    meta: routeMeta(TITLES, "route.customerService"),
    load: () => import("./screens/CustomerServiceScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/info-queries")).prefetchQuestions),
  },
  {
    path: "/introduceIndex",
    meta: routeMeta(TITLES, "route.introduceIndex"),
    load: () => import("./screens/IntroduceIndexScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/info-queries")).prefetchPageContent),
  },
  {
    path: "/introduceDetails",
    meta: routeMeta(TITLES, "route.introduceDetails"),
    load: () => import("./screens/IntroduceDetailsScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/info-queries")).prefetchPageContent),
  },
  {
    path: "/consumer",
    meta: routeMeta(TITLES, "route.consumer"),
    load: () => import("./screens/ConsumerScreen"),
  },
  {
    path: "/bigBusinessEvents",
    meta: routeMeta(TITLES, "route.bigBusinessEvents"),
    load: () => import("./screens/BigBusinessEventsScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/info-queries")).prefetchPageContent),
  },
  // Services and benefits, part B (issue 12): my benefits and their history (both
  // need the login: spec §4's "service index"), the three
  // answer pages of an activation (no back: they offer retry / my benefits instead of re-entering the form).
  {
    path: "/serviceIndex",
    meta: routeMeta(TITLES, "route.serviceIndex", { requireAuth: true }),
    load: () => import("./screens/ServiceIndexScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/benefit-queries")).prefetchBenefits),
  },
  {
    path: "/myServiceIndex",
    meta: routeMeta(TITLES, "route.myServiceIndex", { requireAuth: true }),
    load: () => import("./screens/MyServiceIndexScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/benefit-queries")).prefetchBenefits),
  },
  {
    path: "/successfulquery",
    meta: routeMeta(TITLES, "route.successfulquery"),
    load: () => import("./screens/SuccessfulQueryScreen"),
  },
  {
    path: "/errorquery",
    meta: routeMeta(TITLES, "route.errorquery"),
    load: () => import("./screens/ErrorQueryScreen"),
  },
  {
    path: "/queriedquery",
    meta: routeMeta(TITLES, "route.queriedquery"),
    load: () => import("./screens/QueriedQueryScreen"),
  },
  // Partner handovers: the link is asked for on entry by the screen (a one-time token, never prefetched).
  {
    path: "/videoDoctor",
    meta: routeMeta(TITLES, "route.videoDoctor"),
    load: () => import("./screens/VideoDoctorScreen"),
  },
  {
    path: "/careVoice",
    meta: routeMeta(TITLES, "route.careVoice"),
    load: () => import("./screens/CareVoiceScreen"),
  },
  {
    path: "/adservice",
    meta: routeMeta(TITLES, "route.adservice"),
    load: () => import("./screens/AdServiceScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/benefit-queries")).prefetchBenefits),
  },
  {
    path: "/binDing",
    meta: routeMeta(TITLES, "route.binDing"),
    load: () => import("./screens/BinDingScreen"),
  },
  {
    path: "/alter",
    meta: routeMeta(TITLES, "route.alter", { requireAuth: true }),
    load: () => import("./screens/AlterScreen"),
  },
  {
    path: "/carCollect",
    meta: routeMeta(TITLES, "route.carCollect"),
    load: () => import("./screens/CarCollectScreen"),
  },
  // Seasonal gifts: the couplets are a public page made to be shared in the messenger.
  {
    path: "/redwine",
    meta: routeMeta(TITLES, "route.redwine"),
    load: () => import("./screens/RedWineScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/benefit-queries")).prefetchBenefits),
  },
  {
    path: "/couplet",
    meta: routeMeta(TITLES, "route.couplet", { isShare: true }),
    load: () => import("./screens/CoupletScreen"),
  },
];
