/**
 * Changing the mobile number of the logged-in customer, in two steps (F17: never without proof).
 *
 * The spec names no more than the route (/mocmobile, "change phone number") and the mall-account calls; among them
 * `checkUserAndCode` (a mobile and its SMS code, checked together) and `updatePhone`. Our reading, as the fixtures':
 * 1. Proof of the owner: an SMS code sent to the current number (scene "verify"), checked by domain's Schema
 *    (`SmsLoginFormSchema`: the current number and a well-formed code) before any call, then with the gateway
 *    (`checkUserAndCode`). The password is not asked: the spec names no call that checks it for this change.
 * 2. The new number: domain's `ChangeMobileFormSchema` of the current number (a different, valid number) and an SMS
 *    code sent to it (scene "mobile"); `updatePhone` carries both codes (`oldVerifyCode`: the proof), so a gateway
 *    that is asked directly refuses a change without proof too. Then the stored user gets the new number and the
 *    mutation marks the customer's summary stale (domain's `CALL_CHANGES.updatePhone`), and the customer returns to
 *    settings by going back (`ui/use-return.ts`: settings is not pushed again; customer report 2, G5). 个人中心 and 设置
 *    read the number through `useCustomer` (the stored one), the other screens and the session check from the store
 *    too, so it shows everywhere at once.
 *
 * The new number and its code survive a failed call and a reload (draft, keyed to the account); the proof does not
 * (a code is single-use): after a reload the first step is asked again.
 */
import { useState } from "react";
import { CHANGE_MOBILE_FORM_SHAPE, SMS_LOGIN_FORM_SHAPE } from "@micromall/domain";
import type { ChangeMobileForm, SmsLoginForm } from "@micromall/domain/schemas";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { toast, useReturn } from "../../../ui";
import { useMutation } from "@tanstack/react-query";
import { changeMobileMutation, settle } from "../api/mutations";
import { ACCOUNT_FORM_MESSAGES } from "../forms.messages";
import { useAccountSmsCode } from "../../../components/sms-code/use-account-sms-code";

/** The change-mobile form's values as it starts. */
export const CHANGE_MOBILE_DEFAULTS = { mobile: "", code: "" };

/**
 * State and actions of the change-mobile screen: `step` "verify" (the current number's code) then "change".
 * @example const change = useChangeMobileForm(); change.step // "verify"
 */
export function useChangeMobileForm() {
  const f = useMessages(ACCOUNT_FORM_MESSAGES);
  const goBack = useReturn();
  const mallId = useAppStore((state) => state.mallId);
  const user = useAppStore((state) => state.userMallInfo);
  const updateSession = useAppStore((state) => state.updateSession);
  const currentMobile = user?.mobile ?? "";
  // step 1: the current number (not a field the customer types) and the code sent to it
  const [proof, setProof] = useState<string | null>(null);
  const verifyForm = useSchemaForm<typeof CHANGE_MOBILE_DEFAULTS, SmsLoginForm>(SMS_LOGIN_FORM_SHAPE, { mobile: currentMobile, code: "" });
  const verifySms = useAccountSmsCode("verify");
  // step 2: the new number and its code
  const form = useSchemaForm<typeof CHANGE_MOBILE_DEFAULTS, ChangeMobileForm>(CHANGE_MOBILE_FORM_SHAPE, CHANGE_MOBILE_DEFAULTS, { currentMobile });
  const draft = useFormDraft(form, { formId: "changeMobile", passwords: [] });
  const sms = useAccountSmsCode("mobile");
  const updatePhone = useMutation(changeMobileMutation);

  async function verify({ code }: SmsLoginForm) {
    if (await verifySms.verify(verifyForm, currentMobile, code)) setProof(code);
  }

  async function submit({ mobile, code }: ChangeMobileForm) {
    if (proof === null) return;
    // a refusal is toasted by the query client, a failure was shown by the gateway client: the form stays
    if (!(await settle(updatePhone.mutateAsync({ mallId, newMobile: mobile, verifyCode: code, oldVerifyCode: proof }))).ok) return;
    if (user !== null) updateSession({ userMallInfo: { ...user, mobile } });
    draft.clear();
    toast(f("account.changeMobile.success"));
    goBack("/shopset");
  }

  return {
    step: proof === null ? ("verify" as const) : ("change" as const),
    verifyForm,
    verifySms,
    onVerify: verifyForm.submit(verify),
    form,
    sms,
    currentMobile,
    onSubmit: form.submit(submit),
  };
}
