/**
 * The two outcomes of an invoice request (`applicationInvoice`), as one module of two screens:
 * - /invoiceRequestSuc: the request number and where the invoice will arrive; the way to "my invoices" and home.
 *   It replaced the request page in history, and the request finished its flow (the lookup and its result are
 *   passed over by back, H3), so back goes where the customer started the lookup, never the sent request; back is
 *   not blocked (a done page that pushed itself again would keep the customer here). Every way out ("my invoices",
 *   home) replaces this page, so back from there leaves the flow, never showing this page again (H1).
 * - /invoiceRequestFail: why it failed (the gateway's reason) and what to do; "go back and correct" returns to the
 *   request form, still filled (its draft). Back is allowed here: it is that same return.
 *
 * Both read what the request handed over in the navigation's state; opened without it they say what to do next.
 */
import { useLocation, useNavigate } from "react-router-dom";
import { useMessages } from "../../../i18n";
import { Page, Result } from "../../../ui";
import { INVOICE_MESSAGES } from "../messages";
import styles from "../invoices.module.css";

/** The hotline of spec §9. */
const HOTLINE_HREF = "tel:95518";

function textsOf(state: unknown, keys: readonly string[]): Record<string, string> | null {
  if (typeof state !== "object" || state === null) return null;
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value: unknown = Reflect.get(state, key);
    if (typeof value !== "string") return null;
    values[key] = value;
  }
  return values;
}

/** /invoiceRequestSuc. */
export function InvoiceRequestSucScreen() {
  const t = useMessages(INVOICE_MESSAGES);
  const sent = textsOf(useLocation().state, ["applyNo", "email"]);
  return (
    <Page title={t("invoice.resultPage")}>
      {sent === null ? (
        <Result kind="info" headingLevel={2} title={t("invoice.mine.title")} description={t("invoice.suc.none")} actions={[{ label: t("invoice.suc.mine"), to: "/invoiceResulst", replace: true }, { label: t("invoice.suc.home"), to: "/home", replace: true }]} />
      ) : (
        <Result
          kind="success"
          headingLevel={2}
          title={t("invoice.suc.title")}
          description={t("invoice.suc.description", { email: sent["email"] ?? "" })}
          actions={[{ label: t("invoice.suc.mine"), to: "/invoiceResulst", replace: true }, { label: t("invoice.suc.home"), to: "/home", replace: true }]}
        >
          <p className={styles.note}>
            {t("invoice.suc.applyNo")} <span translate="no">{sent["applyNo"]}</span>
          </p>
        </Result>
      )}
    </Page>
  );
}

/** /invoiceRequestFail. */
export function InvoiceRequestFailScreen() {
  const t = useMessages(INVOICE_MESSAGES);
  const navigate = useNavigate();
  const failed = textsOf(useLocation().state, ["reason", "policyNo"]);
  const backToForm = () => {
    // The state exists only when the request page pushed this one: going back returns to its filled form.
    if (failed === null) void navigate("/invoiceQuery");
    else void navigate(-1);
  };
  return (
    <Page title={t("invoice.resultPage")} back>
      <Result
        kind="failure"
        headingLevel={2}
        title={t("invoice.fail.title")}
        description={t("invoice.fail.description", { reason: failed?.["reason"] || t("invoice.fail.unknown") })}
        actions={[
          { label: t("invoice.fail.back"), onClick: backToForm },
          { label: t("invoice.fail.call"), href: HOTLINE_HREF },
        ]}
      >
        <p className={styles.note}>{t("invoice.fail.next")}</p>
      </Result>
    </Page>
  );
}
