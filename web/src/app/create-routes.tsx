/**
 * Turns a route table into the data router's route objects — the one code path for production
 * (`createBrowserRouter(createRoutes(ROUTES), { basename })`) and tests (`createMemoryRouter` with the real
 * table or a stand-in table).
 *
 * Shape:
 * - root `/`: `<AppLayout />` (navigation behaviours, keep-alive outlet, UI and session hosts), a
 *   `HydrateFallback` (shown only until the landing route's module has loaded: the data router resolves the
 *   initial `lazy` matches before it renders, so the landing page appears without a Suspense reveal delay), and
 *   an error element for a failing layout;
 * - a pathless child holding every page, with the error element that handles chunk-load failures (so the
 *   layout and its hosts stay mounted around the error screen);
 * - the entry `/` (and `/index.html`) redirect to `/home` (spec §2);
 * - one child per table route: `lazy` screen, `handle.meta`, and the requireAuth loader where asked;
 * - anything else: on the entry (a stale or mistyped link opened from outside) it redirects to `/home`, as the
 *   entry path does; after an in-app navigation it shows the /error screen's content (never a blank page).
 */
import { redirect, type RouteObject } from "react-router-dom";
import { AppLayout, type RouteHandle } from "./AppLayout";
import { AppLoadingFallback } from "./AppLoadingFallback";
import { lazyScreen } from "./chunk-retry";
import { navigationEffects, type NavigationEffects } from "./navigation-effects";
import { requireAuthLoader } from "./require-auth";
import { RouteErrorScreen } from "./RouteErrorScreen";
import { routeMeta, type AppRoute } from "./routes";

/** The base path the mall is served under (spec §1, §9). */
export const APP_BASENAME = "/micromall";
/** Where the entry path goes (spec §2). */
export const HOME_PATH = "/home";
/** The route whose screen also shows unknown addresses. */
export const ERROR_PATH = "/error";

/** Meta of an unknown address. */
const NOT_FOUND_META = routeMeta("route.notFound");

/** Options of {@link createRoutes}. */
export interface CreateRoutesOptions {
  /** The router's basename (default {@link APP_BASENAME}); the guard and the reload build addresses with it. */
  readonly basename?: string;
  /** Replacements for single navigation effects (tests). */
  readonly effects?: Partial<NavigationEffects>;
  /** Mount `<SessionEffects />` in the layout (default true). */
  readonly sessionEffects?: boolean;
}

/**
 * The data router's route objects for `table`.
 * @example createBrowserRouter(createRoutes(ROUTES), { basename: APP_BASENAME })
 */
export function createRoutes(table: readonly AppRoute[], options: CreateRoutesOptions = {}): RouteObject[] {
  const effects = navigationEffects(options.effects);
  const basename = options.basename ?? APP_BASENAME;
  let entered = false;
  const markEntered = () => {
    entered = true;
  };
  const errorElement = <RouteErrorScreen effects={effects} basename={basename} />;
  const errorRoute = table.find((route) => route.path === ERROR_PATH);

  const pages: RouteObject[] = [
    { index: true, loader: () => redirect(HOME_PATH) },
    { path: "index.html", loader: () => redirect(HOME_PATH) },
    ...table.map((route) => pageRoute(route, effects, basename)),
    {
      id: "not-found",
      path: "*",
      handle: { meta: NOT_FOUND_META } satisfies RouteHandle,
      loader: () => (entered ? null : redirect(HOME_PATH)),
      ...(errorRoute ? { lazy: lazyScreen(errorRoute) } : { element: errorElement }),
    },
  ];

  return [
    {
      id: "root",
      path: "/",
      element: <AppLayout effects={effects} onNavigated={markEntered} sessionEffects={options.sessionEffects ?? true} />,
      HydrateFallback: AppLoadingFallback,
      errorElement,
      children: [{ id: "pages", errorElement, children: pages }],
    },
  ];
}

function pageRoute(route: AppRoute, effects: NavigationEffects, basename: string): RouteObject {
  return {
    id: route.path,
    path: route.path.replace(/^\/+/, ""),
    handle: { meta: route.meta } satisfies RouteHandle,
    lazy: lazyScreen(route),
    ...(route.meta.requireAuth ? { loader: requireAuthLoader(() => effects.isLoggedIn(), basename) } : {}),
  };
}
