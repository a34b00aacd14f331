/**
 * Server state of the settlement screens (issue 10): the claims a settlement lookup found (`queryClaimList`, the
 * lookup's payload again), one claim with its progress (`queryClaimDetail`), and its motor policy
 * (`queryCarPolicyDetail`). A claim and a policy explain their own refusal (an unknown number is the page's
 * "not found" state, not a toast).
 */
import { settlementPage } from "../../params";
import type { QueryClient } from "@tanstack/react-query";
import type { CarClaimLookupRequest } from "@micromall/domain";
import { gatewayQuery, startQuery } from "../../../../gateway/query";

/** How long settlement data counts as fresh. */
export const SETTLEMENT_STALE_TIME_MS = 30_000;

/**
 * The claims a settlement lookup finds.
 * @example useQuery(settlementClaimsQuery(settlementPayload(state.lookup)))
 */
export function settlementClaimsQuery(payload: CarClaimLookupRequest) {
  return gatewayQuery("queryClaimList", payload, { staleTime: SETTLEMENT_STALE_TIME_MS });
}

/**
 * One motor claim with its progress.
 * @example useQuery(settlementClaimQuery("C…"))
 */
export function settlementClaimQuery(claimNo: string) {
  return gatewayQuery("queryClaimDetail", { claimNo }, { staleTime: SETTLEMENT_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The motor policy of a claim.
 * @example useQuery(settlementPolicyQuery("P…"))
 */
export function settlementPolicyQuery(policyNo: string) {
  return gatewayQuery("queryCarPolicyDetail", { policyNo }, { staleTime: SETTLEMENT_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The /settlementClaimsOne and /settleementmessage routes' prefetch: the claim of `?claimNo=`.
 * @example { path: "/settlementClaimsOne", prefetch: prefetchSettlementClaim }
 */
export function prefetchSettlementClaim(client: QueryClient, location: URL): boolean {
  const { claimNo } = settlementPage(location.search);
  return claimNo === "" ? false : startQuery(client, settlementClaimQuery(claimNo));
}

/**
 * The /settlementInsurance route's prefetch: the policy of `?policyNo=`.
 * @example { path: "/settlementInsurance", prefetch: prefetchSettlementPolicy }
 */
export function prefetchSettlementPolicy(client: QueryClient, location: URL): boolean {
  const { policyNo } = settlementPage(location.search);
  return policyNo === "" ? false : startQuery(client, settlementPolicyQuery(policyNo));
}
