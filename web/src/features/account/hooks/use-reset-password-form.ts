/**
 * The forgotten-password form: mobile, SMS code (scene "reset", checked with checkVerificationCode), new
 * password and confirmation; updatePassword; on success the customer goes to /login to use it.
 * The mobile and code survive a reload (draft); the passwords do not.
 */
import { useNavigate } from "react-router-dom";
import { useGatewayAction } from "../../../gateway/hooks";
import { toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { newPasswordErrors } from "./field-errors";
import { useMobileCodeForm } from "./use-mobile-code-form";

/** State and actions of the reset-password screen. */
export function useResetPasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const form = useMobileCodeForm({ formId: "resetPassword", scene: "reset", passwords: { password: "", confirm: "" } });
  const reset = useGatewayAction("updatePassword");

  async function submit() {
    const { mobile, code, password } = form;
    const valid = form.show({ ...form.mobileCodeErrors(), ...newPasswordErrors(password, form.confirm) });
    if (!valid || !(await form.verifyCode())) return;

    const result = await reset.run({ mobile, verifyCode: code, password });
    if (!result.ok && !result.refused) return;
    if (!result.ok) {
      toast(result.message);
      return;
    }
    form.clearDraft();
    toast(t("account.reset.success"));
    navigate("/login", { replace: true });
  }

  return { ...form, submit, pending: reset.pending };
}
