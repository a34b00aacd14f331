/**
 * The login form: password login (login) and SMS quick login (quickLogin), one mobile shared by both tabs.
 * The mobile (and the SMS code) live in a draft so a reload keeps them; the password never does.
 * A business "no" (status ≠ 1, e.g. wrong password) shows the server's message in a toast.
 */
import { useState } from "react";
import type { LoginRequest, MallUser, QuickLoginRequest } from "@micromall/domain";
import { useGatewayAction } from "../../../gateway/hooks";
import { useDraft } from "../../../state/draft";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { allValid, loginPasswordError, mobileError, smsCodeError, type FieldError } from "./field-errors";
import { useFinishLogin } from "./use-finish-login";
import { useSmsCode } from "./use-sms-code";

/** The two ways to log in. */
export type LoginMode = "password" | "sms";

type LoginErrors = { mobile?: FieldError; password?: FieldError; code?: FieldError };

/** State and actions of the login screen. */
export function useLoginForm() {
  const [mode, setMode] = useState<LoginMode>("password");
  const [draft, setField, clearDraft] = useDraft("login", { mobile: "", code: "" });
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const openid = useAppStore((state) => state.openid);
  const sms = useSmsCode("login");
  const login = useGatewayAction<LoginRequest, MallUser>("login");
  const quickLogin = useGatewayAction<QuickLoginRequest, MallUser>("quickLogin");
  const finishLogin = useFinishLogin();

  const withOpenid = openid === "" ? {} : { openid };

  function change(name: "mobile" | "code" | "password", value: string) {
    if (name === "password") setPassword(value);
    else setField(name, value);
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function sendCode() {
    const mobile = mobileError(draft.mobile);
    setErrors((current) => ({ ...current, mobile }));
    if (mobile === undefined) await sms.send(draft.mobile);
  }

  async function submit() {
    const found: LoginErrors =
      mode === "password"
        ? { mobile: mobileError(draft.mobile), password: loginPasswordError(password) }
        : { mobile: mobileError(draft.mobile), code: smsCodeError(draft.code) };
    setErrors(found);
    if (!allValid(found)) return;
    const result =
      mode === "password"
        ? await login.run({ mobile: draft.mobile, password, ...withOpenid })
        : await quickLogin.run({ mobile: draft.mobile, verifyCode: draft.code, ...withOpenid });
    if (!result.ok) return; // the gateway client has shown the error
    if (result.status !== 1) {
      toast(result.message);
      return;
    }
    clearDraft();
    setPassword("");
    finishLogin(result.data);
  }

  return {
    mode,
    setMode,
    mobile: draft.mobile,
    code: draft.code,
    password,
    errors,
    change,
    sms,
    sendCode,
    submit,
    pending: login.pending || quickLogin.pending,
  };
}
