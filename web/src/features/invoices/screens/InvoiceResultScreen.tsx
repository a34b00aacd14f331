/**
 * /invoiceResult — the policies a lookup found (spec §3 "Invoice record": risk name, policy number, period, premium,
 * insured, invoice state), each with what its state allows: request, view, download, send to e-mail.
 *
 * Decisions where the spec is silent:
 * - The lookup hands its values over in the navigation's state (never the address); opened without them (a
 *   typed address, a new tab) the page says to search first. The answer is the lookup's own, cached: no second call.
 * - After a request the list loads again, so a policy's state is current when the customer comes back.
 * - The list is a step of the invoice request (H3): once a request is sent, back passes over it (to where the
 *   customer started the lookup), so the lookup's result is never shown again by back.
 */
import { useLocation } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { ResultList, lookupStateOf } from "../../../components/lookup";
import { gatewayQuery } from "../../../gateway/query";
import { useMessages } from "../../../i18n";
import { EmptyState, Page, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { lookupPayload } from "../api/invoice-payloads";
import { InvoiceActions, useInvoiceColumns } from "../components/InvoiceRows";
import { INVOICE_MESSAGES } from "../messages";
import styles from "../invoices.module.css";
import { INVOICE_REQUEST_FLOW } from "../params";
import { useFlowStep } from "../../../components/flow-history";

/** The invoice lookup's results. */
export default function InvoiceResultScreen() {
  const t = useMessages(INVOICE_MESSAGES);
  const columns = useInvoiceColumns();
  const state = lookupStateOf(useLocation().state);
  useFlowStep(INVOICE_REQUEST_FLOW);
  const payload = state === null ? {} : lookupPayload(state.lookup);
  // The lookup's own answer, fresh for good: asking again would resend its picture code (single-use at a real
  // gateway). After a request the answer is invalidated and asked again once; should that be refused, the last
  // answer stays on screen.
  const result = useQuery({ ...gatewayQuery("queryInvoice", payload, { staleTime: Number.POSITIVE_INFINITY }), enabled: state !== null });
  const again = (
    <Link className={buttonClassName("primary")} to="/invoiceQuery">
      {state === null ? t("invoice.result.toQuery") : t("invoice.result.again")}
    </Link>
  );

  const content =
    state === null ? (
      <EmptyState message={t("invoice.result.none")}>{again}</EmptyState>
    ) : (
      <QueryContent query={result} loading={t("invoice.loading")} failed={t("invoice.loadFailed")} retry={t("invoice.retry")}>
        {(data) => (
          <ResultList
            rows={data}
            label={t("invoice.result.list")}
            keyOf={(row) => row.policyNo}
            title={(row) => row.riskName}
            columns={columns}
            actions={(row) => <InvoiceActions record={row} />}
            empty={{ message: t("invoice.result.none"), action: again }}
          />
        )}
      </QueryContent>
    );

  return (
    <Page title={t("invoice.result.title")} back>
      {content}
      {state !== null && result.data !== undefined ? <div className={styles.links}>{again}</div> : null}
    </Page>
  );
}
