/**
 * /register — mobile, SMS code, password with its rule, confirmation and the agreement box (unticked until
 * the customer ticks it); registers and logs in. A reload keeps the mobile and code, never the passwords.
 */
import "../account.css";
import { Link } from "react-router-dom";
import { Page } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { AccountForm } from "../components/AccountForm";
import { MobileCodeFields } from "../components/MobileCodeFields";
import { NewPasswordFields } from "../components/NewPasswordFields";
import { useRedirectQuery } from "../hooks/use-redirect-query";
import { useRegisterForm } from "../hooks/use-register-form";

/** The registration screen. */
export default function RegisterScreen() {
  const t = useT();
  const form = useRegisterForm();
  const query = useRedirectQuery();

  return (
    <Page title={t("account.register.title")} back>
      <h2 className="screen-heading">{t("account.register.heading")}</h2>
      <AccountForm onSubmit={form.submit} pending={form.pending} submitLabel="account.register.submit">
        <MobileCodeFields form={form} />
        <NewPasswordFields form={form} label="account.field.password" />
        <div className="agreement">
          <label className="agreement__label">
            <input
              type="checkbox"
              checked={form.agreed}
              onChange={(event) => form.changeAgreement(event.target.checked)}
              aria-invalid={form.errors.agreement !== undefined}
              aria-describedby={form.errors.agreement === undefined ? undefined : "register-agreement-error"}
            />
            <span>{t("account.register.agreement")}</span>
          </label>
          {form.errors.agreement === undefined ? null : (
            <p id="register-agreement-error" className="field-error" role="alert">
              {t(form.errors.agreement)}
            </p>
          )}
        </div>
      </AccountForm>
      <nav className="form-links">
        <Link to={`/login${query}`}>{t("account.register.haveAccount")}</Link>
      </nav>
    </Page>
  );
}
