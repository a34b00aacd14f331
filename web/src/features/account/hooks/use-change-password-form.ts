/**
 * Changing the password of the logged-in customer: current password, new password (mall rule) and its
 * confirmation; changeMallPassword with the mall id. On success the customer returns to settings.
 * Nothing of this form is kept in a draft: every field is a password.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { ChangePasswordRequest } from "@micromall/domain";
import { useGatewayAction } from "../../../gateway/hooks";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { allValid, confirmPasswordError, loginPasswordError, newPasswordError, type FieldError } from "./field-errors";

type ChangePasswordErrors = { oldPassword?: FieldError; newPassword?: FieldError; confirm?: FieldError };
type ChangePasswordField = keyof ChangePasswordErrors;

/** State and actions of the change-password screen. */
export function useChangePasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const [values, setValues] = useState<Record<ChangePasswordField, string>>({ oldPassword: "", newPassword: "", confirm: "" });
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const change = useGatewayAction<ChangePasswordRequest, unknown>("changeMallPassword");

  function update(name: ChangePasswordField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function submit() {
    const newPassword =
      newPasswordError(values.newPassword) ??
      (values.newPassword === values.oldPassword ? "account.error.samePassword" : undefined);
    const found: ChangePasswordErrors = {
      oldPassword: loginPasswordError(values.oldPassword),
      newPassword,
      confirm: confirmPasswordError(values.newPassword, values.confirm),
    };
    setErrors(found);
    if (!allValid(found)) return;
    const result = await change.run({ mallId, oldPassword: values.oldPassword, newPassword: values.newPassword });
    if (!result.ok) return;
    if (result.status !== 1) {
      toast(result.message);
      return;
    }
    setValues({ oldPassword: "", newPassword: "", confirm: "" });
    toast(t("account.changePassword.success"));
    navigate("/shopset", { replace: true });
  }

  return { values, errors, update, submit, pending: change.pending };
}
