/**
 * /invoiceResulst — my invoices (`myInvoice`): every invoice the customer requested, by state — issued, issuing,
 * failed, reversed — each with what its state allows.
 *
 * Decisions where the spec is silent: tabs "all / issued / issuing / failed / reversed" (a reversed invoice was
 * issued, then reversed — 红冲, e.g. by a surrender's refund — so it is not filed as failed: customer rehearsal 5),
 * each state's tab named with the word its invoices show (已开票, not 已开具 over 已开票); an empty tab says how to get
 * an invoice.
 */
import { useState } from "react";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { statusLabel, toResultList, type InvoiceRecord } from "@micromall/domain";
import { ResultList } from "../../../components/lookup";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { Page, Tabs, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { myInvoicesQuery } from "../api/invoice-queries";
import { InvoiceActions, useInvoiceColumns } from "../components/InvoiceRows";
import { INVOICE_MESSAGES } from "../messages";

/** The tabs: all, then one per state of a requested invoice (issued, issuing, failed, reversed), by its code. */
const TABS = ["all", "2", "1", "3", "4"] as const;
type Tab = (typeof TABS)[number];

/** The customer's invoices. */
export default function MyInvoicesScreen() {
  const t = useMessages(INVOICE_MESSAGES);
  const locale = useLocale();
  const columns = useInvoiceColumns();
  const mallId = useAppStore((state) => state.mallId);
  const invoices = useQuery({ ...myInvoicesQuery(mallId), enabled: mallId !== "" });
  const [tab, setTab] = useState<Tab>("all");
  const all: readonly InvoiceRecord[] = toResultList(invoices.data);
  const inTab = (which: Tab) => all.filter((record) => (which === "all" ? record.invoiceState !== "0" : record.invoiceState === which));
  // a state's tab says the word its invoices show for that state (domain's status words), one word per state
  const labelOf = (which: Tab) => (which === "all" ? t("invoice.mine.tab.all") : statusLabel("invoice", which, locale));
  const items = TABS.map((value) => ({ value, label: labelOf(value) }));

  const content = (
    <QueryContent query={invoices} loading={t("invoice.loading")} failed={t("invoice.loadFailed")} retry={t("invoice.retry")}>
      {() => (
        <ResultList
          rows={inTab(tab)}
          label={t("invoice.mine.list", { tab: labelOf(tab) })}
          keyOf={(row) => row.policyNo}
          title={(row) => row.riskName}
          columns={columns}
          actions={(row) => <InvoiceActions record={row} />}
          empty={{
            message: t("invoice.mine.empty"),
            action: (
              <Link className={buttonClassName("primary")} to="/invoiceQuery">
                {t("invoice.mine.toQuery")}
              </Link>
            ),
          }}
        />
      )}
    </QueryContent>
  );

  return (
    <Page title={t("invoice.mine.title")} back>
      <Tabs label={t("invoice.mine.tabs")} items={items} value={tab} onChange={setTab}>
        {content}
      </Tabs>
    </Page>
  );
}
