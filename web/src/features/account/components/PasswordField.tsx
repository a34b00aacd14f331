/**
 * A password input of an account form: at most the longest mall password (domain's `MALL_PASSWORD_LENGTH`),
 * optionally with the mall password rule as its hint (domain's text). Passwords never reach a draft: the
 * forms declare them to `useFormDraft`.
 */
import type { UseFormRegisterReturn } from "../../../forms/form-types";
import { MALL_PASSWORD_LENGTH, messageFor } from "@micromall/domain";
import { useLocale, useMessages, type MessageKeyOf } from "../../../i18n";
import { TextField } from "../../../ui";
import { ACCOUNT_MESSAGES } from "../messages";

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
  const locale = useLocale();
  return (
    <TextField
      label={m(label)}
      type="password"
      autoComplete={autoComplete}
      maxLength={MALL_PASSWORD_LENGTH.max}
      placeholder={m(placeholder)}
      {...(showRule ? { hint: messageFor("schema.mallPassword", locale) } : {})}
      {...registration}
      error={error}
    />
  );
}
