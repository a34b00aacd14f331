/**
 * /invoiceResuls?policyNo= — one invoice (`invoice`): its state, number, code, issue date or why it was not
 * issued; the buyer; the policy (insured name masked). Below, what its state allows: download, send to e-mail,
 * request again.
 *
 * A reversed invoice (已红冲): a surrender's refund reversed it (customer rehearsal 5). Decision: the original is no
 * longer offered at all — no 下载发票, no 发送到邮箱 (the gateway refuses both too) — because a downloaded copy would
 * look like a valid invoice; the page shows its number and code (to match the customer's records), the amount
 * reversed (negative) and the reversal date, and says in words that the original is void.
 */
import { statusLabel } from "@micromall/domain";
import { DetailSections } from "../../../components/detail/DetailSections";
import { useMessages, useLocale } from "../../../i18n";
import { Amount, Page } from "../../../ui";
import { AddressedInvoice } from "../components/AddressedInvoice";
import { InvoiceActions } from "../components/InvoiceRows";
import { INVOICE_MESSAGES } from "../messages";
import styles from "../invoices.module.css";

/** One invoice's detail. */
export default function InvoiceDetailScreen() {
  const t = useMessages(INVOICE_MESSAGES);
  const locale = useLocale();
  return (
    <Page title={t("invoice.detail.title")} back>
      <AddressedInvoice>
        {(invoice) => (
          <>
            <DetailSections
              sections={[
                {
                  title: t("invoice.detail.invoice"),
                  rows: [
                    { label: t("invoice.detail.state"), value: statusLabel("invoice", invoice.invoiceState, locale) },
                    { label: t("invoice.detail.invoiceNo"), value: invoice.invoiceNo },
                    { label: t("invoice.detail.invoiceCode"), value: invoice.invoiceCode },
                    { label: t("invoice.detail.issueDate"), value: invoice.issueDate },
                    { label: t("invoice.detail.failReason"), value: invoice.failReason },
                    { label: t("invoice.col.reversal"), value: invoice.reversalAmount === undefined ? undefined : <Amount value={-invoice.reversalAmount} unit="fen" /> },
                    { label: t("invoice.detail.reversalDate"), value: invoice.reversalDate },
                  ],
                },
                {
                  title: t("invoice.detail.buyer"),
                  rows: [
                    { label: t("invoice.detail.custname"), value: invoice.custname, data: true },
                    {
                      label: t("invoice.detail.custtype"),
                      value: invoice.custtype === undefined ? undefined : invoice.custtype === "03" ? t("invoice.request.enterprise") : t("invoice.request.personal"),
                    },
                    { label: t("invoice.detail.email"), value: invoice.buymailbox },
                  ],
                },
                {
                  title: t("invoice.detail.policy"),
                  rows: [
                    { label: t("invoice.detail.risk"), value: invoice.riskName, data: true },
                    { label: t("invoice.col.policyNo"), value: invoice.policyNo },
                    { label: t("invoice.col.period"), value: t("invoice.col.periodValue", { start: invoice.startDate, end: invoice.endDate }) },
                    { label: t("invoice.col.premium"), value: <Amount value={invoice.sumPremium} unit="fen" /> },
                    { label: t("invoice.col.insured"), value: invoice.insuredName, mask: "name" },
                  ],
                },
              ]}
            />
            <div className={styles.links}>
              <InvoiceActions record={invoice} exclude={["view"]} />
            </div>
          </>
        )}
      </AddressedInvoice>
    </Page>
  );
}
