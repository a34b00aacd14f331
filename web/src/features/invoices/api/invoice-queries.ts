/**
 * Server state of the invoice screens: the customer's invoices, one invoice, and the commands (request, e-mail,
 * download). The route table imports the prefetches from here, so this module imports no domain rule.
 *
 * Decisions where the spec is silent:
 * - The request and the download explain their own refusals (a request refused goes to /invoiceRequestFail with
 *   the gateway's reason; a download not yet possible says so in place).
 * - After a request, the customer's invoices and that invoice load again (its state is now "issuing").
 */
import type { QueryClient } from "@tanstack/react-query";
import { gatewayMutation, gatewayQuery, startQuery } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { invoicePageParams } from "../params";

/**
 * The customer's requested invoices (every state but "not requested").
 * @example useQuery({ ...myInvoicesQuery(mallId), enabled: mallId !== "" })
 */
export function myInvoicesQuery(mallId: string) {
  return gatewayQuery("myInvoice", { mallId });
}

/**
 * One policy's invoice record.
 * @example useQuery(invoiceQuery("P4403…", mallId))
 */
export function invoiceQuery(policyNo: string, mallId: string) {
  // Looked up as the session account's (issue 23): the gateway refuses another customer's invoice.
  return gatewayQuery("invoice", { policyNo, ...(mallId === "" ? {} : { mallId }) });
}

/**
 * The logged-in customer's own policy (`corePolicyDetail`, the same query as the policy's page, so one opened
 * from there is already loaded): what the mall knows fills the lookup and the personal title (F9). A policy that
 * is not the customer's is refused quietly, once (no retry): the screens then ask as for any policy. Asked only
 * with a policy number and a logged-in customer.
 * @example useQuery(ownPolicyQuery("P4403…", mallId))
 */
export function ownPolicyQuery(policyNo: string, mallId: string) {
  return {
    ...gatewayQuery("corePolicyDetail", { policyNo, mallId }, { staleTime: 60_000, meta: { explainsRefusal: true } }),
    enabled: policyNo !== "" && mallId !== "",
    retry: false,
  };
}

/**
 * The logged-in customer's own policies (`corePolicyList`), offered on the lookup opened without a policy (G9): one tap
 * fills the lookup as from the policy's own page. Asked only for a logged-in customer.
 * @example useQuery(ownPoliciesQuery(mallId))
 */
export function ownPoliciesQuery(mallId: string) {
  return { ...gatewayQuery("corePolicyList", { mallId }, { staleTime: 60_000 }), enabled: mallId !== "" };
}

/** Requesting an invoice (the screen explains a refusal). */
export function requestInvoiceMutation() {
  return gatewayMutation("applicationInvoice", { explainsRefusal: true });
}

/** Sending an issued invoice to an e-mail address. */
export function forwardInvoiceMutation() {
  return gatewayMutation("forwardMessage");
}

/** The issued invoice's PDF (the screen explains a refusal: not issued yet). */
export function downloadInvoiceMutation() {
  return gatewayMutation("invoicedDwnload", { explainsRefusal: true });
}

/**
 * The /invoiceResulst route's prefetch.
 * @example { path: "/invoiceResulst", prefetch: prefetchMyInvoices }
 */
export function prefetchMyInvoices(client: QueryClient): boolean {
  const mallId = useAppStore.getState().mallId;
  return mallId === "" ? false : startQuery(client, myInvoicesQuery(mallId));
}

/**
 * The prefetch of the routes about one policy's invoice (/invoiceRequest, /invoiceResuls, /invoicesessage).
 * @example { path: "/invoiceResuls", prefetch: prefetchInvoice }
 */
export function prefetchInvoice(client: QueryClient, location: URL): boolean {
  // The screen's own reading of the address: it asks for this number and no other, as the customer's.
  const { policyNo } = invoicePageParams(location.search);
  return policyNo === "" ? false : startQuery(client, invoiceQuery(policyNo, useAppStore.getState().mallId));
}
