/**
 * /alter — policy correction (protected, spec §4): find the policy by its number (`policyInfo`), see its holder's
 * contact data now (mobile masked by domain), then change the contact mobile, e-mail or address (domain's
 * `alterMobile` / `alterEmail` / `alterAddress` forms, checked before the call) with `updateUser`; the request
 * and its state (in effect, when) are listed and the policy's data loads again.
 *
 * Decisions where the spec is silent:
 * - The policy number travels in the address (`?policyNo=`), so a policy page can link here and a reload keeps
 *   the policy; only a well-formed number is looked up (domain's `policyNumber` form, checked when the field is
 *   left and on submit).
 * - A correction takes effect at once (the gateway answers the corrected account); the page lists the
 *   corrections made in this visit with their time.
 * - A policy that is not found is explained on the page; one that is not the customer's is refused by the
 *   gateway (its message, shown once by the shell).
 */
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useMutation, useQuery } from "@tanstack/react-query";
import { LENGTH_LIMITS, POLICY_ADDRESS_MAX, POLICY_NUMBER_FORM_SHAPE, isPolicyNumber, maskMobile, maskName, type PolicyDetail, ALTER_MOBILE_FORM_SHAPE, ALTER_EMAIL_FORM_SHAPE, ALTER_ADDRESS_FORM_SHAPE } from "@micromall/domain";
import type { AlterAddressForm, AlterEmailForm, AlterMobileForm } from "@micromall/domain/schemas";
import { Button, DATA_LANG, Page, Result, SelectField, TextField } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { policyContactQuery, policyCorrectionMutation } from "../api/benefit-queries";
import { PAGE_MESSAGES } from "../components/benefits/page.messages";
import { ALTER_MESSAGES } from "./AlterScreen.messages";
import styles from "../components/benefits/benefits.module.css";

type What = "mobile" | "email" | "address";
type Values = { what: What; policyNo: string; mobile: string; email: string; address: string };
const SHAPES = { mobile: ALTER_MOBILE_FORM_SHAPE, email: ALTER_EMAIL_FORM_SHAPE, address: ALTER_ADDRESS_FORM_SHAPE } as const;

/** A correction made in this visit. */
interface Correction {
  readonly what: What;
  readonly value: string;
  readonly at: string;
}

/** The policy correction screen. */
export default function AlterScreen() {
  const t = useMessages(ALTER_MESSAGES);
  const p = useMessages(PAGE_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const [search, setSearch] = useSearchParams();
  const given = search.get("policyNo") ?? "";
  const policyNo = isPolicyNumber(given) ? given : "";
  const policy = useQuery({ ...policyContactQuery(policyNo, mallId), enabled: policyNo !== "" });
  const [corrections, setCorrections] = useState<readonly Correction[]>([]);

  // Another customer's policy is refused by the gateway: QueryContent shows "not in your account" (issue 23).
  const refusal = policy.error instanceof GatewayRefusal ? policy.error.message : "";
  const current =
    policyNo === "" ? (
      <p className={styles.note}>{t("alter.none")}</p>
    ) : (
      <QueryContent query={policy} loading={t("alter.loading")} failed={t("alter.loadFailed")} retry={p("benefit.retry")} notFound={t("alter.notFound", { reason: refusal })}>
        {(data) => <PolicyContact policy={data} />}
      </QueryContent>
    );

  return (
    <Page title={t("alter.title")} back>
      <Lookup
        initial={given}
        onLookup={(next) => {
          setCorrections([]);
          setSearch({ policyNo: next }, { replace: true });
        }}
      />
      <section className={styles.section} aria-labelledby="alter-current">
        <h2 id="alter-current" className={styles.heading}>
          {t("alter.current")}
        </h2>
        {current}
      </section>
      {corrections.length === 0 ? null : <Corrections corrections={corrections} />}
      {policy.data === undefined ? null : (
        <CorrectionForm key={policy.data.policyNo} policyNo={policy.data.policyNo} onDone={(correction) => setCorrections((done) => [correction, ...done])} />
      )}
    </Page>
  );
}

/**
 * The policy number to look up, on the form engine with domain's `policyNumber` form: checked when the customer
 * leaves the field (issue 20 item 3) and on submit, before it goes into the address.
 */
function Lookup({ initial, onLookup }: { initial: string; onLookup: (policyNo: string) => void }) {
  const t = useMessages(ALTER_MESSAGES);
  const form = useSchemaForm<{ policyNo: string }, { policyNo: string }>(POLICY_NUMBER_FORM_SHAPE, { policyNo: initial });
  const submit = form.submit((values) => onLookup(values.policyNo));
  return (
    <section className={styles.section} aria-labelledby="alter-lookup">
      <h2 id="alter-lookup" className={styles.heading}>
        {t("alter.lookupTitle")}
      </h2>
      <p className={styles.note}>{t("alter.lookupNote")}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t("alter.policyNo")} autoComplete="off" maxLength={LENGTH_LIMITS.policyNumber} {...form.field("policyNo")} error={form.errorOf("policyNo")} />
        <Button type="submit" block>
          {t("alter.lookup")}
        </Button>
      </form>
    </section>
  );
}

function PolicyContact({ policy }: { policy: PolicyDetail }) {
  const t = useMessages(ALTER_MESSAGES);
  const unset = t("alter.unset");
  return (
    <dl className={styles.facts}>
      <dt>{t("alter.policyNo")}</dt>
      <dd translate="no">{policy.policyNo}</dd>
      <dt>{t("alter.risk")}</dt>
      <dd lang={DATA_LANG}>{policy.riskName}</dd>
      <dt>{t("alter.period")}</dt>
      <dd>{t("alter.period.value", { start: policy.startDate, end: policy.endDate })}</dd>
      <dt>{t("alter.holder")}</dt>
      <dd>{maskName(policy.applyName)}</dd>
      <dt>{t("alter.mobile")}</dt>
      <dd translate="no">{policy.applyMobile === "" ? unset : maskMobile(policy.applyMobile)}</dd>
      <dt>{t("alter.email")}</dt>
      <dd translate="no">{policy.applyEmail === undefined || policy.applyEmail === "" ? unset : policy.applyEmail}</dd>
      <dt>{t("alter.address")}</dt>
      <dd>{policy.applyAddress === undefined || policy.applyAddress === "" ? unset : policy.applyAddress}</dd>
    </dl>
  );
}

function Corrections({ corrections }: { corrections: readonly Correction[] }) {
  const t = useMessages(ALTER_MESSAGES);
  return (
    <section aria-labelledby="alter-records">
      <h2 id="alter-records" className={styles.subheading}>
        {t("alter.records")}
      </h2>
      <ul className={styles.list} aria-label={t("alter.records")}>
        {corrections.map((correction) => (
          <li key={`${correction.at}:${correction.what}`} className={styles.card}>
            <p className={styles.head}>{t("alter.record", { what: t(`alter.what.${correction.what}`), value: correction.value })}</p>
            <p className={styles.line}>{t("alter.recordState", { at: correction.at })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CorrectionForm({ policyNo, onDone }: { policyNo: string; onDone: (correction: Correction) => void }) {
  const t = useMessages(ALTER_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const [what, setWhat] = useState<What>("mobile");
  const empty: Values = { what, policyNo, mobile: "", email: "", address: "" };
  const form = useSchemaForm<Values, AlterMobileForm | AlterEmailForm | AlterAddressForm>(SHAPES[what], empty);
  const correct = useMutation(policyCorrectionMutation());
  const [done, setDone] = useState<string | null>(null);
  const { errorOf } = form;

  const submit = form.submit(async (values) => {
    const change = "mobile" in values ? { applyMobile: values.mobile } : "email" in values ? { applyEmail: values.email } : { applyAddress: values.address };
    try {
      await correct.mutateAsync({ mallId, policyNo, ...change });
    } catch {
      return; // the refusal is toasted once by the query client
    }
    const value = "mobile" in values ? maskMobile(values.mobile) : "email" in values ? values.email : values.address;
    form.reset({ ...empty, what });
    setDone(t(`alter.what.${what}`));
    onDone({ what, value, at: new Date().toLocaleString("zh-CN", { hour12: false, timeZone: "Asia/Shanghai" }) });
  });

  if (done !== null) {
    return <Result kind="success" title={t("alter.done")} description={t("alter.doneDesc", { what: done })} actions={[{ label: t("alter.another"), onClick: () => setDone(null) }]} />;
  }

  return (
    <section className={styles.section} aria-labelledby="alter-form">
      <h2 id="alter-form" className={styles.heading}>
        {t("alter.formTitle")}
      </h2>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t("alter.what")}
          options={(["mobile", "email", "address"] as const).map((value) => ({ value, label: t(`alter.what.${value}`) }))}
          value={what}
          onChange={(next) => {
            form.clearErrors();
            setWhat(next === "email" || next === "address" ? next : "mobile");
          }}
        />
        {what === "mobile" ? (
          <TextField key="mobile" label={t("alter.newMobile")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={LENGTH_LIMITS.mobile} {...form.field("mobile")} error={errorOf("mobile")} />
        ) : what === "email" ? (
          <TextField key="email" label={t("alter.newEmail")} type="email" autoComplete="email" maxLength={LENGTH_LIMITS.email} {...form.field("email")} error={errorOf("email")} />
        ) : (
          <TextField key="address" label={t("alter.newAddress")} autoComplete="street-address" maxLength={POLICY_ADDRESS_MAX} {...form.field("address")} error={errorOf("address")} />
        )}
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("alter.submit")}
        </Button>
      </form>
    </section>
  );
}
