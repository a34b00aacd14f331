/**
 * A password input of an account form, wired to the form by field name: its value, its message and
 * `change(name, value)`. Passwords never go into a draft: the forms keep them in memory
 * (`usePasswordValues`), so a reload starts them empty.
 */
import { TextField } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import type { FieldErrors } from "../hooks/use-field-errors";

/** The part of a form a password field named `N` reads and writes. */
export type PasswordFieldForm<N extends string> = Readonly<Record<N, string>> & {
  readonly errors: FieldErrors<N>;
  change(name: N, value: string): void;
};

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps<N extends string> {
  readonly form: PasswordFieldForm<NoInfer<N>>;
  /** The form's field this input shows. */
  readonly name: N;
  /** Message key of the label. */
  readonly label: string;
  /** "current-password" for login and the old password, "new-password" otherwise. */
  readonly autoComplete: "current-password" | "new-password";
  /** Show the password rule as the field hint. */
  readonly showRule?: boolean;
  readonly placeholder?: string;
}

/**
 * A labelled password input, 20 characters at most (the longest mall password).
 * @example <PasswordField form={form} name="password" label="account.field.password" autoComplete="current-password" /> // 密码
 */
export function PasswordField<N extends string>({ form, name, label, autoComplete, showRule = false, placeholder }: PasswordFieldProps<N>) {
  const t = useT();
  const error = form.errors[name];
  return (
    <TextField
      label={t(label)}
      type="password"
      value={form[name]}
      onChange={(value: string) => form.change(name, value)}
      autoComplete={autoComplete}
      maxLength={20}
      placeholder={placeholder ?? t("account.field.passwordPlaceholder")}
      {...(showRule ? { hint: t("account.passwordRule") } : {})}
      error={error === undefined ? undefined : t(error)}
    />
  );
}
