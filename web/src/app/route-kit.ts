/**
 * The shape of the route table (spec §2 "Route meta"): a route's path, meta, screen module and prefetch, and the
 * helpers that build entries. The table itself is in two parts: the landing pages (`landing-routes.tsx`, in the
 * entry) and all routes (`routes.tsx`, loaded when the customer first goes beyond the landing pages).
 */
import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { StartedQuery } from "../gateway/query";
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

/**
 * A prefetch whose module loads when its route is entered: the call starts as soon as that small module has
 * arrived, still in parallel with the screen's chunk. The route table is in the entry, so a prefetch imported
 * statically would bring its feature's query options (and the domain rules they use) into every first load:
 * only the landing pages' prefetches (home, the product list, the personal centre) are static. Answers "nothing
 * cached" (the page-wide loading indicator of an `isLoading` route then shows until the call has settled).
 * @example prefetch: lazyPrefetch(async () => (await import("../features/wallet/api/wallet-queries")).prefetchCards)
 */
export function lazyPrefetch(load: () => Promise<RoutePrefetch>): RoutePrefetch {
  return (client, location) => {
    const settled = load()
      .then((prefetch) => {
        const answer = prefetch(client, location);
        return typeof answer === "boolean" ? undefined : answer.settled;
      })
      .then(
        () => undefined,
        () => undefined,
      );
    return { cached: false, settled };
  };
}

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

