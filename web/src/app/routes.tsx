/**
 * The one route table of the mall (spec §2): every route that has a built screen, plus `/productList` (the tab
 * bar's target, spec §2 "Bottom tab bar"). Each route is loaded lazily; `createRoutes` turns this table into the
 * data router's route objects. Routes of spec §2 whose screens come with later issues are NOT listed here (no
 * placeholder pages); `routes.test.ts` lists them as `test.todo`.
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
 * - `prefetch`: every screen that loads data on entry starts its first call from the route (issue 7 §7).
 * - `keepAlive`: the browsing pages the customer returns to (home, product list). Never forms holding identity
 *   numbers or passwords (h5-notes §4).
 * - `isShare`: only the public browsing pages; account pages and error pages hide the share menu.
 * - `allowBack`: false on result pages, where going back would re-enter the step that produced the result:
 *   today the policy-lookup failure page (/errors), which offers "query again" and "home" instead. Result pages
 *   of later issues (payment, surrender, invoice results) join it.
 */
import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { StartedQuery } from "../gateway/query";
import { prefetchAddresses, prefetchContacts, prefetchIdentity } from "../features/account/api/account-data";
import { prefetchUserInfo } from "../features/account/api/user-queries";
import { prefetchProductList } from "../features/buy/api/product-list-query";
import { prefetchHome } from "../features/home/api/home-query";
import { prefetchCards, prefetchSharedCard } from "../features/wallet/api/wallet-queries";
import { prefetchApplication } from "../features/buy/api/application-queries";
import { prefetchOrder, prefetchOrders } from "../features/buy/api/order-queries";
import type { RouteMeta, RouteTitleKey } from "./route-meta";

/** A lazily loaded screen: a module whose default export is the screen component. */
export type ScreenModule = { default: ComponentType };

/** One entry of the route table. */
export interface AppRoute {
  /** Absolute path inside the base path, e.g. "/home". */
  readonly path: string;
  readonly meta: RouteMeta;
  /** Loads the screen module (a dynamic import, so each screen is its own chunk). */
  readonly load: () => Promise<ScreenModule>;
  /**
   * For a screen that loads data on entry: starts its first query into the query cache. Called by the route's
   * loader (after the requireAuth check), not awaited, so the call travels in parallel with the screen's chunk.
   * It answers whether content is already cached (`startQuery`), or that and when its call settles
   * (`trackQuery`): the page-wide loading indicator of an `isLoading` route stays off over cached content, and
   * with `settled` goes off as soon as the call has settled (never over a list that has rendered).
   */
  readonly prefetch?: RoutePrefetch;
}

/** A route's prefetch: the app's query client and the address being entered (with the base path). */
export type RoutePrefetch = (client: QueryClient, location: URL) => StartedQuery | boolean;

/** Meta of an ordinary page: no loading indicator, open to everyone, back allowed, no share, not kept alive. */
const PLAIN: Omit<RouteMeta, "title"> = {
  isLoading: false,
  requireAuth: false,
  allowBack: true,
  isShare: false,
  keepAlive: false,
};

/**
 * Builds a route meta from the plain defaults.
 * @example routeMeta("route.home", { keepAlive: true }).requireAuth // false
 */
export function routeMeta(title: RouteTitleKey, overrides: Partial<Omit<RouteMeta, "title">> = {}): RouteMeta {
  return { ...PLAIN, ...overrides, title };
}

/**
 * Every route with a built screen.
 * @example ROUTES.find((route) => route.path === "/shopset")?.meta.requireAuth // true
 */
export const ROUTES: readonly AppRoute[] = [
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
    prefetch: prefetchCards,
  },
  {
    path: "/cardShare",
    meta: routeMeta("route.cardShare", { requireAuth: true }),
    load: () => import("../features/wallet/screens/CardShareScreen"),
    prefetch: prefetchCards,
  },
  {
    path: "/cardShareTo",
    meta: routeMeta("route.cardShareTo"),
    load: () => import("../features/wallet/screens/CardShareToScreen"),
    prefetch: prefetchSharedCard,
  },
  {
    path: "/contacts",
    meta: routeMeta("route.contacts", { requireAuth: true }),
    load: () => import("../features/account/screens/ContactsScreen"),
    prefetch: prefetchContacts,
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
    prefetch: prefetchAddresses,
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
    prefetch: prefetchIdentity,
  },
  {
    path: "/identityAuthInfoQuery",
    meta: routeMeta("route.identityAuthInfoQuery", { requireAuth: true }),
    load: () => import("../features/account/screens/IdentityAuthInfoQueryScreen"),
  },
  // Buying, part B (issue 9): the application form, the order, payment and its result, my orders, the proposal
  // lookup. Every page of an order needs the mall login (the order belongs to an account; spec §4 "application").
  {
    path: "/inputInfo",
    meta: routeMeta("route.inputInfo", { requireAuth: true }),
    load: () => import("../features/buy/screens/InputInfoScreen"),
    prefetch: prefetchApplication,
  },
  {
    path: "/orderDetails",
    meta: routeMeta("route.orderDetails", { requireAuth: true }),
    load: () => import("../features/buy/screens/OrderDetailsScreen"),
    prefetch: prefetchOrder,
  },
  {
    path: "/applicationResulst",
    meta: routeMeta("route.applicationResulst", { requireAuth: true, allowBack: false }),
    load: () => import("../features/buy/screens/ApplicationResultScreen"),
    prefetch: prefetchOrder,
  },
  {
    path: "/applicationEntry",
    meta: routeMeta("route.applicationEntry", { requireAuth: true }),
    load: () => import("../features/buy/screens/ApplicationEntryScreen"),
    prefetch: prefetchOrders,
  },
  // open: a proposal is found by its number and its insured, as the policy lookups are
  {
    path: "/applicationQuery",
    meta: routeMeta("route.applicationQuery"),
    load: () => import("../features/buy/screens/ApplicationQueryScreen"),
  },
];
