/**
 * /binDing — bind a policy (by its number) or a vehicle (by its plate) to the account so the policy's benefits
 * show under my benefits: the account's state first (`checkUser`: verified or not), then the form (domain's
 * `bindPolicy` / `bindVehicle` forms: the number or plate, and the policyholder's name and identity checked by
 * type, all before the call), then `bandUser`.
 *
 * Decisions where the spec is silent:
 * - One form for both ways (a choice of policy number or plate); the fields they have in common keep their
 *   values when switching.
 * - The policyholder's identity types are the applicant's list (persons and companies).
 * - A refusal (details that do not match the policy) is the gateway's message, shown once by the shell; the
 *   form keeps what was typed. A success says where the benefits now are and loads them again.
 */
import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { APPLICANT_IDENTITY_TYPES, LENGTH_LIMITS, identityTypeName, BIND_POLICY_FORM_SHAPE, BIND_VEHICLE_FORM_SHAPE } from "@micromall/domain";
import type { BindPolicyForm, BindVehicleForm } from "@micromall/domain/schemas";
import { Button, ErrorState, Page, Result, SelectField, Spinner, TextField } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { accountCheckQuery, bindMutation } from "../api/benefit-queries";
import { LoginFirst } from "../components/benefits/LoginFirst";
import { PAGE_MESSAGES } from "../components/benefits/page.messages";
import { BIND_MESSAGES } from "./BinDingScreen.messages";
import styles from "../components/benefits/benefits.module.css";

type Mode = "policy" | "vehicle";
type Values = { policyNo: string; licenseNo: string; name: string; identifyType: string; identifyNumber: string };
const EMPTY: Values = { policyNo: "", licenseNo: "", name: "", identifyType: "01", identifyNumber: "" };

/** The binding screen. */
export default function BinDingScreen() {
  const t = useMessages(BIND_MESSAGES);
  const p = useMessages(PAGE_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const account = useQuery({ ...accountCheckQuery(mallId), enabled: mallId !== "" });
  const [done, setDone] = useState(false);

  if (mallId === "") {
    return (
      <Page title={t("bind.title")} back>
        <LoginFirst message={t("bind.loginFirst")} />
      </Page>
    );
  }

  let status;
  if (account.data !== undefined) status = <p className={styles.note}>{t(account.data.identityAuthed ? "bind.authed" : "bind.notAuthed")}</p>;
  else if (account.isPending) status = <Spinner label={t("bind.status")} />;
  else status = <ErrorState message={t("bind.statusFailed")} retryLabel={p("benefit.retry")} onRetry={() => void account.refetch()} />;

  return (
    <Page title={t("bind.title")} back>
      <section className={styles.section} aria-labelledby="bind-status">
        <h2 id="bind-status" className={styles.heading}>
          {t("bind.status")}
        </h2>
        {status}
      </section>
      {done ? (
        <Result
          kind="success"
          title={t("bind.done")}
          description={t("bind.doneDesc")}
          actions={[
            { label: t("bind.toBenefits"), to: "/serviceIndex" },
            { label: t("bind.again"), onClick: () => setDone(false) },
          ]}
        />
      ) : (
        <BindForm onDone={() => setDone(true)} />
      )}
    </Page>
  );
}

function BindForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(BIND_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const [mode, setMode] = useState<Mode>("policy");
  const form = useSchemaForm<Values, BindPolicyForm | BindVehicleForm>(mode === "policy" ? BIND_POLICY_FORM_SHAPE : BIND_VEHICLE_FORM_SHAPE, EMPTY);
  const draft = useFormDraft(form, { formId: "binDing", passwords: [] });
  const bind = useMutation(bindMutation());
  const { errorOf } = form;

  const submit = form.submit(async (values) => {
    const target = "policyNo" in values ? { policyNo: values.policyNo } : { licenseNo: values.licenseNo };
    try {
      await bind.mutateAsync({ mallId, name: values.name, identifyType: values.identifyType, identifyNumber: values.identifyNumber, ...target });
    } catch {
      return; // the refusal is toasted once by the query client
    }
    draft.clear();
    form.reset(EMPTY);
    onDone();
  });

  return (
    <section className={styles.section} aria-labelledby="bind-form">
      <h2 id="bind-form" className={styles.heading}>
        {t("bind.title")}
      </h2>
      <p className={styles.note}>{t("bind.note")}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t("bind.tabs")}
          options={[
            { value: "policy", label: t("bind.tab.policy") },
            { value: "vehicle", label: t("bind.tab.vehicle") },
          ]}
          value={mode}
          onChange={(next) => {
            form.clearErrors();
            setMode(next === "vehicle" ? "vehicle" : "policy");
          }}
        />
        {mode === "policy" ? (
          <TextField key="policyNo" label={t("bind.policyNo")} autoComplete="off" maxLength={LENGTH_LIMITS.policyNumber} {...form.field("policyNo")} error={errorOf("policyNo")} />
        ) : (
          <TextField key="licenseNo" label={t("bind.licenseNo")} autoComplete="off" maxLength={LENGTH_LIMITS.plate.default} {...form.field("licenseNo")} error={errorOf("licenseNo")} />
        )}
        <TextField label={t("bind.name")} autoComplete="name" maxLength={LENGTH_LIMITS.name.holder} {...form.field("name")} error={errorOf("name")} />
        <SelectField label={t("bind.identifyType")} options={APPLICANT_IDENTITY_TYPES.map((code) => ({ value: code, label: identityTypeName(code, locale) }))} {...form.field("identifyType")} />
        <TextField label={t("bind.identifyNumber")} autoComplete="off" maxLength={LENGTH_LIMITS.identityNumber.extended} {...form.field("identifyNumber")} error={errorOf("identifyNumber")} />
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("bind.submit")}
        </Button>
      </form>
    </section>
  );
}
