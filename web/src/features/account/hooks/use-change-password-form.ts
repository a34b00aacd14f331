/**
 * Changing the password of the logged-in customer: current password, new password (mall rule, not the
 * current one) and its confirmation; changeMallPassword with the mall id. On success the customer returns to
 * settings. Nothing of this form is kept in a draft: every field is a password.
 */
import { useNavigate } from "react-router-dom";
import { useGatewayAction } from "../../../gateway/hooks";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { loginPasswordError, newPasswordErrors } from "./field-errors";
import { useFieldErrors } from "./use-field-errors";
import { usePasswordValues } from "./use-password-values";

type ChangePasswordField = "oldPassword" | "password" | "confirm";

/** State and actions of the change-password screen (`password` is the new password). */
export function useChangePasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const [values, setValue, reset] = usePasswordValues({ oldPassword: "", password: "", confirm: "" });
  const { errors, set, show } = useFieldErrors<ChangePasswordField>();
  const changePassword = useGatewayAction("changeMallPassword");

  function change(name: ChangePasswordField, value: string) {
    setValue(name, value);
    set(name, undefined);
  }

  async function submit() {
    const { oldPassword, password, confirm } = values;
    if (!show({ oldPassword: loginPasswordError(oldPassword), ...newPasswordErrors(password, confirm, oldPassword) })) return;
    const result = await changePassword.run({ mallId, oldPassword, newPassword: password });
    if (!result.ok && !result.refused) return;
    if (!result.ok) {
      toast(result.message);
      return;
    }
    reset();
    toast(t("account.changePassword.success"));
    navigate("/shopset", { replace: true });
  }

  return { ...values, errors, change, submit, pending: changePassword.pending };
}
