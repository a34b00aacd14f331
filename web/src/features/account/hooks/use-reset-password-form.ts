/**
 * The forgotten-password form (domain's `ResetPasswordFormSchema`): mobile, SMS code (scene "reset", checked
 * with checkVerificationCode), new password and confirmation; updatePassword; on success the customer goes to
 * /login to use it. The mobile and code survive a failed call and a reload (draft); the passwords do not.
 */
import { useNavigate } from "react-router-dom";
import { RESET_PASSWORD_FORM_SHAPE } from "@micromall/domain";
import type { ResetPasswordForm } from "@micromall/domain/schemas";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { useMessages } from "../../../i18n";
import { toast } from "../../../ui";
import { useMutation } from "@tanstack/react-query";
import { resetPasswordMutation, settle } from "../api/mutations";
import { ACCOUNT_MESSAGES } from "../messages";
import { useSmsCode } from "./use-sms-code";

/** The reset form's values as it starts. */
export const RESET_PASSWORD_DEFAULTS = { mobile: "", code: "", password: "", confirm: "" };

/**
 * State and actions of the reset-password screen.
 * @example const reset = useResetPasswordForm(); <form onSubmit={reset.onSubmit}>…</form>
 */
export function useResetPasswordForm() {
  const m = useMessages(ACCOUNT_MESSAGES);
  const navigate = useNavigate();
  const form = useSchemaForm<typeof RESET_PASSWORD_DEFAULTS, ResetPasswordForm>(RESET_PASSWORD_FORM_SHAPE, RESET_PASSWORD_DEFAULTS);
  const draft = useFormDraft(form, { formId: "resetPassword", passwords: ["password", "confirm"] });
  const sms = useSmsCode("reset");
  const reset = useMutation(resetPasswordMutation);

  async function submit({ mobile, code, password }: ResetPasswordForm) {
    if (!(await sms.verify(form, mobile, code))) return;

    // a refusal is toasted by the query client, a failure was shown by the gateway client
    if (!(await settle(reset.mutateAsync({ mobile, verifyCode: code, password }))).ok) return;
    draft.clear();
    toast(m("account.reset.success"));
    navigate("/login", { replace: true });
  }

  return { form, sms, onSubmit: form.submit(submit) };
}
