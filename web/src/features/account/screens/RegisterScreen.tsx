/**
 * /register — mobile, SMS code, password with its rule, confirmation and the agreement box (unticked until
 * the customer ticks it; its 《用户服务协议》《隐私政策》 are links to /about, the box stays separately
 * tappable); registers and logs in. A failed call or a reload keeps the mobile and code, never the passwords.
 */
import "../account.css";
import { Link } from "../../../ui/Link";
import { useMessages } from "../../../i18n";
import { Checkbox, Page } from "../../../ui";
import { AccountForm } from "../components/AccountFields";
import { MobileField } from "../components/AccountFields";
import { NewPasswordFields } from "../components/NewPasswordFields";
import { SmsCodeField } from "../../../components/sms-code/SmsCodeField";
import { useRedirectQuery } from "../hooks/use-redirect-query";
import { useRegisterForm } from "../hooks/use-register-form";
import { ACCOUNT_FORM_MESSAGES } from "../forms.messages";

/** The registration screen. */
export default function RegisterScreen() {
  const f = useMessages(ACCOUNT_FORM_MESSAGES);
  const { form, sms, onSubmit } = useRegisterForm();
  const query = useRedirectQuery();

  return (
    <Page title={f("account.register.title")} back>
      <h2 className="screen-heading">{f("account.register.heading")}</h2>
      <AccountForm onSubmit={onSubmit} pending={form.pending} submitLabel={f("account.register.submit")}>
        <MobileField registration={form.field("mobile")} error={form.errorOf("mobile")} />
        <SmsCodeField registration={form.field("code")} error={form.errorOf("code")} sms={sms} onSend={() => void sms.send(form)} />
        <NewPasswordFields
          label="account.field.password"
          password={{ registration: form.field("password"), error: form.errorOf("password") }}
          confirm={{ registration: form.field("confirm"), error: form.errorOf("confirm") }}
        />
        {/* the whole sentence ticks the box; the documents open from links of their own under it (a link inside the
            sentence took much of its tap area in elder mode: customer rehearsal 2026-11-28) */}
        <Checkbox
          {...form.field("agreement")}
          error={form.errorOf("agreement")}
          hint={
            <span className="form-links">
              <Link to="/about#agreement">{f("account.register.readTerms")}</Link>
              <Link to="/about#privacy">{f("account.register.readPrivacy")}</Link>
            </span>
          }
        >
          {f("account.register.agreementBefore")}
          {f("account.register.agreementTerms")}
          {f("account.register.agreementAnd")}
          {f("account.register.agreementPrivacy")}
        </Checkbox>
      </AccountForm>
      <nav className="form-links">
        <Link to={`/login${query}`} replace>{f("account.register.haveAccount")}</Link>
      </nav>
    </Page>
  );
}
