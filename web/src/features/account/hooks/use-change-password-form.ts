/**
 * Changing the password of the logged-in customer (domain's `ChangePasswordFormSchema`): current password, new
 * password (mall rule, not the current one) and its confirmation; changeMallPassword with the mall id. On
 * success the customer returns to settings by going back (`ui/use-return.ts`: settings is not pushed again). Nothing of this form is kept in a draft: every field is a password.
 */
import { CHANGE_PASSWORD_FORM_SHAPE } from "@micromall/domain";
import type { ChangePasswordForm } from "@micromall/domain/schemas";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { toast, useReturn } from "../../../ui";
import { useMutation } from "@tanstack/react-query";
import { changePasswordMutation, settle } from "../api/mutations";
import { ACCOUNT_FORM_MESSAGES } from "../forms.messages";

/** The change-password form's values as it starts (`password` is the new password). */
export const CHANGE_PASSWORD_DEFAULTS = { oldPassword: "", password: "", confirm: "" };

/**
 * State and actions of the change-password screen.
 * @example const change = useChangePasswordForm(); <form onSubmit={change.onSubmit}>…</form>
 */
export function useChangePasswordForm() {
  const f = useMessages(ACCOUNT_FORM_MESSAGES);
  const goBack = useReturn();
  const mallId = useAppStore((state) => state.mallId);
  const form = useSchemaForm<typeof CHANGE_PASSWORD_DEFAULTS, ChangePasswordForm>(CHANGE_PASSWORD_FORM_SHAPE, CHANGE_PASSWORD_DEFAULTS);
  const changePassword = useMutation(changePasswordMutation);

  async function submit({ oldPassword, password }: ChangePasswordForm) {
    // a refusal ("原密码错误") is toasted by the query client, a failure was shown by the gateway client
    if (!(await settle(changePassword.mutateAsync({ mallId, oldPassword, newPassword: password }))).ok) return;
    form.reset();
    toast(f("account.changePassword.success"));
    goBack("/shopset");
  }

  return { form, onSubmit: form.submit(submit) };
}
