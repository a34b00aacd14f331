/**
 * The claim binding form (/Bind, /userBind): name, identity type and number, birthday, sex (0 male, 1 female)
 * and mobile (spec §3), validated by domain's `claimBind` form shape before `bindUserInfo`.
 *
 * Decisions where the spec is silent:
 * - Name and mobile start from the logged-in account; a verified account's identity (name, type and number,
 *   `lookIdentify`) fills what the customer has not typed, so a verified customer only confirms (issue 20
 *   item 6); an identity card number fills birthday and sex
 *   (domain's `claimBindFacts`), which stay editable for other documents.
 * - Birthday is the mall's date picker (`FormDateField`: typed `YYYY-MM-DD` or picked on its sheet, which loads
 *   when first opened) bounded by domain's `birthdayRange()` (100 years back to today, spec §5) and starting at
 *   `DEFAULT_BIRTHDAY` (2000/01/01); typed nonsense says 输入的数据不合法! (spec §5), a date out of range names the bound.
 * - The typed values survive a failed call and a reload (the tab's draft); they are cleared once bound.
 */
import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { INSURED_IDENTITY_TYPES, DEFAULT_BIRTHDAY, LENGTH_LIMITS, birthdayRange, claimBindFacts, identityTypeName, CLAIM_BIND_FORM_SHAPE } from "@micromall/domain";
import type { ClaimBindForm, ClaimBindFormSchema } from "@micromall/domain/schemas";
import { Button, SelectField, TextField, toast } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { bindMutation, verifiedIdentityQuery } from "../api/claim-queries";
import { BIND_MESSAGES } from "../bind.messages";
import styles from "../claims.module.css";
import { FormDateField } from "../../../components/FormDateField";

type BindValues = typeof ClaimBindFormSchema.Encoded;

/**
 * @example <BindForm onBound={() => navigate("/claimList")} />
 */
export function BindForm({ onBound }: { readonly onBound: () => void }) {
  const t = useMessages(BIND_MESSAGES);
  const locale = useLocale();
  const mallId = useAppStore((state) => state.mallId);
  const user = useAppStore((state) => state.userMallInfo);
  const empty: BindValues = { username: user?.userName ?? "", identifytype: "01", identifynumber: "", birthday: "", sex: "0", mobliephone: user?.mobile ?? "" };
  const form = useSchemaForm<BindValues, ClaimBindForm>(CLAIM_BIND_FORM_SHAPE, empty);
  // spec §5 "Date ranges": a query or binding birth date lies within 100 years back to today; the sheet starts at 2000/01/01
  const [birthdays] = useState(() => birthdayRange());
  const draft = useFormDraft(form, { formId: "claims:bind", passwords: [] });
  const bind = useMutation(bindMutation());
  const { errorOf, setValue, getValues } = form;

  // a verified customer's identity, into the fields still empty (the type only with its number)
  const verified = useQuery({ ...verifiedIdentityQuery(mallId), enabled: mallId !== "" }).data;
  const prefilled = useRef(false);
  useEffect(() => {
    if (verified === undefined || prefilled.current) return;
    prefilled.current = true;
    const current = getValues();
    if (current.username === "" && verified.name !== "") setValue("username", verified.name);
    if (current.identifynumber === "" && verified.identifyNumber !== "" && INSURED_IDENTITY_TYPES.includes(verified.identifyType)) {
      setValue("identifytype", verified.identifyType);
      setValue("identifynumber", verified.identifyNumber);
    }
  }, [verified, getValues, setValue]);

  const type = form.watch("identifytype");
  const number = form.watch("identifynumber");
  useEffect(() => {
    const facts = claimBindFacts(type, number);
    if (facts === null) return;
    setValue("birthday", facts.birthday);
    setValue("sex", facts.sex);
  }, [type, number, setValue]);

  const submit = form.submit(async (values) => {
    try {
      await bind.mutateAsync({ ...values, mallId });
    } catch {
      return;
    }
    draft.clear();
    toast(t("bind.done"));
    onBound();
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.intro}>{t("bind.intro")}</p>
      <TextField label={t("bind.username")} autoComplete="name" maxLength={LENGTH_LIMITS.name.claimQuery} {...form.field("username")} error={errorOf("username")} />
      <SelectField
        label={t("bind.identifytype")}
        options={INSURED_IDENTITY_TYPES.map((code) => ({ value: code, label: identityTypeName(code, locale) }))}
        {...form.field("identifytype")}
      />
      <TextField label={t("bind.identifynumber")} autoComplete="off" maxLength={LENGTH_LIMITS.identityNumber.extended} {...form.field("identifynumber")} error={errorOf("identifynumber")} />
      <FormDateField form={form} name="birthday" label={t("bind.birthday")} min={birthdays.min} max={birthdays.max} defaultValue={DEFAULT_BIRTHDAY} />
      <SelectField
        label={t("bind.sex")}
        options={[
          { value: "0", label: t("bind.sex.0") },
          { value: "1", label: t("bind.sex.1") },
        ]}
        {...form.field("sex")}
      />
      <TextField label={t("bind.mobliephone")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={LENGTH_LIMITS.mobile} {...form.field("mobliephone")} error={errorOf("mobliephone")} />
      <Button type="submit" variant="primary" block disabled={form.pending}>
        {t("bind.submit")}
      </Button>
    </form>
  );
}
