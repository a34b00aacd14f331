/**
 * Server state of the channel view (dataSource=scrm, issue 10): the channel customer's policies
 * (`corePolicyListScrm`, the scrm list of spec §7, keyed with the mall id), one policy (`corePolicyDetail`, the
 * policies' own query), its claims (`coreClaimList`) and one claim (`coreClaimDetail`).
 *
 * Decisions where the spec is silent:
 * - The channel view is the account's policies seen from the channel: it needs the mall login (spec §4 "policies of
 *   the account"); the scrm source only skips the messenger login (spec §2).
 * - Every link inside the view keeps `dataSource=scrm`, so a reload inside it is still the channel's visit.
 * - A claim explains its own refusal (an unknown claim number is the page's "not found" state).
 */
import { scrmPage } from "../../params";
import type { QueryClient } from "@tanstack/react-query";
import { gatewayQuery, startQuery } from "../../../../gateway/query";
import { useAppStore } from "../../../../state/store";
import { POLICIES_STALE_TIME_MS, policyDetailQuery } from "../../api/policy-queries";

/** The channel's data-source value (spec §2). */
export const SCRM_SOURCE = "scrm";

/**
 * A path of the channel view carrying `dataSource=scrm` and the given parameters.
 * @example scrmPath("/policy-detail", { policyNo: "P1" }) // "/policy-detail?dataSource=scrm&policyNo=P1"
 */
export function scrmPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return `${path}?${new URLSearchParams({ dataSource: SCRM_SOURCE, ...params }).toString()}`;
}

/**
 * The channel customer's policies.
 * @example useQuery({ ...scrmPoliciesQuery(mallId), enabled: mallId !== "" })
 */
export function scrmPoliciesQuery(mallId: string) {
  return gatewayQuery("corePolicyListScrm", { mallId }, { staleTime: POLICIES_STALE_TIME_MS });
}

/**
 * One claim of a policy with its progress.
 * @example useQuery(scrmClaimQuery("C…"))
 */
export function scrmClaimQuery(claimNo: string) {
  return gatewayQuery("coreClaimDetail", { claimNo }, { staleTime: POLICIES_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The /policy-insurance and /policy-list routes' prefetch: the channel customer's policies.
 * @example { path: "/policy-list", prefetch: prefetchScrmPolicies }
 */
export function prefetchScrmPolicies(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, scrmPoliciesQuery(mallId));
}

/**
 * The /policy-detail and /single-Detail routes' prefetch: the policy of `?policyNo=`.
 * @example { path: "/policy-detail", prefetch: prefetchScrmPolicy }
 */
export function prefetchScrmPolicy(client: QueryClient, location: URL): boolean {
  const { policyNo } = scrmPage(location.search);
  return policyNo === "" ? false : startQuery(client, policyDetailQuery(policyNo, useAppStore.getState().mallId));
}

/**
 * The /claim-Detail route's prefetch: the claim of `?claimNo=`.
 * @example { path: "/claim-Detail", prefetch: prefetchScrmClaim }
 */
export function prefetchScrmClaim(client: QueryClient, location: URL): boolean {
  const { claimNo } = scrmPage(location.search);
  return claimNo === "" ? false : startQuery(client, scrmClaimQuery(claimNo));
}
