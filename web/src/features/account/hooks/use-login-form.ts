/**
 * The login form: password login (login) and SMS quick login (quickLogin) in one form, so the mobile is shared
 * by both tabs. The mode picks domain's Schema (`LoginFormSchema` or `SmsLoginFormSchema`). The mobile and the
 * SMS code live in a draft (a failed call or a reload keeps them); the password never does.
 * A business "no" (status ≠ 1, e.g. a wrong password) shows the server's message in a toast (the query client's one place).
 * After a password reset the form starts with the mobile just verified: the reset puts it into this form's draft
 * (`seedFormDraft`; customer report 2, G24), so the customer types only the new password.
 */
import { useState } from "react";
import { LOGIN_FORM_SHAPE, SMS_LOGIN_FORM_SHAPE } from "@micromall/domain";
import type { LoginForm, SmsLoginForm } from "@micromall/domain/schemas";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { useAppStore } from "../../../state/store";
import { useMutation } from "@tanstack/react-query";
import { loginMutation, quickLoginMutation, settle } from "../api/mutations";
import { useFinishLogin } from "./use-finish-login";
import { useAccountSmsCode } from "../../../components/sms-code/use-account-sms-code";

/** The two ways to log in. */
export type LoginMode = "password" | "sms";

/** The login form's values (both modes). */
export const LOGIN_DEFAULTS = { mobile: "", password: "", code: "" };

/**
 * State and actions of the login screen.
 * @example const login = useLoginForm(); <form onSubmit={login.onSubmit}>…</form>
 */
export function useLoginForm() {
  const [mode, setMode] = useState<LoginMode>("password");
  const form = useSchemaForm<typeof LOGIN_DEFAULTS, LoginForm | SmsLoginForm>(mode === "password" ? LOGIN_FORM_SHAPE : SMS_LOGIN_FORM_SHAPE, LOGIN_DEFAULTS);
  const draft = useFormDraft(form, { formId: "login", passwords: ["password"] });
  const sms = useAccountSmsCode("login");
  const openid = useAppStore((state) => state.openid);
  const login = useMutation(loginMutation);
  const quickLogin = useMutation(quickLoginMutation);
  const finishLogin = useFinishLogin();
  const withOpenid = openid === "" ? {} : { openid };

  function changeMode(next: LoginMode) {
    form.clearErrors();
    setMode(next);
  }

  async function submit(values: LoginForm | SmsLoginForm) {
    // a refusal ("手机号或密码错误") is toasted by the query client, a failure was shown by the gateway client
    const result = await settle(
      "password" in values
        ? login.mutateAsync({ mobile: values.mobile, password: values.password, ...withOpenid })
        : quickLogin.mutateAsync({ mobile: values.mobile, verifyCode: values.code, ...withOpenid }),
    );
    if (!result.ok) return;
    draft.clear();
    form.resetField("password");
    await finishLogin(result.data);
  }

  return { form, mode, setMode: changeMode, sms, onSubmit: form.submit(submit) };
}
