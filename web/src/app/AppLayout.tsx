/**
 * The root layout of the mall: the current page (with keep-alive), the navigation behaviours of spec §2/§4,
 * and the hosts mounted once — `<UiHost />` (toast, loading, message boxes) and `<SessionEffects />`
 * (messenger login, data source, mall session check).
 *
 * `<SessionEffects />` is loaded lazily right after the first render: it brings the gateway client with its
 * cipher, which the landing page does not need to paint (first-load budget), and the messenger login it starts
 * must not block first paint anyway (h5-notes §6).
 */
import { lazy, Suspense } from "react";
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
}

/**
 * Root layout element of the route tree.
 * @example { path: "/", element: <AppLayout effects={effects} />, children }
 */
export function AppLayout({ effects, sessionEffects = true }: AppLayoutProps) {
  const location = useLocation();
  const meta = metaOf(useMatches());

  useAfterNavigation(location, meta, effects);
  useScrollMemory(location.pathname, location.key, meta?.keepAlive ?? false, effects);
  useBackBlock(meta);

  return (
    <>
      <KeepAliveOutlet keepAlive={meta?.keepAlive ?? false} />
      <UiHost />
      {sessionEffects ? (
        <Suspense fallback={null}>
          <SessionEffects />
        </Suspense>
      ) : null}
    </>
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

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "meta" in value;
}
