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
import { useGatewayAction } from "../../../gateway/hooks";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { newPasswordErrors } from "./field-errors";
import { useFinishLogin } from "./use-finish-login";
import { useMobileCodeForm } from "./use-mobile-code-form";

/** State and actions of the registration screen. */
export function useRegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const form = useMobileCodeForm<"password" | "confirm", "agreement">({
    formId: "register",
    scene: "register",
    passwords: { password: "", confirm: "" },
  });
  const [agreed, setAgreed] = useState(false);
  const openid = useAppStore((state) => state.openid);
  const register = useGatewayAction("register");
  const login = useGatewayAction("login");
  const finishLogin = useFinishLogin();
  const withOpenid = openid === "" ? {} : { openid };

  function changeAgreement(value: boolean) {
    setAgreed(value);
    form.setError("agreement", undefined);
  }

  async function submit() {
    const { mobile, code, password } = form;
    const valid = form.show({
      ...form.mobileCodeErrors(),
      ...newPasswordErrors(password, form.confirm),
      agreement: agreed ? undefined : "account.error.agreementRequired",
    });
    if (!valid || !(await form.verifyCode())) return;

    const registered = await register.run({ mobile, verifyCode: code, password, ...withOpenid });
    if (!registered.ok && !registered.refused) return;
    if (!registered.ok) {
      toast(registered.message);
      return;
    }
    form.clearDraft();
    const loggedIn = await login.run({ mobile, password, ...withOpenid });
    if (loggedIn.ok) {
      finishLogin(loggedIn.data, "account.register.success");
      return;
    }
    toast(t("account.register.loginFailed"));
    navigate("/login", { replace: true });
  }

  return { ...form, agreed, changeAgreement, submit, pending: register.pending || login.pending };
}
