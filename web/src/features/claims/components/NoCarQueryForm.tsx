/**
 * The non-motor claim query's form (issue 21, spec §3 "Claim query"): name, identity type (the claim query's own
 * 1200xx table), number, and the mobile with an SMS code. Checked by domain's `noCarClaimQuery` shape (every field
 * on blur and on submit, with its exact fault: an ID card number by `parseIdCard`'s reason); the code is sent with
 * the shared SMS code hook and checked with `checkNocarVCode`; then the criteria (domain's `noCarClaimQueryPayload`)
 * go to the caller, which lists the claims with them.
 *
 * Decisions where the spec is silent:
 * - The code is sent with the scene `login` (a code to any valid mobile, registered or not: the spec names no
 *   claim-query scene); the mobile starts as the account's.
 * - The typed criteria survive a failed call and a reload (the tab's draft), never the code; they are cleared once
 *   the code is right. One submit at a time (the form engine): a second tap while the check runs does nothing.
 * - Loaded on its own (lazily) by the claim list, so the list route does not carry the form engine.
 * - The code is sent with `useSmsCode`, not the account forms' `useAccountSmsCode`: the scene `login` asks no account
 *   check, so the form does not ship that check and its texts (the /claimCar budget, `npm run size`).
 */
import { LENGTH_LIMITS, NO_CAR_CLAIM_QUERY_FORM_SHAPE, EMPTY_NO_CAR_CLAIM_QUERY, claimQueryIdentityTypeOptions, noCarClaimQueryPayload, type NoCarClaimLookupRequest } from "@micromall/domain";
import type { NoCarClaimQueryForm, NoCarClaimQueryFormSchema } from "@micromall/domain/schemas";
import { Button, SelectField, TextField } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { useSmsCode } from "../../../components/sms-code/use-sms-code";
import { SmsCodeField } from "../../../components/sms-code/SmsCodeField";
import { digitsOnly } from "../../../components/sms-code/digits-only";
import { checkNoCarCodeMutation } from "../api/claim-queries";
import { NOCAR_MESSAGES } from "../noncar.messages";
import styles from "../claims.module.css";

type QueryValues = typeof NoCarClaimQueryFormSchema.Encoded;

/** Props of {@link NoCarQueryForm}. */
export interface NoCarQueryFormProps {
  /** Called with the checked criteria once the SMS code is right. */
  readonly onFound: (payload: NoCarClaimLookupRequest) => void;
}

/**
 * @example <NoCarQueryForm onFound={(payload) => showClaims(payload)} />
 */
export default function NoCarQueryForm({ onFound }: NoCarQueryFormProps) {
  const t = useMessages(NOCAR_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const user = useAppStore((state) => state.userMallInfo);
  const empty: QueryValues = { ...EMPTY_NO_CAR_CLAIM_QUERY, mobile: user?.mobile ?? "" };
  const form = useSchemaForm<QueryValues, NoCarClaimQueryForm>(NO_CAR_CLAIM_QUERY_FORM_SHAPE, empty);
  const draft = useFormDraft(form, { formId: "claims:noCarQuery", passwords: ["code"] });
  const sms = useSmsCode("login", { check: checkNoCarCodeMutation });
  const { errorOf } = form;

  const submit = form.submit(async (values) => {
    if (!(await sms.verify(form, values.mobile, values.code))) return;
    draft.clear();
    onFound(noCarClaimQueryPayload(values, mallId));
  });

  return (
    <form className={styles.form} noValidate aria-label={t("noCar.query")} onSubmit={(event) => void submit(event)}>
      <p className={styles.intro}>{t("noCar.intro")}</p>
      <TextField label={t("noCar.name")} autoComplete="name" maxLength={LENGTH_LIMITS.name.claimQuery} {...form.field("name")} error={errorOf("name")} />
      <SelectField label={t("noCar.type")} options={claimQueryIdentityTypeOptions(locale)} {...form.field("fcQueryIdentifyType")} />
      <TextField
        label={t("noCar.number")}
        autoComplete="off"
        maxLength={LENGTH_LIMITS.identityNumber.extended}
        {...form.field("fcQueryIdentifyNumber")}
        error={errorOf("fcQueryIdentifyNumber")}
      />
      <TextField
        label={t("noCar.mobile")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={LENGTH_LIMITS.mobile}
        {...digitsOnly(form.field("mobile"))}
        error={errorOf("mobile")}
      />
      <SmsCodeField registration={form.field("code")} error={errorOf("code")} sms={sms} onSend={() => void sms.send(form)} />
      <Button type="submit" variant="primary" block disabled={form.pending}>
        {t("noCar.submit")}
      </Button>
    </form>
  );
}
