/**
 * The account screens' form pieces, one module (one chunk for /login, /register, /resetPassword, /mocpaw and
 * /mocmobile: as three modules they were three chunks, and /login paid each one's frame on a 40 kB budget).
 */
import type { FormEventHandler, FormHTMLAttributes, ReactNode } from "react";
import type { UseFormRegisterReturn } from "../../../forms/form-types";
import { LENGTH_LIMITS, MALL_PASSWORD_LENGTH, formMessage } from "@micromall/domain";
import { useMessages, type MessageKeyOf } from "../../../i18n";
import { useFormLocale } from "../../../i18n/form-locale";
import { Button, TextField } from "../../../ui";
import { ACCOUNT_MESSAGES } from "../messages";
import { digitsOnly } from "../../../components/sms-code/digits-only";

/**
 * The form of an account screen: no browser validation (the fields show domain's messages), Enter or the
 * primary submit button runs the form's submit handler, and the button is disabled while it runs.
 */

/** Props of {@link AccountForm}: native form attributes (id, aria-*) plus the form's submit. */
export interface AccountFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "className" | "noValidate"> {
  /** The form's submit handler (`form.submit(onValid)`). */
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  /** A submit is under way (the button is disabled). */
  readonly pending: boolean;
  /** Key of the submit button's label. */
  /** The submit button's text, translated. */
  readonly submitLabel: string;
  readonly children: ReactNode;
}

/**
 * The fields, then the submit button.
 * @example <AccountForm onSubmit={form.submit(reset)} pending={form.pending} submitLabel={f("account.reset.submit")}>…</AccountForm> // …, 重设密码
 */
export function AccountForm({ onSubmit, pending, submitLabel, children, ...rest }: AccountFormProps) {
  return (
    <form {...rest} className="account-form" noValidate onSubmit={onSubmit}>
      {children}
      <Button type="submit" variant="primary" block disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The mobile number input of the account forms (numeric keyboard, digits only, length from `LENGTH_LIMITS`). */

/** Props of {@link MobileField}. */
export interface MobileFieldProps {
  /** The form's registration of the mobile (`form.field("mobile")`). */
  readonly registration: UseFormRegisterReturn;
  /** The message under the field, if any. */
  readonly error: string | undefined;
  /** Key of the label (default "手机号"). */
  readonly label?: MessageKeyOf<typeof ACCOUNT_MESSAGES>;
}

/**
 * A labelled mobile number input.
 * @example <MobileField registration={form.field("mobile")} error={form.errorOf("mobile")} />
 */
export function MobileField({ registration, error, label = "account.field.mobile" }: MobileFieldProps) {
  const m = useMessages(ACCOUNT_MESSAGES);
  return (
    <TextField
      label={m(label)}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={LENGTH_LIMITS.mobile}
      placeholder={m("account.field.mobilePlaceholder")}
      {...digitsOnly(registration)}
      error={error}
    />
  );
}

/**
 * A password input of an account form: at most the longest mall password (domain's `MALL_PASSWORD_LENGTH`),
 * optionally with the mall password rule as its hint (domain's text). Passwords never reach a draft: the
 * forms declare them to `useFormDraft`.
 */

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  /** The form's registration of the field (`form.field("password")`). */
  readonly registration: UseFormRegisterReturn;
  readonly error: string | undefined;
  /** Key of the label. */
  readonly label: MessageKeyOf<typeof ACCOUNT_MESSAGES>;
  /** "current-password" for login and the old password, "new-password" otherwise. */
  readonly autoComplete: "current-password" | "new-password";
  /** Show the mall password rule as the hint. */
  readonly showRule?: boolean;
  /** Key of the placeholder (default "请输入密码"). */
  readonly placeholder?: MessageKeyOf<typeof ACCOUNT_MESSAGES>;
}

/**
 * A labelled password input.
 * @example <PasswordField registration={form.field("password")} error={form.errorOf("password")} label="account.field.password" autoComplete="current-password" />
 */
export function PasswordField({ registration, error, label, autoComplete, showRule = false, placeholder = "account.field.passwordPlaceholder" }: PasswordFieldProps) {
  const m = useMessages(ACCOUNT_MESSAGES);
  const locale = useFormLocale();
  const rule = formMessage("schema.mallPassword", {}, locale);
  // the rule is said once: not as a hint under an error that already says it
  return (
    <TextField
      label={m(label)}
      type="password"
      autoComplete={autoComplete}
      maxLength={MALL_PASSWORD_LENGTH.max}
      placeholder={m(placeholder)}
      {...(showRule && error !== rule ? { hint: rule } : {})}
      {...registration}
      error={error}
    />
  );
}
