/**
 * /invoiceQuery — look up the policies that can be invoiced (spec §3 "Invoice lookup"): by policy number, insured
 * name, identity and picture code, or — with the switch — the car variant by plate. Both are the shared lookup
 * shape configured as data (`INVOICE_LOOKUPS`); each keeps what was typed (its own draft) while the other is shown.
 *
 * From one's own policy (F9): a link that carries a policy number (`?policyNo=`, the policy's 电子发票, /skipInvoice)
 * fills it in the policy variant; for a logged-in customer whose policy it is (`corePolicyDetail` answers it, the
 * query the policy's page already made), the insured's name, identity type and number are filled too (domain's
 * `invoiceLookupFill`), so the owner is not asked again for what the mall knows.
 * Opened without a policy (个人中心 → 电子发票), a logged-in customer is offered their own policies (`corePolicyList`,
 * G9): one tap replaces the address with that policy's (`?policyNo=`), which fills the lookup as above and puts the
 * cursor on the picture code; with a policy chosen the list steps aside.
 * The spec decides the picture code: its invoice lookup (§3) carries `code` with the other fields and names no
 * exception for a logged-in customer, so the code is still asked (and never kept: it is single-use).
 *
 * Decisions where the spec is silent:
 * - While the customer's policy loads the form waits (a spinner), so what is filled is there from the first
 *   paint; a policy that is not theirs, or a failed call, leaves the form as for any policy (the number filled).
 * - The switch is a visible "search by plate" toggle, not tabs: the policy variant is the usual one.
 * - The customer's own invoices are one tap away ("my invoices").
 * - The lookup is a step of the invoice request (H3): once a request is sent, back passes over it.
 */
import { useState } from "react";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { invoiceLookupFill } from "@micromall/domain";
import { LookupForm } from "../../../components/lookup";
import { useMessages } from "../../../i18n";
import { DataText, Page, Spinner, Switch, buttonClassName } from "../../../ui";
import { useAppStore } from "../../../state/store";
import { ownPoliciesQuery, ownPolicyQuery } from "../api/invoice-queries";
import { INVOICE_LOOKUPS } from "../api/invoice-lookups";
import { INVOICE_QUERY_MESSAGES } from "../query.messages";
import styles from "../invoices.module.css";
import { INVOICE_REQUEST_FLOW, useInvoicePageParams } from "../params";
import { useFlowStep } from "../../../components/flow-history";

/** The invoice lookup screen. */
export default function InvoiceQueryScreen() {
  const t = useMessages(INVOICE_QUERY_MESSAGES);
  const { policyNo } = useInvoicePageParams();
  useFlowStep(INVOICE_REQUEST_FLOW);
  const mallId = useAppStore((state) => state.mallId);
  const own = useQuery(ownPolicyQuery(policyNo, mallId));
  const mine = useQuery({ ...ownPoliciesQuery(mallId), enabled: mallId !== "" && policyNo === "" });
  const [variant, setVariant] = useState<"policy" | "car">("policy");
  const initial = own.data === undefined ? (policyNo === "" ? undefined : { policyNo }) : { ...invoiceLookupFill(own.data) };
  return (
    <Page title={t("invoice.query.title")} back>
      <p className={styles.intro}>{t("invoice.query.intro")}</p>
      {policyNo !== "" || mine.data === undefined || mine.data.length === 0 ? null : (
        <section className={styles.section} aria-labelledby="invoice-own">
          <h2 id="invoice-own" className={styles.sectionTitle}>
            {t("invoice.query.own")}
          </h2>
          <p className={styles.intro}>{t("invoice.query.ownHint")}</p>
          <ul className={styles.ownList} aria-labelledby="invoice-own">
            {mine.data.map((policy) => (
              <li key={policy.policyNo}>
                <Link className={styles.ownLink} to={`/invoiceQuery?policyNo=${encodeURIComponent(policy.policyNo)}`} replace>
                  <DataText>{policy.riskName}</DataText>
                  <span className={styles.ownNo}>{policy.policyNo}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.switchRow}>
        <Switch label={t("invoice.query.byCar")} description={t("invoice.query.byCarHint")} checked={variant === "car"} onChange={(car) => setVariant(car ? "car" : "policy")} />
      </div>
      {variant === "policy" ? (
        own.isLoading ? (
          <Spinner label={t("invoice.query.loading")} />
        ) : (
          <LookupForm key={`policy:${policyNo}`} config={INVOICE_LOOKUPS.policy} focusFirstEmpty={own.data !== undefined} {...(initial === undefined ? {} : { initial })} />
        )
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
