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
 * - the entry `/` (and `/index.html`) redirect to `/home` (spec §2), keeping the query (data source, OAuth);
 * - one child per table route: `lazy` screen, `handle.meta`, and a loader where the route asks for the
 *   requireAuth guard or a `prefetch`: the guard runs first (a logged-out visitor starts no call), then the
 *   prefetch starts the screen's first query WITHOUT awaiting it, so the call travels while the data router
 *   downloads the `lazy` chunk (it runs a route's loader in parallel with its `lazy`). The loader's data
 *   `{ cached, settled }` tells the layout whether there is content to show at once (no page-wide loading
 *   indicator then) and when the call has settled (the indicator goes off then);
 * - anything else shows the not-found page at the address asked for (what was asked, home, the products; title
 *   页面不存在), on the entry and after an in-app navigation alike: a customer following an old link learns why
 *   instead of landing silently on /home (issue 8 point 5). Back returns to the page the customer came from.
 */
import type { QueryClient } from "@tanstack/react-query";
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";
import { AppLayout, type RouteHandle } from "./AppLayout";
import { AppLoadingFallback } from "./AppLoadingFallback";
import { lazyScreen } from "./chunk-retry";
import { navigationEffects, type NavigationEffects } from "./navigation-effects";
import { queryClient as appQueryClient } from "./query-client";
import { requireAuthLoader } from "./require-auth";
import { RouteErrorScreen } from "./RouteErrorScreen";
import type { RouteMeta } from "./route-meta";
import type { AppRoute } from "./routes";

/** The base path the mall is served under (spec §1, §9). */
export const APP_BASENAME = "/micromall";
/** Where the entry path goes (spec §2). */
export const HOME_PATH = "/home";
/** The meta of the not-found page. */
const NOT_FOUND_META: RouteMeta = {
  title: "route.notFound",
  isLoading: false,
  requireAuth: false,
  allowBack: true,
  isShare: false,
  keepAlive: false,
};

/** Options of {@link createRoutes}. */
export interface CreateRoutesOptions {
  /** The router's basename (default {@link APP_BASENAME}); the guard and the reload build addresses with it. */
  readonly basename?: string;
  /** Replacements for single navigation effects (tests). */
  readonly effects?: Partial<NavigationEffects>;
  /** Mount `<SessionEffects />` in the layout (default true). */
  readonly sessionEffects?: boolean;
  /** The query client the layout provides and the routes prefetch into (default: the app's one client). */
  readonly queryClient?: QueryClient;
}

/** What a page route's loader answers when it lets the page load. */
export interface PageLoaderData {
  /** The screen's first query already has an answer to show. */
  readonly cached: boolean;
  /** Settles when the screen's first query has an answer or has failed (when the prefetch says). */
  readonly settled?: Promise<void>;
}

/**
 * The data router's route objects for `table`.
 * @example createBrowserRouter(createRoutes(ROUTES), { basename: APP_BASENAME })
 */
export function createRoutes(table: readonly AppRoute[], options: CreateRoutesOptions = {}): RouteObject[] {
  const effects = navigationEffects(options.effects);
  const basename = options.basename ?? APP_BASENAME;
  const client = options.queryClient ?? appQueryClient;
  const errorElement = <RouteErrorScreen effects={effects} basename={basename} />;

  const pages: RouteObject[] = [
    // Redirect-only routes never render; `element: null` says so (the router warns about a leaf without one).
    // The entry keeps its query: it carries the data source (`?source=h5project&shopId=…`) and OAuth parameters.
    { index: true, loader: toHome, element: null },
    { path: "index.html", loader: toHome, element: null },
    ...table.map((route) => pageRoute(route, effects, basename, client)),
    {
      id: "not-found",
      path: "*",
      handle: { meta: NOT_FOUND_META } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import("./NotFoundScreen")).NotFoundScreen }),
    },
  ];

  return [
    {
      id: "root",
      path: "/",
      element: <AppLayout effects={effects} sessionEffects={options.sessionEffects ?? true} queryClient={client} />,
      HydrateFallback: AppLoadingFallback,
      errorElement,
      children: [{ id: "pages", errorElement, children: pages }],
    },
  ];
}

function toHome({ request }: LoaderFunctionArgs): Response {
  return redirect(HOME_PATH + new URL(request.url).search);
}

function pageRoute(route: AppRoute, effects: NavigationEffects, basename: string, client: QueryClient): RouteObject {
  const guard = route.meta.requireAuth ? requireAuthLoader(() => effects.isLoggedIn(), basename) : undefined;
  const prefetch = route.prefetch;
  const loader =
    guard === undefined && prefetch === undefined
      ? undefined
      : async (args: LoaderFunctionArgs) => {
          // The guard answers at once (null, or the redirect to login); awaiting it costs a microtask.
          const denied: unknown = guard === undefined ? null : await guard(args);
          if (denied !== null) return denied;
          let started: PageLoaderData = { cached: false };
          try {
            const answer = prefetch?.(client, new URL(args.request.url)) ?? false;
            started = typeof answer === "boolean" ? { cached: answer } : answer;
          } catch {
            // A prefetch that throws only loses its head start: the screen's own query asks again.
          }
          return started;
        };
  return {
    id: route.path,
    path: route.path.replace(/^\/+/, ""),
    handle: { meta: route.meta } satisfies RouteHandle,
    lazy: lazyScreen(route),
    ...(loader === undefined ? {} : { loader }),
  };
}
