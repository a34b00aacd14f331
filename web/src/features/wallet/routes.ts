/**
 * The routes of this feature (spec §2): path, meta, page title in both languages, screen and prefetch. The app
 * assembles every feature's routes into its one table (`app/routes.tsx`); a new screen of this feature adds its
 * entry and title here and touches nothing shared.
 */
import { lazyPrefetch, routeMeta, type AppRoute } from "../../components/routing";
import { defineMessages } from "../../i18n/define";

/** Page titles of this feature's routes (zh-CN and English). */
export const WALLET_ROUTE_TITLES = defineMessages({
  "zh-CN": {
    "route.myCard": "我的卡包",
    "route.cardShare": "分享卡片",
    "route.cardShareTo": "领取卡片",
  },
  en: {
    "route.myCard": "My cards",
    "route.cardShare": "Share a card",
    "route.cardShareTo": "Receive a card",
  },
});
const TITLES = WALLET_ROUTE_TITLES;

/**
 * This feature's routes, in the order the app lists them.
 * @example WALLET_ROUTES.map((route) => route.path)
 */
export const WALLET_ROUTES: readonly AppRoute[] = [
  // Card wallet and account data (issue 13). /cardShareTo stays open: the receiver sees who sent what before
  // logging in; receiving asks for the login and comes back.
  {
    path: "/myCard",
    meta: routeMeta(TITLES, "route.myCard", { requireAuth: true }),
    load: () => import("./screens/MyCardScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/wallet-queries")).prefetchCards),
  },
  {
    path: "/cardShare",
    meta: routeMeta(TITLES, "route.cardShare", { requireAuth: true }),
    load: () => import("./screens/CardShareScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/wallet-queries")).prefetchCards),
  },
  {
    path: "/cardShareTo",
    meta: routeMeta(TITLES, "route.cardShareTo"),
    load: () => import("./screens/CardShareToScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/wallet-queries")).prefetchSharedCard),
  },
];
