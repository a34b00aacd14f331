/**
 * Server state of the benefits screens (issue 12, part B): the customer's benefits (`showEquity`, or
 * `showEquityScrm` for a visitor sent by the scrm channel), the value-added services (`valueAdd`), activating a
 * benefit or a code (`activate`), the partner handover links (`tokenAndRight`, `careVoice`), binding a policy to
 * the account (`checkUser`, `bandUser`), and a policy's contact data with its correction (`policyInfo`,
 * `updateUser`).
 *
 * Decisions where the spec is silent:
 * - The benefits are keyed with the mall id and fresh for 30 s; an activation, a binding or a correction loads
 *   them again.
 * - An activation explains its own refusal (the failure page says why), so the shell does not toast it.
 * - A handover link is asked for on entry of the partner page and never cached (its token is one-time): a return
 *   asks for a new one.
 */
import type { QueryClient } from "@tanstack/react-query";
import { gatewayMutation, gatewayQuery, startQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";

/** How long the benefits count as fresh. */
export const BENEFITS_STALE_TIME_MS = 30_000;

/** The channel whose visitors' benefits come from `showEquityScrm` (spec §2 data source). */
export const SCRM_SOURCE = "scrm";

/**
 * Whether an address's query names the scrm channel (`dataSource`, else `source`, as domain's `readDataSource`
 * reads it; kept here so the route table's prefetch does not load domain's session rules).
 * @example isScrmSearch("?dataSource=scrm") // true
 */
export function isScrmSearch(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.get("dataSource") ?? params.get("source")) === SCRM_SOURCE;
}

/**
 * The customer's benefits; from the scrm call for a visitor of that channel.
 * @example useQuery({ ...benefitsQuery(mallId, false), enabled: mallId !== "" })
 */
export function benefitsQuery(mallId: string, scrm: boolean) {
  return scrm
    ? gatewayQuery("showEquityScrm", { mallId }, { staleTime: BENEFITS_STALE_TIME_MS })
    : gatewayQuery("showEquity", { mallId }, { staleTime: BENEFITS_STALE_TIME_MS });
}

/**
 * The value-added services the insurer offers (rescue, courtesy car, video doctor, outlets).
 * @example useQuery(valueAddQuery())
 */
export function valueAddQuery() {
  return gatewayQuery("valueAdd", {}, { staleTime: 300_000 });
}

/**
 * Activating a benefit of the account (`benefitId`) or a code (`code`); the answer page explains a refusal.
 * @example useMutation(activateBenefitMutation())
 */
export function activateBenefitMutation() {
  return gatewayMutation("activate", { explainsRefusal: true });
}

/**
 * The handover link of a partner service (a one-time token: never cached). The screen explains a refusal.
 * @example useQuery(partnerLinkQuery("DOCTOR", mallId))
 */
export function partnerLinkQuery(serviceCode: string, mallId: string) {
  return { ...gatewayQuery("tokenAndRight", mallId === "" ? { serviceCode } : { serviceCode, mallId }, { staleTime: 0, meta: { explainsRefusal: true } }), gcTime: 0 };
}

/**
 * The care-voice partner's handover link (a one-time token: never cached).
 * @example useQuery(careVoiceQuery(mallId))
 */
export function careVoiceQuery(mallId: string) {
  return { ...gatewayQuery("careVoice", mallId === "" ? {} : { mallId }, { staleTime: 0, meta: { explainsRefusal: true } }), gcTime: 0 };
}

/**
 * The /serviceIndex and /myServiceIndex routes' prefetch: the benefits of the logged-in customer.
 * @example { path: "/serviceIndex", prefetch: prefetchBenefits }
 */
export function prefetchBenefits(client: QueryClient, location: URL): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, benefitsQuery(mallId, isScrmSearch(location.search)));
}

/**
 * A service request (work order) such as a courtesy car (`saveBpm` with its `bpmType`).
 * @example useMutation(serviceRequestMutation())
 */
export function serviceRequestMutation() {
  return gatewayMutation("saveBpm");
}

/**
 * Whether the account exists and is identity-verified (the binding page's account state).
 * @example useQuery({ ...accountCheckQuery(mallId), enabled: mallId !== "" })
 */
export function accountCheckQuery(mallId: string) {
  return gatewayQuery("checkUser", { mallId }, { staleTime: 30_000 });
}

/**
 * Binding a policy (by number) or a vehicle (by plate) of the holder to the account.
 * @example useMutation(bindMutation())
 */
export function bindMutation() {
  return gatewayMutation("bandUser");
}

/**
 * A policy's details with its holder's contact data (the correction page explains a refusal itself).
 * @example useQuery({ ...policyContactQuery(policyNo, mallId), enabled: policyNo !== "" })
 */
export function policyContactQuery(policyNo: string, mallId: string) {
  return gatewayQuery("policyInfo", { policyNo, mallId }, { staleTime: 0, meta: { explainsRefusal: true } });
}

/**
 * A correction of a policy's contact data (`updateUser` with the policy number).
 * @example useMutation(policyCorrectionMutation())
 */
export function policyCorrectionMutation() {
  return gatewayMutation("updateUser");
}
