/**
 * What the invoice pages read from their address, read once: the policy number of /invoiceQuery, /invoiceRequest,
 * /invoiceResuls, /invoicesessage and /skipInvoice. The route's prefetch and the screen both use
 * {@link invoicePageParams}, so they agree on the number (a number the rules refuse is no number for either).
 */
import { useLocation } from "react-router-dom";
import { policyNoFromQuery } from "@micromall/domain";

/**
 * The invoice request as a flow of steps (components/flow-history.ts, H3): the lookup (/invoiceQuery) and its result
 * (/invoiceResult) are its steps; a sent request finishes it, so back from what follows goes where the customer
 * started (个人中心, a policy), never through the lookup again.
 */
export const INVOICE_REQUEST_FLOW = "invoiceRequest";

/** The invoice pages' parameters. */
export interface InvoicePageParams {
  /** A valid policy number, or "" when the address has none or one the rules refuse. */
  readonly policyNo: string;
}

/**
 * The parameters of an invoice page's address (its query string).
 * @example invoicePageParams("?policyNo=PDAA202444030000012345").policyNo // "PDAA202444030000012345"
 */
export function invoicePageParams(search: string): InvoicePageParams {
  return { policyNo: policyNoFromQuery(search) };
}

/**
 * Hook: the parameters of the invoice page being shown.
 * @example const { policyNo } = useInvoicePageParams();
 */
export function useInvoicePageParams(): InvoicePageParams {
  return invoicePageParams(useLocation().search);
}
