/**
 * /application?policyNo= — surrender one policy: the policy, the refund and how it was computed (`surrenderInfo`),
 * the reason, a clear statement that cover ends and that this cannot be undone, and a confirmation that needs a
 * deliberate second action (a dialog repeating the policy and the refund) before `surrenderTospay`.
 *
 * Decisions where the spec is silent:
 * - The form (domain's `SURRENDER_FORM_SHAPE`) needs a reason and the ticked acknowledgement (never pre-ticked);
 *   only then does the confirmation dialog open; only its "confirm surrender" sends.
 * - A second tap never sends a second surrender: one submit at a time, and the dialog's answer is awaited inside it.
 * - A refusal is said in place; the reason stays chosen. Nothing is kept across a reload: a surrender is chosen
 *   afresh, the acknowledgement given again (and the form is two taps).
 * - Success replaces this page with /surrful in the history: back from there never returns to the confirmation.
 * - The reasons offered are domain's `surrenderReasons` for the product's category, in the customer's language (行程取消
 *   only for a trip's cover; customer rehearsal 5), not the gateway's Chinese list.
 * - The policy's details stand under its product's name (data, as the gateway names it), not under the page's title
 *   again (customer rehearsal: 退保保单 twice).
 * - A policy whose e-invoice is issued (or being issued) is told, beside the refund and again in the confirmation,
 *   that the surrender reverses the invoice (红冲; domain's `surrenderReversesInvoice`, customer rehearsal 5).
 */
import { useAddressParams } from "../../../components/address-params";
import { surrenderPage } from "../params";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatFen, insuredNamesText, refundBasis, surrenderReasons, surrenderReversesInvoice, type SurrenderInfo, SURRENDER_FORM_SHAPE } from "@micromall/domain";
import type { SurrenderForm } from "@micromall/domain/schemas";
import { DetailSections } from "../../../components/detail/DetailSections";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { GatewayRefusal } from "../../../gateway/query";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { Amount, Button, Checkbox, EmptyState, Page, SelectField, buttonClassName, messageBox } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { surrenderInfoQuery, surrenderPolicy } from "../api/surrender-queries";
import { CoverPeriod } from "../components/CoverPeriod";
import { SURRENDER_MESSAGES } from "../messages";
import styles from "../surrender.module.css";

/** The surrender application screen. */
export default function ApplicationScreen() {
  const t = useMessages(SURRENDER_MESSAGES);
  const { policyNo } = useAddressParams(surrenderPage);
  const mallId = useAppStore((state) => state.mallId);
  const info = useQuery({ ...surrenderInfoQuery(policyNo, mallId), enabled: policyNo !== "" });
  const toList = (
    <Link className={buttonClassName("primary")} to="/surrender">
      {t("app.toList")}
    </Link>
  );
  // A refusal explains itself (not surrenderable, …); another customer's policy is QueryContent's "not in your account".
  const refusal = info.error instanceof GatewayRefusal && info.error.message !== "" ? info.error.message : t("app.notAllowed");
  const content =
    policyNo === "" ? (
      <EmptyState message={t("app.noPolicy")}>{toList}</EmptyState>
    ) : (
      <QueryContent query={info} loading={t("surrender.loading")} failed={t("surrender.loadFailed")} retry={t("surrender.retry")} notFound={refusal} notFoundAction={toList}>
        {(data) => <Application info={data} />}
      </QueryContent>
    );

  return (
    <Page title={t("app.policy")} back>
      {content}
    </Page>
  );
}

function Application({ info }: { readonly info: SurrenderInfo }) {
  const t = useMessages(SURRENDER_MESSAGES);
  const navigate = useNavigate();
  const client = useQueryClient();
  const mallId = useAppStore((state) => state.mallId);
  const form = useSchemaForm<SurrenderForm, SurrenderForm>(SURRENDER_FORM_SHAPE, { reasonCode: "", understood: false });
  const [refused, setRefused] = useState<string | null>(null);
  const basis = refundBasis(info);
  const reversesInvoice = surrenderReversesInvoice(info.invoiceState);
  const locale = useLocale();
  const reasons = surrenderReasons(info.category, locale);

  const submit = form.submit(async (values) => {
    setRefused(null);
    const choice = await messageBox({
      title: t("app.confirmTitle"),
      message: [t("app.confirmText", { name: info.riskName, refund: formatFen(info.refundPremium) }), ...(reversesInvoice ? [t("app.invoiceReversed")] : [])].join(" "),
      actions: [
        { label: t("app.confirmCancel"), value: "no" },
        { label: t("app.confirmOk"), value: "yes", primary: true },
      ],
    });
    if (choice !== "yes") return;
    let application;
    try {
      application = await surrenderPolicy(client, { policyNo: info.policyNo, orderNo: info.orderNo, reasonCode: values.reasonCode, ...(mallId === "" ? {} : { mallId }) });
    } catch (error) {
      if (error instanceof GatewayRefusal) setRefused(error.message);
      return;
    }
    await navigate("/surrful", { replace: true, state: application });
  });

  return (
    <>
      <DetailSections
        sections={[
          {
            // the product, as the gateway names it: the page's title already says this is the policy to surrender
            ...(info.riskName === "" ? { title: t("app.policy") } : { title: info.riskName, dataTitle: true }),
            rows: [
              { label: t("surrender.col.policyNo"), value: info.policyNo },
              { label: t("surrender.col.period"), value: <CoverPeriod startDate={info.startDate} endDate={info.endDate} period={info.period} /> },
              { label: t("surrender.col.applicant"), value: info.applyName, data: true },
              { label: t("surrender.col.insured"), value: insuredNamesText(info.insuredName), data: true },
            ],
          },
        ]}
      />
      <section className={styles.refund} aria-labelledby="surrender-refund">
        <h2 id="surrender-refund">{t("app.refundTitle")}</h2>
        <p>
          {t("app.refund")} <Amount value={info.refundPremium} unit="fen" size="large" />
        </p>
        <p>
          {t("app.paid")} <Amount value={info.sumPaid} unit="fen" />
        </p>
        <p>{t("app.basis", { total: basis.totalDays, used: basis.usedDays, unused: basis.unusedDays })}</p>
        <p>{t("app.refundTo")}</p>
        {reversesInvoice ? (
          <p className={styles.warning} id="surrender-invoice">
            {t("app.invoiceReversed")}
          </p>
        ) : null}
      </section>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t("app.reason")}
          placeholder={t("app.reasonPlaceholder")}
          options={reasons.map((reason) => ({ value: reason.code, label: reason.name }))}
          {...form.field("reasonCode")}
          error={form.errorOf("reasonCode")}
        />
        <p className={styles.warning} id="surrender-warning">
          {t("app.warning")}
        </p>
        <Checkbox {...form.field("understood")} aria-describedby="surrender-warning" error={form.errorOf("understood")}>
          {t("app.understood")}
        </Checkbox>
        {refused === null ? null : (
          <p className={styles.note} role="alert">
            {t("app.refused", { reason: refused })}
          </p>
        )}
        <Button type="submit" variant="primary" block disabled={form.pending} loading={form.pending}>
          {t("app.submit")}
        </Button>
      </form>
    </>
  );
}
