/**
 * The landing pages of the route table (see `routes.tsx` for the meta decisions): the pages a customer opens the mall
 * on or reaches from the tab bar and the first screen — home, the product list, the personal centre and the login.
 * Only these are in the entry with their prefetches; every other route comes with `routes.tsx`, which the shell loads
 * when the customer first goes beyond them (issue 7 §6: the first load does not grow with the number of routes).
 */
import { prefetchUserInfo } from "../features/account/api/user-queries";
import { prefetchProductList } from "../features/buy/api/product-list-query";
import { prefetchHome } from "../features/home/api/home-query";
import { routeMeta, type AppRoute } from "./route-kit";

/**
 * The landing pages.
 * @example LANDING_ROUTES.map((route) => route.path) // ["/home", "/productList", "/personalCenter", "/login"]
 */
export const LANDING_ROUTES: readonly AppRoute[] = [
  {
    path: "/home",
    meta: routeMeta("route.home", { isShare: true, keepAlive: true }),
    load: () => import("../features/home/screens/HomeScreen"),
    prefetch: prefetchHome,
  },
  {
    path: "/productList",
    meta: routeMeta("route.productList", { isLoading: true, isShare: true, keepAlive: true }),
    load: () => import("../features/buy/screens/ProductListScreen"),
    prefetch: prefetchProductList,
  },
  {
    path: "/personalCenter",
    meta: routeMeta("route.personalCenter", { requireAuth: true }),
    load: () => import("../features/account/screens/PersonalCenterScreen"),
    prefetch: prefetchUserInfo,
  },
  {
    path: "/login",
    meta: routeMeta("route.login"),
    load: () => import("../features/account/screens/LoginScreen"),
  },
];
