/** The 11-digit mobile input of the account forms (numeric keyboard, digits only). */
import { TextField } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";

/** Props of {@link MobileField}. */
export interface MobileFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Message key of the field error, if any. */
  error: string | undefined;
  /** Message key of the label (default "手机号"). */
  label?: string;
}

/** A labelled mobile number input. */
export function MobileField({ value, onChange, error, label = "account.field.mobile" }: MobileFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t(label)}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={11}
      placeholder={t("account.field.mobilePlaceholder")}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, ""))}
      error={error === undefined ? undefined : t(error)}
    />
  );
}
