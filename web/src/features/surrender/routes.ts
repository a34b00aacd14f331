/**
 * The routes of this feature (spec §2): path, meta, page title in both languages, screen and prefetch. The app
 * assembles every feature's routes into its one table (`app/routes.tsx`); a new screen of this feature adds its
 * entry and title here and touches nothing shared.
 */
import { lazyPrefetch, routeMeta, type AppRoute } from "../../components/routing";
import { defineMessages } from "../../i18n/define";

/** Page titles of this feature's routes (zh-CN and English). */
export const SURRENDER_ROUTE_TITLES = defineMessages({
  "zh-CN": {
    "route.surrender": "退保",
    "route.application": "退保申请",
    "route.surrful": "退保申请已提交",
    "route.surrenderQuery": "退保进度查询",
    "route.surrenderQueryFail": "未查询到退保申请",
    "route.surrenderGuide": "退保须知",
  },
  en: {
    "route.surrender": "Surrender",
    "route.application": "Surrender application",
    "route.surrful": "Surrender requested",
    "route.surrenderQuery": "Surrender progress",
    "route.surrenderQueryFail": "No surrender found",
    "route.surrenderGuide": "Before you surrender",
  },
});
const TITLES = SURRENDER_ROUTE_TITLES;

/**
 * This feature's routes, in the order the app lists them.
 * @example SURRENDER_ROUTES.map((route) => route.path)
 */
export const SURRENDER_ROUTES: readonly AppRoute[] = [
  {
    path: "/surrender",
    meta: routeMeta(TITLES, "route.surrender", { requireAuth: true }),
    load: () => import("./screens/SurrenderScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/surrender-queries")).prefetchSurrenderList),
  },
  {
    path: "/application",
    meta: routeMeta(TITLES, "route.application", { requireAuth: true }),
    load: () => import("./screens/ApplicationScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/surrender-queries")).prefetchSurrenderInfo),
  },
  // The done page replaces the application in history; back leaves it for the surrender list (app/routes.tsx,
  // `allowBack`: a done page never blocks back).
  {
    path: "/surrful",
    meta: routeMeta(TITLES, "route.surrful", { requireAuth: true }),
    load: () => import("./screens/SurrfulScreen"),
  },
  {
    path: "/surrenderQuery",
    meta: routeMeta(TITLES, "route.surrenderQuery", { requireAuth: true }),
    load: () => import("./screens/SurrenderQueryScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/surrender-queries")).prefetchSurrenderQuery),
  },
  {
    path: "/surrenderQueryFail",
    meta: routeMeta(TITLES, "route.surrenderQueryFail", { requireAuth: true }),
    load: () => import("./screens/SurrenderQueryFailScreen"),
  },
  {
    path: "/surrenderGuide",
    meta: routeMeta(TITLES, "route.surrenderGuide"),
    load: () => import("./screens/SurrenderGuideScreen"),
    beyondSpec:
      "Spec §2 has no notes page for surrender; a customer about to take an irreversible step expects to read what it means first (the surrender list links here).",
  },
];
