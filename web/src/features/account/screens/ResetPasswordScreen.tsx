/**
 * /resetPassword — a forgotten password reset with an SMS code: mobile, code, new password (rule shown) and
 * confirmation. On success the customer goes to /login.
 */
import "../account.css";
import type { FormEvent } from "react";
import { Link } from "react-router-dom";
import { Button, Page } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { MobileField } from "../components/MobileField";
import { PasswordField } from "../components/PasswordField";
import { SmsCodeField } from "../components/SmsCodeField";
import { useResetPasswordForm } from "../hooks/use-reset-password-form";

/** The reset-password screen. */
export default function ResetPasswordScreen() {
  const t = useT();
  const form = useResetPasswordForm();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <Page title={t("account.reset.title")} back>
      <h2 className="screen-heading">{t("account.reset.heading")}</h2>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <MobileField value={form.mobile} onChange={(value) => form.change("mobile", value)} error={form.errors.mobile} />
        <SmsCodeField
          value={form.code}
          onChange={(value) => form.change("code", value)}
          error={form.errors.code}
          remaining={form.sms.remaining}
          sending={form.sms.sending}
          sent={form.sms.sent}
          onSend={() => void form.sendCode()}
        />
        <PasswordField
          label="account.field.newPassword"
          value={form.password}
          onChange={(value) => form.change("password", value)}
          error={form.errors.password}
          autoComplete="new-password"
          showRule
        />
        <PasswordField
          label="account.field.confirmPassword"
          value={form.confirm}
          onChange={(value) => form.change("confirm", value)}
          error={form.errors.confirm}
          autoComplete="new-password"
          placeholder={t("account.field.confirmPlaceholder")}
        />
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("account.reset.submit")}
        </Button>
      </form>
      <nav className="form-links">
        <Link to="/login">{t("account.reset.backToLogin")}</Link>
      </nav>
    </Page>
  );
}
