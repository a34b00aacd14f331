/**
 * The SMS code field of the account forms: a 6-digit code input (length from domain's `LENGTH_LIMITS`) and,
 * beside it, the send button that turns into a "resend in N s" countdown. The button is a real button with its
 * own accessible name, and its label never wraps (SmsCodeField.module.css).
 */
import type { UseFormRegisterReturn } from "../../../forms/form-types";
import { LENGTH_LIMITS } from "@micromall/domain";
import { useMessages } from "../../../i18n";
import { Button, TextField } from "../../../ui";
import type { SmsCode } from "../hooks/use-sms-code";
import { ACCOUNT_MESSAGES } from "../messages";
import { digitsOnly } from "./digits-only";
import styles from "./SmsCodeField.module.css";

/** Props of {@link SmsCodeField}. */
export interface SmsCodeFieldProps {
  /** The form's registration of the code field (`form.field("code")`). */
  readonly registration: UseFormRegisterReturn;
  /** The message under the field, if any. */
  readonly error: string | undefined;
  readonly sms: Pick<SmsCode, "remaining" | "sending" | "sent">;
  readonly onSend: () => void;
}

/**
 * Code input plus send button with countdown.
 * @example <SmsCodeField registration={form.field("code")} error={form.errorOf("code")} sms={sms} onSend={sendCode} />
 */
export function SmsCodeField({ registration, error, sms, onSend }: SmsCodeFieldProps) {
  const m = useMessages(ACCOUNT_MESSAGES);
  const label =
    sms.remaining > 0 ? m("account.sms.countdown", { n: sms.remaining }) : sms.sent ? m("account.sms.resend") : m("account.sms.send");
  return (
    <TextField
      label={m("account.field.smsCode")}
      placeholder={m("account.field.smsCodePlaceholder")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LENGTH_LIMITS.smsCode}
      {...digitsOnly(registration)}
      error={error}
      suffix={
        <Button className={styles.send} onClick={onSend} disabled={sms.remaining > 0} loading={sms.sending}>
          {label}
        </Button>
      }
    />
  );
}
