/**
 * Server state of the customer's own policies (issue 10): the list of each line, the renewals due, one
 * policy with its endorsements and claims, and its electronic policy file.
 *
 * Decisions where the spec is silent:
 * - The lists go by the mall id (the account's policies), one call per line (`queryCarPolicyList`, …), so a
 *   tab loads only its own line; they count as fresh for 60 s.
 * - A policy's detail explains its own refusal (an unknown number is the page's "not found" state, not a toast);
 *   its endorsements and claims are secondary: a failure there shows in their section only.
 * - The electronic policy is a mutation (a tap asks for it, it is never cached): the file's address changes.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { PolicyKind } from "@micromall/domain";
import { gatewayMutation, gatewayQuery, startQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { policyPage } from "../params";

/** How long a policy list counts as fresh. */
export const POLICIES_STALE_TIME_MS = 60_000;

/** The list call of each line. */
const LIST_CALLS = {
  car: "queryCarPolicyList",
  gas: "queryGasPolicyList",
  internet: "queryInternetPolicyList",
  other: "queryOtherPolicyList",
} as const satisfies Record<PolicyKind, string>;

/** The lines in the order of the tabs. */
export const POLICY_KINDS: readonly PolicyKind[] = ["car", "gas", "internet", "other"];

/**
 * The account's policies of one line.
 * @example useQuery(policyListQuery("car", mallId))
 */
export function policyListQuery(kind: PolicyKind, mallId: string) {
  return gatewayQuery(LIST_CALLS[kind], { mallId }, { staleTime: POLICIES_STALE_TIME_MS });
}

/**
 * The account's policies offered for renewal (the banner keeps those due, domain's `renewalDueAt`).
 * @example useQuery(renewalsQuery(mallId))
 */
export function renewalsQuery(mallId: string) {
  return gatewayQuery("renewalList", { mallId }, { staleTime: POLICIES_STALE_TIME_MS });
}

/**
 * One policy; the screen explains an unknown number.
 * @example useQuery(policyDetailQuery("PDAA…", mallId))
 */
export function policyDetailQuery(policyNo: string, mallId: string) {
  return gatewayQuery("corePolicyDetail", { policyNo, mallId }, { staleTime: POLICIES_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The endorsements of a policy, asked as the customer's (`mallId`; issue 23 findings 1 and 3: the gateway answers
 * a logged-in customer only their own policy's); without a login, the guest's question.
 * @example useQuery(endorsementsQuery("PDAA…", mallId))
 */
export function endorsementsQuery(policyNo: string, mallId: string) {
  return gatewayQuery("coreEndorseDetail", mallId === "" ? { policyNo } : { policyNo, mallId }, { staleTime: POLICIES_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The claims of a policy, asked as the customer's (`mallId`, as {@link endorsementsQuery}).
 * @example useQuery(policyClaimsQuery("PDAA…", mallId))
 */
export function policyClaimsQuery(policyNo: string, mallId: string) {
  return gatewayQuery("coreClaimList", mallId === "" ? { policyNo } : { policyNo, mallId }, { staleTime: POLICIES_STALE_TIME_MS, meta: { explainsRefusal: true } });
}

/**
 * The invoice record of one of the customer's own policies (`invoice`, asked as the session's account: the gateway
 * refuses another customer's), so the policy's 电子发票 shows the invoice's state and leads straight to it, no lookup
 * and no picture code (customer rehearsal 5). A refusal (no invoice record) is quiet and asked once: the link then
 * falls back to the lookup. Asked only for a logged-in customer.
 * @example useQuery(policyInvoiceQuery("P4403…", mallId))
 */
export function policyInvoiceQuery(policyNo: string, mallId: string) {
  return {
    ...gatewayQuery("invoice", { policyNo, mallId }, { staleTime: POLICIES_STALE_TIME_MS, meta: { explainsRefusal: true } }),
    enabled: policyNo !== "" && mallId !== "",
    retry: false,
  };
}

/**
 * Asking for the electronic policy file; the screen explains a refusal next to the button.
 * @example useMutation(policyFileMutation())
 */
export function policyFileMutation() {
  return gatewayMutation("coreGetEp", { explainsRefusal: true });
}

/** The line a `?tab=` names (vehicle by default). */
export function kindOfTab(tab: string | null): PolicyKind {
  return POLICY_KINDS.find((kind) => kind === tab) ?? "car";
}

/**
 * The /insurancePolicy route's prefetch: the list of the tab the address names, and the renewals.
 * @example { path: "/insurancePolicy", prefetch: prefetchPolicies }
 */
export function prefetchPolicies(client: QueryClient, location: URL): boolean {
  const mallId = useAppStore.getState().mallId;
  if (mallId === "") return false;
  const kind = kindOfTab(new URLSearchParams(location.search).get("tab"));
  startQuery(client, renewalsQuery(mallId));
  return startQuery(client, policyListQuery(kind, mallId));
}

/**
 * The /policyDetails route's prefetch: the policy of `?policyNo=`.
 * @example { path: "/policyDetails", prefetch: prefetchPolicyDetail }
 */
export function prefetchPolicyDetail(client: QueryClient, location: URL): boolean {
  const { policyNo } = policyPage(location.search);
  if (policyNo === "") return false;
  return startQuery(client, policyDetailQuery(policyNo, useAppStore.getState().mallId));
}

/**
 * The /insure-message route's prefetch: the renewals, endorsements and claims of `?policyNo=`.
 * @example { path: "/insure-message", prefetch: prefetchPolicyNotices }
 */
export function prefetchPolicyNotices(client: QueryClient, location: URL): boolean {
  const { policyNo } = policyPage(location.search);
  const mallId = useAppStore.getState().mallId;
  if (policyNo === "" || mallId === "") return false;
  const started = [startQuery(client, renewalsQuery(mallId)), startQuery(client, endorsementsQuery(policyNo, mallId)), startQuery(client, policyClaimsQuery(policyNo, mallId))];
  return started.every(Boolean);
}
