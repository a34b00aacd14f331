/**
 * The forgotten-password form (domain's `ResetPasswordFormSchema`) in two steps: first the mobile and the SMS
 * code (scene "reset": the mobile must be registered before a code goes out, `loginCheckUser`), checked together
 * with `checkUserAndCode` on 下一步; only then the new password and its confirmation; updatePassword; on success
 * the customer goes to /login to use it (the page replaced, the `?redirect=` kept), its mobile already filled in. The mobile and code survive a failed call and a reload (draft); the
 * passwords do not. Changing the mobile goes back to the first step.
 */
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { RESET_PASSWORD_FORM_SHAPE } from "@micromall/domain";
import type { ResetPasswordForm } from "@micromall/domain/schemas";
import { useFormDraft } from "../../../forms/use-form-draft";
import { seedFormDraft } from "../../../forms/seed-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { useMessages } from "../../../i18n";
import { toast } from "../../../ui";
import { useMutation } from "@tanstack/react-query";
import { resetPasswordMutation, settle } from "../api/mutations";
import { ACCOUNT_FORM_MESSAGES } from "../forms.messages";
import { useAccountSmsCode } from "../../../components/sms-code/use-account-sms-code";
import { useRedirectQuery } from "./use-redirect-query";

/** The two steps: the mobile and its code, then the new password. */
export type ResetStep = "code" | "password";

/** The reset form's values as it starts. */
export const RESET_PASSWORD_DEFAULTS = { mobile: "", code: "", password: "", confirm: "" };

/**
 * State and actions of the reset-password screen.
 * @example const reset = useResetPasswordForm(); <form onSubmit={reset.onSubmit}>…</form>
 */
export function useResetPasswordForm() {
  const f = useMessages(ACCOUNT_FORM_MESSAGES);
  const navigate = useNavigate();
  const query = useRedirectQuery();
  const form = useSchemaForm<typeof RESET_PASSWORD_DEFAULTS, ResetPasswordForm>(RESET_PASSWORD_FORM_SHAPE, RESET_PASSWORD_DEFAULTS);
  const draft = useFormDraft(form, { formId: "resetPassword", passwords: ["password", "confirm"] });
  const sms = useAccountSmsCode("reset");
  const reset = useMutation(resetPasswordMutation);
  const [step, setStep] = useState<ResetStep>("code");
  const [checking, setChecking] = useState(false);

  /** Step 1: the mobile and code by their own rules, then both together with the gateway. */
  async function checkCode(event?: FormEvent) {
    event?.preventDefault();
    if (checking) return;
    setChecking(true);
    try {
      if (!(await form.trigger(["mobile", "code"], { shouldFocus: true }))) return;
      const { mobile, code } = form.getValues();
      if (await sms.verify(form, mobile, code)) setStep("password");
    } finally {
      setChecking(false);
    }
  }

  function changeMobile() {
    form.resetField("password");
    form.resetField("confirm");
    setStep("code");
  }

  async function submit({ mobile, code, password }: ResetPasswordForm) {
    // a refusal is toasted by the query client, a failure was shown by the gateway client
    if (!(await settle(reset.mutateAsync({ mobile, verifyCode: code, password }))).ok) return;
    draft.clear();
    toast(f("account.reset.success"));
    seedFormDraft("login", { mobile });
    navigate(`/login${query}`, { replace: true });
  }

  return {
    form,
    sms,
    step,
    pending: form.pending || checking,
    changeMobile,
    onSubmit: step === "code" ? (event?: FormEvent) => void checkCode(event) : form.submit(submit),
  };
}
