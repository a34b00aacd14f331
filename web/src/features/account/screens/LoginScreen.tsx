/**
 * /login — mobile + password login, or SMS quick login (tab). On success the customer goes to the
 * `?redirect=` target (an in-app path) or the personal centre. Links to registration and password reset
 * keep the redirect so the journey continues where it started.
 */
import "../account.css";
import type { FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Button, Page } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { MobileField } from "../components/MobileField";
import { PasswordField } from "../components/PasswordField";
import { SmsCodeField } from "../components/SmsCodeField";
import { useLoginForm, type LoginMode } from "../hooks/use-login-form";

const MODES: readonly { mode: LoginMode; label: string }[] = [
  { mode: "password", label: "account.login.passwordTab" },
  { mode: "sms", label: "account.login.smsTab" },
];

/** The login screen. */
export default function LoginScreen() {
  const t = useT();
  const form = useLoginForm();
  const [params] = useSearchParams();
  const keep = params.get("redirect");
  const query = keep === null ? "" : `?${new URLSearchParams({ redirect: keep }).toString()}`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

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
      <form id="login-panel" className="account-form" role="tabpanel" aria-labelledby={`login-tab-${form.mode}`} noValidate onSubmit={onSubmit}>
        <MobileField value={form.mobile} onChange={(value) => form.change("mobile", value)} error={form.errors.mobile} />
        {form.mode === "password" ? (
          <PasswordField
            label="account.field.password"
            value={form.password}
            onChange={(value) => form.change("password", value)}
            error={form.errors.password}
            autoComplete="current-password"
          />
        ) : (
          <SmsCodeField
            value={form.code}
            onChange={(value) => form.change("code", value)}
            error={form.errors.code}
            remaining={form.sms.remaining}
            sending={form.sms.sending}
            sent={form.sms.sent}
            onSend={() => void form.sendCode()}
          />
        )}
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("account.login.submit")}
        </Button>
      </form>
      <nav className="form-links">
        <Link to={`/register${query}`}>{t("account.login.register")}</Link>
        <Link to="/resetPassword">{t("account.login.forgot")}</Link>
      </nav>
    </Page>
  );
}
