/**
 * The routes of this feature (spec §2): path, meta, page title in both languages, screen and prefetch. The app
 * assembles every feature's routes into its one table (`app/routes.tsx`); a new screen of this feature adds its
 * entry and title here and touches nothing shared.
 */
import { lazyPrefetch, routeMeta, type AppRoute } from "../../components/routing";
import { ACCOUNT_ROUTE_TITLES, EDIT_PERSON_META, NEW_ADDRESS_META } from "./route-titles";

export { ACCOUNT_ROUTE_TITLES, EDIT_PERSON_META, NEW_ADDRESS_META } from "./route-titles";
const TITLES = ACCOUNT_ROUTE_TITLES;

/**
 * This feature's routes, in the order the app lists them.
 * @example ACCOUNT_ROUTES.map((route) => route.path)
 */
export const ACCOUNT_ROUTES: readonly AppRoute[] = [
  {
    path: "/register",
    meta: routeMeta(TITLES, "route.register"),
    load: () => import("./screens/RegisterScreen"),
  },
  {
    path: "/resetPassword",
    meta: routeMeta(TITLES, "route.resetPassword"),
    load: () => import("./screens/ResetPasswordScreen"),
  },
  {
    path: "/shopset",
    meta: routeMeta(TITLES, "route.shopset", { requireAuth: true }),
    load: () => import("./screens/SettingsScreen"),
  },
  {
    path: "/mocpaw",
    meta: routeMeta(TITLES, "route.mocpaw", { requireAuth: true }),
    load: () => import("./screens/ChangePasswordScreen"),
  },
  {
    path: "/mocmobile",
    meta: routeMeta(TITLES, "route.mocmobile", { requireAuth: true }),
    load: () => import("./screens/ChangeMobileScreen"),
  },
  {
    path: "/contacts",
    meta: routeMeta(TITLES, "route.contacts", { requireAuth: true }),
    load: () => import("./screens/ContactsScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/account-data")).prefetchContacts),
  },
  {
    path: "/editPerson",
    meta: EDIT_PERSON_META,
    load: () => import("./screens/EditPersonScreen"),
  },
  {
    path: "/address",
    meta: routeMeta(TITLES, "route.address", { requireAuth: true }),
    load: () => import("./screens/AddressScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/account-data")).prefetchAddresses),
  },
  {
    path: "/newaddress",
    meta: NEW_ADDRESS_META,
    load: () => import("./screens/NewAddressScreen"),
  },
  {
    path: "/identityAuth",
    meta: routeMeta(TITLES, "route.identityAuth", { requireAuth: true }),
    load: () => import("./screens/IdentityAuthScreen"),
  },
  {
    path: "/identityAuthInfo",
    meta: routeMeta(TITLES, "route.identityAuthInfo", { requireAuth: true }),
    load: () => import("./screens/IdentityAuthInfoScreen"),
    prefetch: lazyPrefetch(async () => (await import("./api/account-data")).prefetchIdentity),
  },
  {
    path: "/identityAuthInfoQuery",
    meta: routeMeta(TITLES, "route.identityAuthInfoQuery", { requireAuth: true }),
    load: () => import("./screens/IdentityAuthInfoQueryScreen"),
  },
];
