/**
 * /resetPassword — a forgotten password reset with an SMS code, in two steps: the mobile and its code (下一步:
 * both checked together), then the new password (rule shown) and its confirmation. On success the customer goes
 * to /login (replacing this page, keeping the `?redirect=`), whose form holds the mobile just verified. A mobile
 * with no account is told so at the field ("该手机号未注册，请先注册")
 * (customer report 2, G24): the way to 注册 stands above the form.
 */
import "../account.css";
import { Link } from "../../../ui/Link";
import { useMessages } from "../../../i18n";
import { maskAs } from "@micromall/domain";
import { Button, Page } from "../../../ui";
import { AccountForm } from "../components/AccountFields";
import { MobileField } from "../components/AccountFields";
import { NewPasswordFields } from "../components/NewPasswordFields";
import { SmsCodeField } from "../../../components/sms-code/SmsCodeField";
import { useResetPasswordForm } from "../hooks/use-reset-password-form";
import { useRedirectQuery } from "../hooks/use-redirect-query";
import { ACCOUNT_MESSAGES } from "../messages";
import { ACCOUNT_FORM_MESSAGES } from "../forms.messages";

/** The reset-password screen. */
export default function ResetPasswordScreen() {
  const m = useMessages(ACCOUNT_MESSAGES);
  const f = useMessages(ACCOUNT_FORM_MESSAGES);
  const { form, sms, step, pending, changeMobile, onSubmit } = useResetPasswordForm();
  const query = useRedirectQuery();

  return (
    <Page title={f("account.reset.title")} back>
      <h2 className="screen-heading">{f("account.reset.heading")}</h2>
      {/* above the form, so a message at the mobile field (该手机号未注册，请先注册) never moves it away from the tap */}
      <p className="form-links form-links--inline">
        {f("account.reset.noAccount")}
        <Link to={`/register${query}`} replace>
          {m("account.login.register")}
        </Link>
      </p>
      {step === "code" ? (
        <AccountForm key="code" onSubmit={onSubmit} pending={pending} submitLabel={f("account.reset.next")}>
          <MobileField registration={form.field("mobile")} error={form.errorOf("mobile")} />
          <SmsCodeField registration={form.field("code")} error={form.errorOf("code")} sms={sms} onSend={() => void sms.send(form)} />
        </AccountForm>
      ) : (
        <AccountForm key="password" onSubmit={onSubmit} pending={pending} submitLabel={f("account.reset.submit")}>
          <p className="form-note" role="status">
            {f("account.reset.verified", { mobile: maskAs("mobile", form.getValues("mobile")) })}
          </p>
          <NewPasswordFields
            label="account.field.newPassword"
            password={{ registration: form.field("password"), error: form.errorOf("password") }}
            confirm={{ registration: form.field("confirm"), error: form.errorOf("confirm") }}
          />
        </AccountForm>
      )}
      <nav className="form-links">
        {step === "password" && (
          <Button variant="link" onClick={changeMobile}>
            {f("account.reset.changeMobile")}
          </Button>
        )}
        <Link to={`/login${query}`} replace>
          {f("account.reset.backToLogin")}
        </Link>
      </nav>
    </Page>
  );
}
