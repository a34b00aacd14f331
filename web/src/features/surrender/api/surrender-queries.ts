/**
 * Server state of the surrender screens: the customer's surrenderable policies, one policy's surrender terms
 * (refund, reasons), the surrender itself, and the surrender applications. The route table imports the prefetches
 * from here, so this module imports no domain rule.
 *
 * Decisions where the spec is silent:
 * - The lists are keyed with the mall id (another account never reads them).
 * - The surrender explains its own refusal (the application page says it in place and keeps the reason); it is a
 *   plain call (`surrenderPolicy`), guarded by the form's one-submit-at-a-time.
 * - After a surrender, the surrenderable list, the applications and the customer's counts load again.
 */
import { surrenderPage } from "../params";
import type { QueryClient } from "@tanstack/react-query";
import type { CallRequest } from "@micromall/domain";
import { gatewayQuery, gatewayWrite, startQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";

/**
 * The customer's surrenderable policies.
 * @example useQuery({ ...surrenderListQuery(mallId), enabled: mallId !== "" })
 */
export function surrenderListQuery(mallId: string) {
  return gatewayQuery("surrenderOrderList", { mallId });
}

/**
 * The surrender terms of one policy (refund and how it was computed, reasons).
 * @example useQuery(surrenderInfoQuery("P4403…", mallId))
 */
export function surrenderInfoQuery(policyNo: string, mallId: string) {
  // Looked up as the session account's (issue 23): the gateway refuses another customer's policy.
  return gatewayQuery("surrenderInfo", { policyNo, ...(mallId === "" ? {} : { mallId }) }, { meta: { explainsRefusal: true } });
}

/**
 * The customer's surrender applications.
 * @example useQuery({ ...surrenderApplicationsQuery(mallId), enabled: mallId !== "" })
 */
export function surrenderApplicationsQuery(mallId: string) {
  return gatewayQuery("querySurrender", { mallId });
}

/**
 * Surrenders a policy. A refusal is thrown as `GatewayRefusal` for the screen to explain (no toast: this is a
 * plain write, not a cached mutation, which keeps TanStack's mutation code out of the application route's chunk);
 * a failure was already shown by the client. Never aborted: a confirmed surrender completes. The screen's form
 * runs one submit at a time, so a second tap sends nothing. The lists and counts it changes go stale by themselves
 * (`gatewayWrite`, domain's `CALL_CHANGES`).
 * @example const application = await surrenderPolicy(queryClient, { policyNo, reasonCode })
 */
export function surrenderPolicy(client: QueryClient, payload: CallRequest<"surrenderTospay">) {
  return gatewayWrite(client, "surrenderTospay", payload);
}

/**
 * The /surrender route's prefetch.
 * @example { path: "/surrender", prefetch: prefetchSurrenderList }
 */
export function prefetchSurrenderList(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, surrenderListQuery(mallId));
}

/**
 * The /application route's prefetch (the screen checks the number and asks only for a valid one).
 * @example { path: "/application", prefetch: prefetchSurrenderInfo }
 */
export function prefetchSurrenderInfo(client: QueryClient, location: URL): boolean {
  const { policyNo } = surrenderPage(location.search);
  return policyNo === "" ? false : startQuery(client, surrenderInfoQuery(policyNo, useAppStore.getState().mallId));
}

/**
 * The /surrenderQuery route's prefetch.
 * @example { path: "/surrenderQuery", prefetch: prefetchSurrenderQuery }
 */
export function prefetchSurrenderQuery(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, surrenderApplicationsQuery(mallId));
}
