/**
 * /login — mobile + password login, or SMS quick login (`Tabs`). On success the customer goes to the
 * `?redirect=` target (an in-app path) or the personal centre. Links to registration and password reset
 * keep the redirect so the journey continues where it started, and replace this page in history (the login pages
 * stand in for one another: see `use-finish-login.ts`). After a password reset the form holds the mobile just
 * verified (`use-login-form.ts`). The mobile input stays mounted across the
 * tabs (one form), so what was typed stays.
 *
 * The login wall of a lookup (issue 20 item 6): when the target is one whose spec allows a lookup without login
 * (domain's `guestLookupFor`: my policies, claims, invoices, surrender), the screen offers it first —
 * "不登录，按姓名和证件号查询", the policy lookup by holder name and identity number. The wall of a claim page
 * (domain's `loginWallNote`; the spec has no guest claim lookup) says that claims need the login and offers the
 * hotline, where a customer without an account can ask about a claim (customer rehearsal 5).
 */
import "../account.css";
import { Link } from "../../../ui/Link";
import { HOTLINE, HOTLINE_HREF, guestLookupFor, loginWallNote } from "@micromall/domain";
import { useMessages } from "../../../i18n";
import { Page, Tabs, buttonClassName } from "../../../ui";
import { AccountForm } from "../components/AccountFields";
import { MobileField } from "../components/AccountFields";
import { PasswordField } from "../components/AccountFields";
import { SmsCodeField } from "../../../components/sms-code/SmsCodeField";
import { useLoginForm, type LoginMode } from "../hooks/use-login-form";
import { useRedirectParam, useRedirectQuery } from "../hooks/use-redirect-query";
import { ACCOUNT_MESSAGES } from "../messages";
import { LOGIN_WALL_MESSAGES } from "../login-wall.messages";

/** The login screen. */
export default function LoginScreen() {
  const m = useMessages(ACCOUNT_MESSAGES);
  const wall = useMessages(LOGIN_WALL_MESSAGES);
  const { form, mode, setMode, sms, onSubmit } = useLoginForm();
  const query = useRedirectQuery();
  const redirect = useRedirectParam();
  const guestLookup = guestLookupFor(redirect);
  const note = loginWallNote(redirect);
  const modes: readonly { value: LoginMode; label: string }[] = [
    { value: "password", label: m("account.login.passwordTab") },
    { value: "sms", label: m("account.login.smsTab") },
  ];

  return (
    <Page title={m("account.login.title")} back>
      <h2 className="screen-heading">{m("account.login.heading")}</h2>
      {note === "claims" ? (
        <div className="guest-lookup" role="note">
          <p>{wall("account.login.claimsNote")}</p>
          <a className={buttonClassName("default", true)} href={HOTLINE_HREF}>
            {wall("account.login.claimsHotline", { hotline: HOTLINE })}
          </a>
        </div>
      ) : null}
      {guestLookup === null ? null : (
        <div className="guest-lookup">
          <p>{wall("account.login.guestIntro")}</p>
          <Link className={buttonClassName("default", true)} to={guestLookup}>
            {wall("account.login.guestLookup")}
          </Link>
        </div>
      )}
      <Tabs label={m("account.login.modes")} items={modes} value={mode} onChange={setMode}>
        <AccountForm onSubmit={onSubmit} pending={form.pending} submitLabel={m("account.login.submit")}>
          <MobileField registration={form.field("mobile")} error={form.errorOf("mobile")} />
          {mode === "sms" ? (
            <SmsCodeField registration={form.field("code")} error={form.errorOf("code")} sms={sms} onSend={() => void sms.send(form)} />
          ) : (
            <PasswordField
              registration={form.field("password")}
              error={form.errorOf("password")}
              label="account.field.password"
              autoComplete="current-password"
            />
          )}
        </AccountForm>
      </Tabs>
      <nav className="form-links">
        <Link to={`/register${query}`} replace>
          {m("account.login.register")}
        </Link>
        <Link to={`/resetPassword${query}`} replace>
          {m("account.login.forgot")}
        </Link>
      </nav>
    </Page>
  );
}
