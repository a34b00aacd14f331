/**
 * /identityAuthInfoQuery — check whether an identity number is already verified on another account (and so
 * cannot verify this one), with the answer explained in words.
 *
 * Decisions where the spec is silent: the number is checked by type with domain's rule before any call; the
 * gateway's refusal is the answer "cannot be used" with its reason (shown as text, in the result, not as a
 * toast); the result stays until the customer changes the number.
 */
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { LENGTH_LIMITS, IDENTITY_NUMBER_QUERY_FORM_SHAPE } from "@micromall/domain";
import type { IdentityNumberQuery } from "@micromall/domain/schemas";
import { Button, Page, Result, SelectField, TextField } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { useAppStore } from "../../../state/store";
import { DATA_MUTATIONS } from "../api/account-data";
import { PERSONAL_IDENTITY_TYPES, identityTypeOptions } from "../components/data/identity-options";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import styles from "../components/data/data.module.css";
import { DATA_MESSAGES } from "../data.messages";

const QUERY_DEFAULTS = { identifyType: "01", identifyNumber: "" };

type Answer = { readonly free: true } | { readonly free: false; readonly reason: string };

/** The identity number query screen. */
export default function IdentityAuthInfoQueryScreen() {
  const t = useMessages(DATA_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const form = useSchemaForm<typeof QUERY_DEFAULTS, IdentityNumberQuery>(IDENTITY_NUMBER_QUERY_FORM_SHAPE, QUERY_DEFAULTS);
  useFormDraft(form, { formId: "identityAuthInfoQuery", passwords: [] });
  const { errorOf } = form;
  const check = useMutation(DATA_MUTATIONS.checkNumber());
  const [answer, setAnswer] = useState<Answer | null>(null);

  const submit = form.submit(async (values) => {
    setAnswer(null);
    try {
      const result = await check.mutateAsync({ identifyNumber: values.identifyNumber, identifyType: values.identifyType, mallId });
      setAnswer(result.blacklisted ? { free: false, reason: "" } : { free: true });
    } catch (error) {
      if (error instanceof GatewayRefusal) setAnswer({ free: false, reason: error.message });
    }
  });

  return (
    <Page title={t("data.identityQuery.title")} back>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} onChange={() => setAnswer(null)}>
        <p className={styles.note}>{t("data.identityQuery.intro")}</p>
        <SelectField label={t("data.identity.identifyType")} options={identityTypeOptions(PERSONAL_IDENTITY_TYPES, locale)} {...form.field("identifyType")} error={errorOf("identifyType")} />
        <TextField label={t("data.identity.identifyNumber")} autoComplete="off" maxLength={LENGTH_LIMITS.identityNumber.extended} {...form.field("identifyNumber")} error={errorOf("identifyNumber")} />
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("data.identityQuery.submit")}
        </Button>
      </form>
      {answer === null ? null : (
        <Result
          kind={answer.free ? "success" : "failure"}
          headingLevel={2}
          title={t("data.identityQuery.result")}
          description={answer.free ? t("data.identityQuery.free") : t("data.identityQuery.refused", { reason: answer.reason })}
        />
      )}
    </Page>
  );
}
