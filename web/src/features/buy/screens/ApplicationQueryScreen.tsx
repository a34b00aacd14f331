/**
 * /applicationQuery — look up a proposal (spec §3 "Application (proposal)"): proposal number, the insured's
 * name, identity type and number, and an image captcha (`getCaptcha`; `proposalApplication`). Found: each
 * proposal with its product, insured, period, premium and state, and a link to its order. Not found: the page
 * says so, naming what was searched, with the form kept as typed.
 *
 * Decisions where the spec is silent:
 * - Needs the mall login (spec §4 lists the application pages; `app/login-requirement.ts`); the proposal is
 *   still found by its number and its insured, not only among the account's own.
 * - The form is checked by domain's `proposalLookup` shape (every field at once, focus on the first).
 * - A captcha is used once: after every lookup (found or not) and on "换一张" a new one loads and the code
 *   field is emptied; a refusal ("验证码错误") is the code field's message. The field is the lookups' shared
 *   `CaptchaField` (picture on the input's row, larger in elder mode; customer report 3 H10).
 * - The customer's own proposals need no lookup: a line above the form says they are under 我的订单 and links it
 *   (customer rehearsal 2026-11-28: a logged-in customer typed a number copied from their own order).
 * - The identity types are those of an insured person (domain's `INSURED_IDENTITY_TYPES`).
 * - The answer is a §4 result list: an array, or a single object that becomes the first entry (the contract's
 *   `listOrOne`, read through domain's `toResultList`, as the invoice and surrender lookups do).
 */
import { useState } from "react";
import { Link } from "../../../ui/Link";
import { useMutation, useQuery } from "@tanstack/react-query";
import { insuredNamesText, statusLabel, INSURED_IDENTITY_TYPES, LENGTH_LIMITS, identityTypeName, PROPOSAL_LOOKUP_FORM_SHAPE, toResultList, type ProposalRecord } from "@micromall/domain";
import type { ProposalLookupForm } from "@micromall/domain/schemas";
import type { CallAnswer } from "@micromall/domain/schemas";
import { Amount, Button, DATA_LANG, EmptyState, Page, SelectField, TextField } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { GatewayRefusal } from "../../../gateway/query";
import { ORDER_MUTATIONS, captchaQuery } from "../api/order-queries";
import { CaptchaField, RevealedResult } from "../../../components/lookup";
import { ORDER_MESSAGES } from "../order.messages";
import styles from "../components/application/application.module.css";
import pages from "../components/application/application-pages.module.css";

type LookupValues = { proposalNo: string; insuredName: string; identifyType: string; identifyNumber: string; code: string };
/** The proposals found: the answer's array, or its single object as the first entry (spec §4, `toResultList`). */
type Found = readonly ProposalRecord[];

const EMPTY: LookupValues = { proposalNo: "", insuredName: "", identifyType: "01", identifyNumber: "", code: "" };

/** The proposal lookup screen. */
export default function ApplicationQueryScreen() {
  const t = useMessages(ORDER_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const form = useSchemaForm<LookupValues, ProposalLookupForm>(PROPOSAL_LOOKUP_FORM_SHAPE, EMPTY);
  const captcha = useQuery(captchaQuery());
  const lookup = useMutation(ORDER_MUTATIONS.lookup());
  const [result, setResult] = useState<{ found: Found; searched: LookupValues } | null>(null);

  const newCaptcha = () => {
    form.setValue("code", "");
    void captcha.refetch();
  };

  const submit = form.submit(async (values) => {
    try {
      const answer: CallAnswer<"proposalApplication"> = await lookup.mutateAsync({ ...values, ...(mallId === "" ? {} : { mallId }) });
      setResult({ found: toResultList(answer), searched: values });
    } catch (error) {
      if (error instanceof GatewayRefusal) form.setError("code", { message: error.message }, { shouldFocus: true });
    } finally {
      newCaptcha();
    }
  });

  const typeOptions = INSURED_IDENTITY_TYPES.map((code) => ({ value: code, label: identityTypeName(code, locale === "en" ? "en" : "zh-CN") }));

  return (
    <Page title={t("query.title")} back>
      <p className={pages.lead}>
        {t("query.mine")}{" "}
        <Link className={pages.link} to="/applicationEntry">
          {t("query.mineLink")}
        </Link>
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t("query.title")}>
        <div className={styles.section}>
          <TextField label={t("query.proposalNo")} autoComplete="off" maxLength={LENGTH_LIMITS.proposalNumber} {...form.field("proposalNo")} error={form.errorOf("proposalNo")} />
          <TextField label={t("query.insuredName")} autoComplete="off" maxLength={LENGTH_LIMITS.name.queryScreen} {...form.field("insuredName")} error={form.errorOf("insuredName")} />
          <SelectField label={t("query.identifyType")} options={typeOptions} {...form.field("identifyType")} error={form.errorOf("identifyType")} />
          <TextField label={t("query.identifyNumber")} autoComplete="off" maxLength={LENGTH_LIMITS.identityNumber.extended} {...form.field("identifyNumber")} error={form.errorOf("identifyNumber")} />
          <CaptchaField label={t("query.code")} maxLength={LENGTH_LIMITS.verifyCode} {...form.field("code")} error={form.errorOf("code")} onRenew={() => form.setValue("code", "")} />
        </div>
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("query.submit")}
        </Button>
      </form>
      {/* the answer comes into view and takes the focus: below the form it was out of sight (customer rehearsal) */}
      {result !== null && (
        <RevealedResult answer={result} label={t("query.results")} className={styles.form}>
          <Results found={result.found} searched={result.searched} />
        </RevealedResult>
      )}
    </Page>
  );
}

function Results({ found, searched }: { found: Found; searched: LookupValues }) {
  const t = useMessages(ORDER_MESSAGES);
  const locale = useLocale();
  if (found.length === 0) {
    return <EmptyState message={t("query.notFound", { proposalNo: searched.proposalNo, name: searched.insuredName })} />;
  }
  return (
    <>
      <h2 id="query-results" className={pages.itemTitle}>
        {t("query.results")}
      </h2>
      <ul className={pages.list}>
        {found.map((proposal) => (
          <li key={proposal.proposalNo} className={pages.item}>
            <h3 className={pages.itemTitle} lang={DATA_LANG}>
              {proposal.productName}
            </h3>
            <dl className={pages.rows}>
              <div className={pages.row}>
                <dt>{t("order.proposalNo")}</dt>
                <dd>{proposal.proposalNo}</dd>
              </div>
              <div className={pages.row}>
                <dt>{t("order.insuredName")}</dt>
                <dd lang={DATA_LANG}>{insuredNamesText(proposal.insuredName)}</dd>
              </div>
              <div className={pages.row}>
                <dt>{t("order.period")}</dt>
                <dd>{`${proposal.startDate} — ${proposal.endDate}`}</dd>
              </div>
              <div className={pages.row}>
                <dt>{statusLabel("proposal", proposal.proposalState, locale)}</dt>
                <dd>
                  <Amount value={proposal.sumPremiuml} unit="fen" />
                </dd>
              </div>
            </dl>
            <Link className={pages.link} to={`/orderDetails?orderId=${encodeURIComponent(proposal.orderNo)}`}>
              {t("query.toOrder")}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
