/**
 * The registration form (domain's `RegisterFormSchema`): mobile, SMS code (scene "register"), password and
 * confirmation, and the agreement box, which starts unticked and is required (no pre-ticked boxes, h5-notes
 * §5). A valid form checks the code with the gateway (checkVerificationCode), registers, then logs in with the
 * new password.
 *
 * Decisions: the mobile and the code survive a failed call and a reload (draft); the passwords and the
 * agreement tick do not — consent is given again after a reload. If registering succeeds but the follow-up
 * login does not, the customer lands on /login with a message, since the account exists.
 */
import { useNavigate } from "react-router-dom";
import { REGISTER_FORM_SHAPE } from "@micromall/domain";
import type { RegisterForm } from "@micromall/domain/schemas";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { useMutation } from "@tanstack/react-query";
import { loginMutation, registerMutation, settle } from "../api/mutations";
import { ACCOUNT_FORM_MESSAGES } from "../forms.messages";
import { useFinishLogin } from "./use-finish-login";
import { useRedirectQuery } from "./use-redirect-query";
import { useAccountSmsCode } from "../../../components/sms-code/use-account-sms-code";

/** The registration form's values as it starts: nothing typed, the agreement NOT ticked. */
export const REGISTER_DEFAULTS = { mobile: "", code: "", password: "", confirm: "", agreement: false };

/**
 * State and actions of the registration screen.
 * @example const register = useRegisterForm(); <form onSubmit={register.onSubmit}>…</form>
 */
export function useRegisterForm() {
  const f = useMessages(ACCOUNT_FORM_MESSAGES);
  const navigate = useNavigate();
  const query = useRedirectQuery();
  const form = useSchemaForm<typeof REGISTER_DEFAULTS, RegisterForm>(REGISTER_FORM_SHAPE, REGISTER_DEFAULTS);
  const draft = useFormDraft(form, { formId: "register", passwords: ["password", "confirm"] });
  const sms = useAccountSmsCode("register");
  const openid = useAppStore((state) => state.openid);
  const register = useMutation(registerMutation);
  const login = useMutation(loginMutation);
  const finishLogin = useFinishLogin();
  const withOpenid = openid === "" ? {} : { openid };

  async function submit({ mobile, code, password }: RegisterForm) {
    if (!(await sms.verify(form, mobile, code))) return;

    // a refusal is toasted by the query client, a failure was shown by the gateway client
    if (!(await settle(register.mutateAsync({ mobile, verifyCode: code, password, ...withOpenid }))).ok) return;
    draft.clear();
    const loggedIn = await settle(login.mutateAsync({ mobile, password, ...withOpenid }));
    if (loggedIn.ok) {
      await finishLogin(loggedIn.data, f("account.register.success"));
      return;
    }
    toast(f("account.register.loginFailed"));
    navigate(`/login${query}`, { replace: true });
  }

  return { form, sms, onSubmit: form.submit(submit) };
}
