/**
 * How an invoice record shows in a result list (the columns of spec §3 "Invoice record") and the actions its
 * state allows (domain's `invoiceRecordActions`): request, view, download, send to e-mail.
 *
 * An invoice a surrender reversed (红冲, customer rehearsal 5) shows 已红冲 with the amount reversed (the refund, as a
 * negative sum) and a line saying the original is void; only its detail is offered — the original is never
 * offered for download or e-mail (a customer must not file a void invoice), and it is not requested again.
 */
import { useState } from "react";
import { Link } from "../../../ui/Link";
import { useMutation } from "@tanstack/react-query";
import { insuredNamesText, isInvoiceIssued, isSurrenderReversal, statusLabel, invoiceRecordActions, isMessengerUserAgent, parseGatewayLink, type InvoiceRecord } from "@micromall/domain";
import { GATEWAY_LINK_HOSTS } from "../../../components/gateway-hosts";
import type { ResultColumn } from "../../../components/lookup";
import { GatewayRefusal } from "../../../gateway/query";
import { useMessages, useLocale } from "../../../i18n";
import { Amount, Button, buttonClassName } from "../../../ui";
import { downloadInvoiceMutation } from "../api/invoice-queries";
import { INVOICE_MESSAGES } from "../messages";
import styles from "../invoices.module.css";

/**
 * The columns of an invoice record.
 * @example <ResultList columns={useInvoiceColumns()} … />
 */
export function useInvoiceColumns(): readonly ResultColumn<InvoiceRecord>[] {
  const t = useMessages(INVOICE_MESSAGES);
  const locale = useLocale();
  return [
    { label: t("invoice.col.policyNo"), value: (row) => <span translate="no">{row.policyNo}</span> },
    { label: t("invoice.col.period"), value: (row) => t("invoice.col.periodValue", { start: row.startDate, end: row.endDate }) },
    { label: t("invoice.col.premium"), value: (row) => <Amount value={row.sumPremium} unit="fen" /> },
    { label: t("invoice.col.insured"), value: (row) => insuredNamesText(row.insuredName), data: true },
    { label: t("invoice.col.state"), value: (row) => statusLabel("invoice", row.invoiceState, locale) },
    // the red-letter invoice of a surrender's refund (customer rehearsal 5): the sum it took back, negative
    { label: t("invoice.col.reversal"), value: (row) => (row.reversalAmount === undefined ? undefined : <Amount value={-row.reversalAmount} unit="fen" />) },
    // the number the request's done page gave (F9); a record never requested has none, and no row for it
    { label: t("invoice.col.applyNo"), value: (row) => (row.invoiceApplyNo === undefined || row.invoiceApplyNo === "" ? undefined : <span translate="no">{row.invoiceApplyNo}</span>) },
  ];
}

/**
 * The actions an invoice's state allows, as links and a download button.
 * @example <ResultList actions={(row) => <InvoiceActions record={row} />} … />
 */
export function InvoiceActions({ record, exclude = [] }: { readonly record: InvoiceRecord; readonly exclude?: readonly string[] }) {
  const t = useMessages(INVOICE_MESSAGES);
  const query = `?policyNo=${encodeURIComponent(record.policyNo)}`;
  const name = record.riskName;
  const reversed = isSurrenderReversal(record);
  const issued = isInvoiceIssued(record.invoiceState) || reversed;
  return (
    <>
      {reversed ? <p className={styles.note}>{t("invoice.reversed.note")}</p> : null}
      {invoiceRecordActions(record)
        .filter((action) => !exclude.includes(action))
        .map((action) => {
          switch (action) {
            case "request":
              return (
                <Link key={action} className={buttonClassName("primary")} to={`/invoiceRequest${query}`} aria-label={t("invoice.action.requestOf", { name })}>
                  {t("invoice.action.request")}
                </Link>
              );
            case "view":
              return (
                // an invoice not issued yet (being issued, refused, reversed) is its request's progress to see
                <Link key={action} className={buttonClassName("default")} to={`/invoiceResuls${query}`} aria-label={t(issued ? "invoice.action.viewOf" : "invoice.action.progressOf", { name })}>
                  {t(issued ? "invoice.action.view" : "invoice.action.progress")}
                </Link>
              );
            case "email":
              return (
                <Link key={action} className={buttonClassName("default")} to={`/invoicesessage${query}`} aria-label={t("invoice.action.emailOf", { name })}>
                  {t("invoice.action.email")}
                </Link>
              );
            case "download":
              return <DownloadInvoice key={action} record={record} />;
          }
        })}
    </>
  );
}

/**
 * Download of an issued invoice (`invoicedDwnload`), never a dead tap: outside the messenger the PDF opens from a
 * link in the page; in the messenger's browser, which blocks file downloads, the customer is offered "send to
 * e-mail" instead. A refusal (not issued yet) is said in place.
 */
export function DownloadInvoice({ record }: { readonly record: InvoiceRecord }) {
  const t = useMessages(INVOICE_MESSAGES);
  // The messenger's browser blocks file downloads (the user agent tells it; no JS-SDK needed).
  const blocksDownloads = typeof navigator !== "undefined" && isMessengerUserAgent(navigator.userAgent);
  const download = useMutation(downloadInvoiceMutation());
  const [problem, setProblem] = useState<string | null>(null);
  const query = `?policyNo=${encodeURIComponent(record.policyNo)}`;

  async function fetchFile() {
    if (download.isPending) return;
    setProblem(null);
    try {
      const answer = await download.mutateAsync({ policyNo: record.policyNo });
      // Issue 23 finding 4: the address is followed only under domain's one gateway-link rule.
      if (!parseGatewayLink(answer.url, { hosts: GATEWAY_LINK_HOSTS.documents, purpose: "download" }).ok) {
        download.reset();
        setProblem(t("invoice.download.refused"));
      }
    } catch (error) {
      if (error instanceof GatewayRefusal) setProblem(error.message);
    }
  }

  if (download.data !== undefined) {
    if (blocksDownloads) {
      return (
        <p className={styles.note} role="status">
          {t("invoice.download.messenger")}{" "}
          <Link to={`/invoicesessage${query}`}>{t("invoice.action.email")}</Link>
        </p>
      );
    }
    const file = download.data.fileName ?? `${record.policyNo}.pdf`;
    const checked = parseGatewayLink(download.data.url, { hosts: GATEWAY_LINK_HOSTS.documents, purpose: "download" });
    if (checked.ok)
      return (
      <a className={buttonClassName("primary")} href={checked.url} download={file} target="_blank" rel="noopener">
        {t("invoice.download.open", { file })}
      </a>
    );
  }
  return (
    <>
      <Button loading={download.isPending} onClick={() => void fetchFile()} aria-label={t("invoice.action.downloadOf", { name: record.riskName })}>
        {t("invoice.action.download")}
      </Button>
      {problem === null ? null : (
        <p className={styles.note} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
