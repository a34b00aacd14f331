/**
 * The SMS code field of the account forms and the non-motor claim query: a 6-digit code input (length from domain's `LENGTH_LIMITS`) and,
 * beside it, the send button that turns into a "resend in N s" countdown. The button is a real button with its
 * own accessible name, and its label never wraps (`mm-sms-send` in styles/base.css).
 */
import type { UseFormRegisterReturn } from "../../forms/form-types";
import { LENGTH_LIMITS } from "@micromall/domain";
import { useMessages } from "../../i18n";
import { Button, TextField } from "../../ui";
import type { SmsCode } from "./use-sms-code";
import { SMS_CODE_MESSAGES } from "./sms.messages";
import { digitsOnly } from "./digits-only";

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
  const m = useMessages(SMS_CODE_MESSAGES);
  const label =
    sms.remaining > 0 ? m("sms.countdown", { n: sms.remaining }) : sms.sent ? m("sms.resend") : m("sms.send");
  return (
    <TextField
      className="mm-sms-field"
      label={m("sms.field")}
      placeholder={m("sms.placeholder")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LENGTH_LIMITS.smsCode}
      {...digitsOnly(registration)}
      error={error}
      suffix={
        <Button className="mm-sms-send" onClick={onSend} disabled={sms.remaining > 0} loading={sms.sending}>
          {label}
        </Button>
      }
    />
  );
}
