/**
 * /invoiceResulst — my invoices (`myInvoice`): every invoice the customer requested, by state — issued, issuing,
 * not issued (failed or reversed) — each with what its state allows.
 *
 * Decisions where the spec is silent: tabs "all / issued / issuing / not issued / reversed" (a reversed invoice was
 * issued, then reversed — 红冲, e.g. by a surrender's refund — so it is not filed as "not issued": customer
 * rehearsal 5); an empty tab says how to get an invoice.
 */
import { useState } from "react";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { toResultList, type InvoiceRecord } from "@micromall/domain";
import { ResultList } from "../../../components/lookup";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { Page, Tabs, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { myInvoicesQuery } from "../api/invoice-queries";
import { InvoiceActions, useInvoiceColumns } from "../components/InvoiceRows";
import { INVOICE_MESSAGES } from "../messages";

const TABS = ["all", "issued", "pending", "failed", "reversed"] as const;
type Tab = (typeof TABS)[number];
const STATES: Readonly<Record<Tab, readonly string[]>> = { all: ["1", "2", "3", "4"], issued: ["2"], pending: ["1"], failed: ["3"], reversed: ["4"] };

/** The customer's invoices. */
export default function MyInvoicesScreen() {
  const t = useMessages(INVOICE_MESSAGES);
  const columns = useInvoiceColumns();
  const mallId = useAppStore((state) => state.mallId);
  const invoices = useQuery({ ...myInvoicesQuery(mallId), enabled: mallId !== "" });
  const [tab, setTab] = useState<Tab>("all");
  const all: readonly InvoiceRecord[] = toResultList(invoices.data);
  const inTab = (which: Tab) => all.filter((record) => STATES[which].includes(record.invoiceState));
  const items = TABS.map((value) => ({ value, label: t(`invoice.mine.tab.${value}`) }));

  const content = (
    <QueryContent query={invoices} loading={t("invoice.loading")} failed={t("invoice.loadFailed")} retry={t("invoice.retry")}>
      {() => (
        <ResultList
          rows={inTab(tab)}
          label={t("invoice.mine.list", { tab: t(`invoice.mine.tab.${tab}`) })}
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
