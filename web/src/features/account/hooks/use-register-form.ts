/**
 * The registration form: mobile, SMS code (scene "register"), password and confirmation, and the agreement
 * box, which starts unticked (no pre-ticked boxes, h5-notes §5). Submitting checks every field, checks the
 * code with the gateway (checkVerificationCode), registers, then logs in with the new password.
 *
 * Decisions: the mobile and the code survive a reload (draft); the passwords and the agreement tick do not —
 * consent is given again after a reload. If registering succeeds but the follow-up login does not, the
 * customer lands on /login with a message, since the account exists.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { LoginRequest, MallUser, RegisterRequest } from "@micromall/domain";
import { useGatewayAction } from "../../../gateway/hooks";
import { useDraft } from "../../../state/draft";
import { useAppStore } from "../../../state/store";
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
import { useFinishLogin } from "./use-finish-login";
import { useSmsCode } from "./use-sms-code";

type RegisterErrors = { mobile?: FieldError; code?: FieldError; password?: FieldError; confirm?: FieldError; agreement?: FieldError };
type RegisterField = "mobile" | "code" | "password" | "confirm";

/** State and actions of the registration screen. */
export function useRegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const [draft, setField, clearDraft] = useDraft("register", { mobile: "", code: "" });
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const openid = useAppStore((state) => state.openid);
  const sms = useSmsCode("register");
  const register = useGatewayAction<RegisterRequest, unknown>("register");
  const login = useGatewayAction<LoginRequest, MallUser>("login");
  const finishLogin = useFinishLogin();
  const withOpenid = openid === "" ? {} : { openid };

  function change(name: RegisterField, value: string) {
    if (name === "password") setPassword(value);
    else if (name === "confirm") setConfirm(value);
    else setField(name, value);
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function changeAgreement(value: boolean) {
    setAgreed(value);
    setErrors((current) => ({ ...current, agreement: undefined }));
  }

  async function sendCode() {
    const mobile = mobileError(draft.mobile);
    setErrors((current) => ({ ...current, mobile }));
    if (mobile === undefined) await sms.send(draft.mobile);
  }

  async function submit() {
    const found: RegisterErrors = {
      mobile: mobileError(draft.mobile),
      code: smsCodeError(draft.code),
      password: newPasswordError(password),
      confirm: confirmPasswordError(password, confirm),
      agreement: agreed ? undefined : "account.error.agreementRequired",
    };
    setErrors(found);
    if (!allValid(found)) return;

    const checked = await sms.check(draft.mobile, draft.code);
    if (checked === "wrong") setErrors((current) => ({ ...current, code: "account.error.smsCodeWrong" }));
    if (checked !== "ok") return;

    const registered = await register.run({ mobile: draft.mobile, verifyCode: draft.code, password, ...withOpenid });
    if (!registered.ok) return;
    if (registered.status !== 1) {
      toast(registered.message);
      return;
    }
    clearDraft();
    const loggedIn = await login.run({ mobile: draft.mobile, password, ...withOpenid });
    if (loggedIn.ok && loggedIn.status === 1) {
      finishLogin(loggedIn.data, "account.register.success");
      return;
    }
    toast(t("account.register.loginFailed"));
    navigate("/login", { replace: true });
  }

  return {
    mobile: draft.mobile,
    code: draft.code,
    password,
    confirm,
    agreed,
    errors,
    change,
    changeAgreement,
    sms,
    sendCode,
    submit,
    pending: register.pending || login.pending,
  };
}
