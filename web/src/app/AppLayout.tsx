/**
 * The root layout of the mall: the current page (with keep-alive), the navigation behaviours of spec §2/§4,
 * and the hosts mounted once — `<UiHost />` (toast, loading, message boxes) and `<SessionEffects />`
 * (messenger login, data source, mall session check).
 *
 * The layout provides the app's one `QueryClient` (server state, `./query-client.ts`) to every page, and shows
 * the page-wide loading indicator of an `isLoading` route only while there is nothing to show: not at all when
 * its loader found the screen's content cached (`{ cached: true }`), and only until its first call has settled.
 *
 * `<SessionEffects />` is loaded lazily right after the first render: it brings the gateway client with its
 * cipher, which the landing page does not need to paint (first-load budget), and the messenger login it starts
 * must not block first paint anyway (h5-notes §6).
 */
import { lazy, Suspense, useMemo } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useLocation, useMatches, type UIMatch } from "react-router-dom";
import { UiHost } from "../ui/UiHost";
import { KeepAliveOutlet } from "./KeepAliveOutlet";
import type { NavigationEffects } from "./navigation-effects";
import type { RouteMeta } from "./route-meta";
import { useAfterNavigation } from "./use-after-navigation";
import { useBackBlock } from "./use-back-block";
import { useScrollMemory } from "./use-scroll-memory";

const SessionEffects = lazy(() => import("../session/SessionEffects"));

/** The `handle` every table route carries. */
export interface RouteHandle {
  readonly meta: RouteMeta;
}

/** Props of {@link AppLayout}. */
export interface AppLayoutProps {
  readonly effects: NavigationEffects;
  /** Mount `<SessionEffects />` (default true; shell tests that exercise navigation alone switch it off). */
  readonly sessionEffects?: boolean;
  /** The query client every page reads server state from. */
  readonly queryClient: QueryClient;
}

/**
 * Root layout element of the route tree.
 * @example { path: "/", element: <AppLayout effects={effects} />, children }
 */
export function AppLayout({ effects, sessionEffects = true, queryClient }: AppLayoutProps) {
  const location = useLocation();
  const matches = useMatches();
  const routeMeta = metaOf(matches);
  const page = pageDataOf(matches);
  const meta = routeMeta?.isLoading === true && page?.cached === true ? { ...routeMeta, isLoading: false } : routeMeta;
  const settled = page?.settled;
  const routeEffects = useMemo(
    () =>
      settled === undefined
        ? effects
        : {
            ...effects,
            showLoading: () => {
              const release = effects.showLoading();
              void settled.then(release, release);
              return release;
            },
          },
    [effects, settled],
  );

  useAfterNavigation(location, meta, routeEffects);
  useScrollMemory(location.pathname, location.key, meta?.keepAlive ?? false, effects);
  useBackBlock(meta);

  return (
    <QueryClientProvider client={queryClient}>
      <KeepAliveOutlet keepAlive={meta?.keepAlive ?? false} />
      <UiHost />
      {sessionEffects ? (
        <Suspense fallback={null}>
          <SessionEffects />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

/**
 * The meta of the deepest matched route that has one.
 * @example metaOf(useMatches())?.title // "route.home"
 */
export function metaOf(matches: readonly UIMatch[]): RouteMeta | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return undefined;
}

/**
 * The deepest page's loader data when it is a prefetch's (`{ cached, settled }`, see `createRoutes`).
 * @example pageDataOf(useMatches())?.cached // true when coming back to /productList
 */
export function pageDataOf(matches: readonly UIMatch[]): { readonly cached: boolean; readonly settled?: Promise<void> } | undefined {
  const data: unknown = matches[matches.length - 1]?.loaderData;
  if (typeof data !== "object" || data === null || !("cached" in data) || typeof data.cached !== "boolean") return undefined;
  const settled: unknown = "settled" in data ? data.settled : undefined;
  return settled instanceof Promise ? { cached: data.cached, settled } : { cached: data.cached };
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "meta" in value;
}
