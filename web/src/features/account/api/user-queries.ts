/**
 * Server state of the personal centre and settings: the logged-in customer's summary (getUserInfo with the
 * mall id) and logging out (logoutMall).
 *
 * Decisions where the spec is silent:
 * - Every query that belongs to a customer is keyed under {@link USER_QUERY_KEYS}; whenever the mall login ends
 *   or changes hands (logout, an expired session, another account) those answers are removed from the cache
 *   ({@link forgetUserQueriesOnLogout}), so nobody sees the previous customer's data, however they left.
 * - The summary counts as fresh for 30 s: counts change after a purchase or a claim elsewhere in the mall.
 */
import type { QueryClient } from "@tanstack/react-query";
import { CUSTOMER_SUMMARY_CALL, gatewayKey, gatewayMutation, gatewayQuery, trackQuery, type StartedQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";

/** How long the customer's summary counts as fresh. */
export const USER_INFO_STALE_TIME_MS = 30_000;

/** A prefetch that started nothing (logged out). */
const NOTHING_STARTED: StartedQuery = { cached: false, settled: Promise.resolve() };

/** Cache keys (prefixes) of every answer that belongs to the logged-in customer. */
export const USER_QUERY_KEYS = [gatewayKey(CUSTOMER_SUMMARY_CALL)] as const;

/**
 * Query options of the customer's summary (counts of policies, orders, claims, cards; name, identity state).
 * @example useQuery({ ...userInfoQuery(mallId), enabled: mallId !== "" })
 */
export function userInfoQuery(mallId: string) {
  return gatewayQuery(CUSTOMER_SUMMARY_CALL, { mallId }, { staleTime: USER_INFO_STALE_TIME_MS });
}

/**
 * The /personalCenter route's prefetch: starts getUserInfo for the logged-in customer (nothing when logged out).
 * @example { path: "/personalCenter", prefetch: prefetchUserInfo }
 */
export function prefetchUserInfo(client: QueryClient): StartedQuery {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? NOTHING_STARTED : trackQuery(client, userInfoQuery(mallId));
}

/**
 * Mutation options of logging out: logoutMall, after which (success or not) the customer's answers are gone.
 * @example const logout = useMutation(logoutMutation(queryClient)); logout.mutate({ mallId })
 */
export function logoutMutation(client: QueryClient) {
  return { ...gatewayMutation("logoutMall"), onSettled: () => forgetUserQueries(client) };
}

/**
 * Removes every answer that belongs to a customer.
 * @example forgetUserQueries(queryClient)
 */
export function forgetUserQueries(client: QueryClient): void {
  for (const queryKey of USER_QUERY_KEYS) client.removeQueries({ queryKey });
}

/**
 * Removes the customer's answers whenever the mall login ends or changes hands; returns the unsubscribe.
 * @example forgetUserQueriesOnLogout(queryClient)
 */
export function forgetUserQueriesOnLogout(client: QueryClient): () => void {
  return useAppStore.subscribe((state, previous) => {
    if (previous.mallId !== "" && state.mallId !== previous.mallId) forgetUserQueries(client);
  });
}
