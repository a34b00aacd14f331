/**
 * The login form: password login (login) and SMS quick login (quickLogin), one mobile shared by both tabs.
 * The mobile (and the SMS code) live in a draft so a reload keeps them; the password never does.
 * A business "no" (status ≠ 1, e.g. wrong password) shows the server's message in a toast.
 */
import { useState } from "react";
import { useGatewayAction } from "../../../gateway/hooks";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { loginPasswordError } from "./field-errors";
import { useFinishLogin } from "./use-finish-login";
import { useMobileCodeForm } from "./use-mobile-code-form";

/** The two ways to log in. */
export type LoginMode = "password" | "sms";

/** State and actions of the login screen. */
export function useLoginForm() {
  const [mode, setMode] = useState<LoginMode>("password");
  const form = useMobileCodeForm({ formId: "login", scene: "login", passwords: { password: "" } });
  const openid = useAppStore((state) => state.openid);
  const login = useGatewayAction("login");
  const quickLogin = useGatewayAction("quickLogin");
  const finishLogin = useFinishLogin();

  const withOpenid = openid === "" ? {} : { openid };

  async function submit() {
    const { mobile, code, password } = form;
    const valid = form.show(
      mode === "password" ? { mobile: form.mobileError(), password: loginPasswordError(password) } : form.mobileCodeErrors(),
    );
    if (!valid) return;
    const result =
      mode === "password"
        ? await login.run({ mobile, password, ...withOpenid })
        : await quickLogin.run({ mobile, verifyCode: code, ...withOpenid });
    if (!result.ok && !result.refused) return; // the gateway client has shown the error
    if (!result.ok) {
      toast(result.message);
      return;
    }
    form.clearDraft();
    form.clearPasswords();
    finishLogin(result.data);
  }

  return { ...form, mode, setMode, submit, pending: login.pending || quickLogin.pending };
}
