/**
 * /invoiceQuery — look up the policies that can be invoiced (spec §3 "Invoice lookup"): by policy number, insured
 * name, identity and picture code, or — with the switch — the car variant by plate. Both are the shared lookup
 * shape configured as data (`INVOICE_LOOKUPS`); each keeps what was typed (its own draft) while the other is shown.
 *
 * Decisions where the spec is silent:
 * - A link that carries a policy number (`?policyNo=`, from /skipInvoice) fills it in the policy variant.
 * - The switch is a visible "search by plate" toggle, not tabs: the policy variant is the usual one.
 * - The customer's own invoices are one tap away ("my invoices").
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { LookupForm } from "../../../components/lookup";
import { useMessages } from "../../../i18n";
import { Page, Switch, buttonClassName } from "../../../ui";
import { INVOICE_LOOKUPS } from "../api/invoice-lookups";
import { INVOICE_QUERY_MESSAGES } from "../query.messages";
import styles from "../invoices.module.css";
import { useInvoicePageParams } from "../params";

/** The invoice lookup screen. */
export default function InvoiceQueryScreen() {
  const t = useMessages(INVOICE_QUERY_MESSAGES);
  const { policyNo } = useInvoicePageParams();
  const [variant, setVariant] = useState<"policy" | "car">("policy");
  return (
    <Page title={t("invoice.query.title")} back>
      <p className={styles.intro}>{t("invoice.query.intro")}</p>
      <div className={styles.switchRow}>
        <Switch label={t("invoice.query.byCar")} description={t("invoice.query.byCarHint")} checked={variant === "car"} onChange={(car) => setVariant(car ? "car" : "policy")} />
      </div>
      {variant === "policy" ? (
        <LookupForm key="policy" config={INVOICE_LOOKUPS.policy} {...(policyNo === "" ? {} : { initial: { policyNo } })} />
      ) : (
        <LookupForm key="car" config={INVOICE_LOOKUPS.car} />
      )}
      <div className={styles.links}>
        <Link className={buttonClassName("link")} to="/invoiceResulst">
          {t("invoice.query.mine")}
        </Link>
      </div>
    </Page>
  );
}
