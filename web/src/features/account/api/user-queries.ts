/**
 * Server state of the personal centre and settings: the logged-in customer's summary (`getUserInfo`, the shell's `CUSTOMER_SUMMARY_CALL`, with the
 * mall id) and logging out (logoutMall).
 *
 * Decisions where the spec is silent:
 * - Every personal query is tagged by its option factory (`meta.personal`, from domain's catalogue data);
 *   whenever the mall login ends or changes hands (logout, an expired session, another account) those answers
 *   are removed from the cache (`session/forget-customer.ts`), so nobody sees the previous customer's data,
 *   however they left. Logging out removes them as soon as the call settles, whatever the gateway says.
 * - The summary counts as fresh for 30 s: counts change after a purchase or a claim elsewhere in the mall.
 */
import type { QueryClient } from "@tanstack/react-query";
import { CUSTOMER_SUMMARY_CALL, gatewayMutation, gatewayQuery, trackQuery, type StartedQuery } from "../../../gateway/query";
import { forgetPersonalAnswers } from "../../../gateway/query-client";
import { useAppStore } from "../../../state/store";

/** How long the customer's summary counts as fresh. */
export const USER_INFO_STALE_TIME_MS = 30_000;

/** A prefetch that started nothing (logged out). */
const NOTHING_STARTED: StartedQuery = { cached: false, settled: Promise.resolve() };

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
  return { ...gatewayMutation("logoutMall"), onSettled: () => forgetPersonalAnswers(client) };
}
