/**
 * The landing pages of the route table (see `routes.tsx` for the meta decisions): the pages a customer opens the mall
 * on or reaches from the tab bar and the first screen — home, the product list, the personal centre and the login.
 * Only these are in the entry with their prefetches, their titles in the shell's table (`APP_MESSAGES`); every other
 * route comes from its feature's `routes.ts` through `routes.tsx`, which the shell loads when the customer first goes
 * beyond them (issue 7 §6: the first load does not grow with the number of routes).
 */
import { prefetchUserInfo } from "../features/account/api/user-queries";
import { prefetchProductList } from "../features/buy/api/product-list-query";
import { prefetchHome } from "../features/home/api/home-query";
import { routeMeta, type AppRoute } from "../components/routing";
import { APP_MESSAGES } from "../i18n/messages/app";

/**
 * The landing pages.
 * @example LANDING_ROUTES.map((route) => route.path) // ["/home", "/productList", "/personalCenter", "/login"]
 */
export const LANDING_ROUTES: readonly AppRoute[] = [
  {
    path: "/home",
    meta: routeMeta(APP_MESSAGES, "route.home", { isShare: true, keepAlive: true }),
    load: () => import("../features/home/screens/HomeScreen"),
    prefetch: prefetchHome,
  },
  {
    path: "/productList",
    meta: routeMeta(APP_MESSAGES, "route.productList", { isLoading: true, isShare: true, keepAlive: true }),
    load: () => import("../features/buy/screens/ProductListScreen"),
    prefetch: prefetchProductList,
  },
  {
    path: "/personalCenter",
    meta: routeMeta(APP_MESSAGES, "route.personalCenter", { requireAuth: true }),
    load: () => import("../features/account/screens/PersonalCenterScreen"),
    prefetch: prefetchUserInfo,
  },
  {
    path: "/login",
    meta: routeMeta(APP_MESSAGES, "route.login"),
    load: () => import("../features/account/screens/LoginScreen"),
  },
];
