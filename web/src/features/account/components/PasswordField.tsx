/**
 * A password input with an optional rule hint under it. Passwords never go into a draft: the screen keeps
 * them in `useState`, so a reload starts them empty.
 */
import { TextField } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  /** Message key of the label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Message key of the field error, if any. */
  error: string | undefined;
  /** "current-password" for login and the old password, "new-password" otherwise. */
  autoComplete: "current-password" | "new-password";
  /** Show the password rule as the field hint. */
  showRule?: boolean;
  placeholder?: string;
}

/** A labelled password input, 20 characters at most (the longest mall password). */
export function PasswordField({ label, value, onChange, error, autoComplete, showRule = false, placeholder }: PasswordFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t(label)}
      type="password"
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      maxLength={20}
      placeholder={placeholder ?? t("account.field.passwordPlaceholder")}
      {...(showRule ? { hint: t("account.passwordRule") } : {})}
      error={error === undefined ? undefined : t(error)}
    />
  );
}
