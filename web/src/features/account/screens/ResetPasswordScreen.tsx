/**
 * /resetPassword — a forgotten password reset with an SMS code: mobile, code, new password (rule shown) and
 * confirmation. On success the customer goes to /login.
 */
import "../account.css";
import { Link } from "react-router-dom";
import { useMessages } from "../../../i18n";
import { Page } from "../../../ui";
import { AccountForm } from "../components/AccountForm";
import { MobileField } from "../components/MobileField";
import { NewPasswordFields } from "../components/NewPasswordFields";
import { SmsCodeField } from "../components/SmsCodeField";
import { useResetPasswordForm } from "../hooks/use-reset-password-form";
import { ACCOUNT_MESSAGES } from "../messages";

/** The reset-password screen. */
export default function ResetPasswordScreen() {
  const m = useMessages(ACCOUNT_MESSAGES);
  const { form, sms, onSubmit } = useResetPasswordForm();

  return (
    <Page title={m("account.reset.title")} back>
      <h2 className="screen-heading">{m("account.reset.heading")}</h2>
      <AccountForm onSubmit={onSubmit} pending={form.pending} submitLabel="account.reset.submit">
        <MobileField registration={form.field("mobile")} error={form.errorOf("mobile")} />
        <SmsCodeField registration={form.field("code")} error={form.errorOf("code")} sms={sms} onSend={() => void sms.send(form)} />
        <NewPasswordFields
          label="account.field.newPassword"
          password={{ registration: form.field("password"), error: form.errorOf("password") }}
          confirm={{ registration: form.field("confirm"), error: form.errorOf("confirm") }}
        />
      </AccountForm>
      <nav className="form-links">
        <Link to="/login">{m("account.reset.backToLogin")}</Link>
      </nav>
    </Page>
  );
}
