/**
 * The forgotten-password form: mobile, SMS code (scene "reset", checked with checkVerificationCode), new
 * password and confirmation; updatePassword; on success the customer goes to /login to use it.
 * The mobile and code survive a reload (draft); the passwords do not.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { ResetPasswordRequest } from "@micromall/domain";
import { useGatewayAction } from "../../../gateway/hooks";
import { useDraft } from "../../../state/draft";
import { toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import {
  allValid,
  confirmPasswordError,
  mobileError,
  newPasswordError,
  smsCodeError,
  type FieldError,
} from "./field-errors";
import { useSmsCode } from "./use-sms-code";

type ResetErrors = { mobile?: FieldError; code?: FieldError; password?: FieldError; confirm?: FieldError };
type ResetField = "mobile" | "code" | "password" | "confirm";

/** State and actions of the reset-password screen. */
export function useResetPasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const [draft, setField, clearDraft] = useDraft("resetPassword", { mobile: "", code: "" });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<ResetErrors>({});
  const sms = useSmsCode("reset");
  const reset = useGatewayAction<ResetPasswordRequest, unknown>("updatePassword");

  function change(name: ResetField, value: string) {
    if (name === "password") setPassword(value);
    else if (name === "confirm") setConfirm(value);
    else setField(name, value);
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function sendCode() {
    const mobile = mobileError(draft.mobile);
    setErrors((current) => ({ ...current, mobile }));
    if (mobile === undefined) await sms.send(draft.mobile);
  }

  async function submit() {
    const found: ResetErrors = {
      mobile: mobileError(draft.mobile),
      code: smsCodeError(draft.code),
      password: newPasswordError(password),
      confirm: confirmPasswordError(password, confirm),
    };
    setErrors(found);
    if (!allValid(found)) return;

    const checked = await sms.check(draft.mobile, draft.code);
    if (checked === "wrong") setErrors((current) => ({ ...current, code: "account.error.smsCodeWrong" }));
    if (checked !== "ok") return;

    const result = await reset.run({ mobile: draft.mobile, verifyCode: draft.code, password });
    if (!result.ok) return;
    if (result.status !== 1) {
      toast(result.message);
      return;
    }
    clearDraft();
    toast(t("account.reset.success"));
    navigate("/login", { replace: true });
  }

  return { mobile: draft.mobile, code: draft.code, password, confirm, errors, change, sms, sendCode, submit, pending: reset.pending };
}
