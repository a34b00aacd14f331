/**
 * Server state of the home screen: pageInitMall (banners, product entries, service entries).
 *
 * Decision: the content counts as fresh for {@link HOME_STALE_TIME_MS}; after that a return to /home still shows
 * the cached content at once and refreshes it behind it (never a spinner over content).
 */
import type { QueryClient } from "@tanstack/react-query";
import { gatewayQuery, trackQuery, type StartedQuery } from "../../../gateway/query";

/** How long the home content counts as fresh. */
export const HOME_STALE_TIME_MS = 5 * 60_000;

const NO_PAYLOAD = {};

/**
 * Query options of the home content.
 * @example const home = useQuery(homeQuery())
 */
export function homeQuery() {
  return gatewayQuery("pageInitMall", NO_PAYLOAD, { staleTime: HOME_STALE_TIME_MS });
}

/**
 * The /home route's prefetch: starts pageInitMall while the screen's chunk downloads.
 * @example { path: "/home", prefetch: prefetchHome }
 */
export function prefetchHome(client: QueryClient): StartedQuery {
  return trackQuery(client, homeQuery());
}
