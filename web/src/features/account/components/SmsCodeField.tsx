/**
 * The SMS code field of the account forms: a 6-digit code input and, beside it, the send button that turns
 * into a "resend in N s" countdown. The button is a real button with its own accessible name, so a screen
 * reader (and `getByRole("button", { name: "获取验证码" })`) finds it.
 */
import { Button, TextField } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";

/** Props of {@link SmsCodeField}. */
export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Message key of the field error, if any. */
  error: string | undefined;
  /** Seconds until a resend is allowed (0 = now). */
  remaining: number;
  sending: boolean;
  /** A code was sent before (label "重新获取" once the countdown ends). */
  sent: boolean;
  onSend: () => void;
}

/** Code input plus send button with countdown. */
export function SmsCodeField({ value, onChange, error, remaining, sending, sent, onSend }: SmsCodeFieldProps) {
  const t = useT();
  const buttonLabel =
    remaining > 0 ? t("account.sms.countdown", { n: remaining }) : sent ? t("account.sms.resend") : t("account.sms.send");
  return (
    <TextField
      label={t("account.field.smsCode")}
      placeholder={t("account.field.smsCodePlaceholder")}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, ""))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error === undefined ? undefined : t(error)}
      suffix={
        <Button onClick={onSend} disabled={remaining > 0} loading={sending}>
          {buttonLabel}
        </Button>
      }
    />
  );
}
