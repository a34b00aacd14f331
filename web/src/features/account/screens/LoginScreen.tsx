/**
 * /login — mobile + password login, or SMS quick login (tab). On success the customer goes to the
 * `?redirect=` target (an in-app path) or the personal centre. Links to registration and password reset
 * keep the redirect so the journey continues where it started.
 */
import "../account.css";
import { Link } from "react-router-dom";
import { Page } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { AccountForm } from "../components/AccountForm";
import { MobileCodeFields } from "../components/MobileCodeFields";
import { PasswordField } from "../components/PasswordField";
import { useLoginForm, type LoginMode } from "../hooks/use-login-form";
import { useRedirectQuery } from "../hooks/use-redirect-query";

const MODES: readonly { mode: LoginMode; label: string }[] = [
  { mode: "password", label: "account.login.passwordTab" },
  { mode: "sms", label: "account.login.smsTab" },
];

/** The login screen. */
export default function LoginScreen() {
  const t = useT();
  const form = useLoginForm();
  const query = useRedirectQuery();

  return (
    <Page title={t("account.login.title")} back>
      <h2 className="screen-heading">{t("account.login.heading")}</h2>
      <div role="tablist" aria-label={t("account.login.modes")} className="segmented">
        {MODES.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            role="tab"
            id={`login-tab-${mode}`}
            aria-controls="login-panel"
            aria-selected={form.mode === mode}
            className={form.mode === mode ? "segmented__item is-active" : "segmented__item"}
            onClick={() => form.setMode(mode)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <AccountForm
        id="login-panel"
        role="tabpanel"
        aria-labelledby={`login-tab-${form.mode}`}
        onSubmit={form.submit}
        pending={form.pending}
        submitLabel="account.login.submit"
      >
        <MobileCodeFields form={form} withCode={form.mode === "sms"} />
        {form.mode === "password" ? (
          <PasswordField form={form} name="password" label="account.field.password" autoComplete="current-password" />
        ) : null}
      </AccountForm>
      <nav className="form-links">
        <Link to={`/register${query}`}>{t("account.login.register")}</Link>
        <Link to="/resetPassword">{t("account.login.forgot")}</Link>
      </nav>
    </Page>
  );
}
