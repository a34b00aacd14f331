/**
 * /register — mobile, SMS code, password with its rule, confirmation and the agreement box (unticked until
 * the customer ticks it); registers and logs in. A reload keeps the mobile and code, never the passwords.
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
import { useRegisterForm } from "../hooks/use-register-form";

/** The registration screen. */
export default function RegisterScreen() {
  const t = useT();
  const form = useRegisterForm();
  const [params] = useSearchParams();
  const keep = params.get("redirect");
  const query = keep === null ? "" : `?${new URLSearchParams({ redirect: keep }).toString()}`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <Page title={t("account.register.title")} back>
      <h2 className="screen-heading">{t("account.register.heading")}</h2>
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
          label="account.field.password"
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
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("account.register.submit")}
        </Button>
      </form>
      <nav className="form-links">
        <Link to={`/login${query}`}>{t("account.register.haveAccount")}</Link>
      </nav>
    </Page>
  );
}
