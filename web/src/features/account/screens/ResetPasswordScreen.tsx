/**
 * /resetPassword — a forgotten password reset with an SMS code: mobile, code, new password (rule shown) and
 * confirmation. On success the customer goes to /login.
 */
import "../account.css";
import { Link } from "react-router-dom";
import { Page } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { AccountForm } from "../components/AccountForm";
import { MobileCodeFields } from "../components/MobileCodeFields";
import { NewPasswordFields } from "../components/NewPasswordFields";
import { useResetPasswordForm } from "../hooks/use-reset-password-form";

/** The reset-password screen. */
export default function ResetPasswordScreen() {
  const t = useT();
  const form = useResetPasswordForm();

  return (
    <Page title={t("account.reset.title")} back>
      <h2 className="screen-heading">{t("account.reset.heading")}</h2>
      <AccountForm onSubmit={form.submit} pending={form.pending} submitLabel="account.reset.submit">
        <MobileCodeFields form={form} />
        <NewPasswordFields form={form} label="account.field.newPassword" />
      </AccountForm>
      <nav className="form-links">
        <Link to="/login">{t("account.reset.backToLogin")}</Link>
      </nav>
    </Page>
  );
}
