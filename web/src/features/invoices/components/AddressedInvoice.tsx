/**
 * The invoice a page is addressed to (`?policyNo=`, answered by `invoice`), and what the page shows until it has
 * it: without a policy number, the way to the customer's invoices; while it loads, a spinner; when the call fails,
 * the error with a retry. The detail and the send-to-e-mail pages share it.
 */
import type { ReactNode } from "react";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import type { InvoiceRecord } from "@micromall/domain";
import { useMessages } from "../../../i18n";
import { EmptyState, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useAppStore } from "../../../state/store";
import { invoiceQuery } from "../api/invoice-queries";
import { INVOICE_MESSAGES } from "../messages";
import { useInvoicePageParams } from "../params";

/** Props of {@link AddressedInvoice}. */
export interface AddressedInvoiceProps {
  /** The page's content once the invoice is there. */
  readonly children: (invoice: InvoiceRecord, policyNo: string) => ReactNode;
}

/**
 * The invoice of the address, or the state that stands in for it.
 * @example <AddressedInvoice>{(invoice) => <InvoiceActions record={invoice} />}</AddressedInvoice>
 */
export function AddressedInvoice({ children }: AddressedInvoiceProps) {
  const t = useMessages(INVOICE_MESSAGES);
  const { policyNo } = useInvoicePageParams();
  const mallId = useAppStore((state) => state.mallId);
  const record = useQuery({ ...invoiceQuery(policyNo, mallId), enabled: policyNo !== "" });

  if (policyNo === "") {
    return (
      <EmptyState message={t("invoice.request.noPolicy")}>
        <Link className={buttonClassName("primary")} to="/invoiceResulst">
          {t("invoice.mine.title")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <QueryContent query={record} loading={t("invoice.loading")} failed={t("invoice.loadFailed")} retry={t("invoice.retry")}>
      {(data) => children(data, policyNo)}
    </QueryContent>
  );
}
