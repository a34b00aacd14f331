/**
 * The mobile and SMS-code fields of an account form, wired to the form's state (`useMobileCodeForm`): the
 * values, the messages under them, the send button with its countdown. Register, reset password, change
 * mobile and login use it, so the wiring is written once.
 *
 * Decision: login's password tab shows this with `withCode={false}` (the mobile alone), so switching tabs
 * keeps the same mobile input mounted.
 */
import type { FieldErrors } from "../hooks/use-field-errors";
import type { MobileCodeField } from "../hooks/use-mobile-code-form";
import type { SmsCode } from "../hooks/use-sms-code";
import { MobileField } from "./MobileField";
import { SmsCodeField } from "./SmsCodeField";

/** The part of a form these fields read and write. */
export interface MobileCodeFieldsForm {
  readonly mobile: string;
  readonly code: string;
  readonly errors: FieldErrors<MobileCodeField>;
  readonly sms: Pick<SmsCode, "remaining" | "sending" | "sent">;
  change(name: MobileCodeField, value: string): void;
  sendCode(): Promise<void>;
}

/** Props of {@link MobileCodeFields}. */
export interface MobileCodeFieldsProps {
  readonly form: MobileCodeFieldsForm;
  /** Message key of the mobile's label (default "手机号"). */
  readonly mobileLabel?: string;
  /** Show the SMS-code field (default true). */
  readonly withCode?: boolean;
}

/**
 * Mobile input, then the code input with its send button.
 * @example <MobileCodeFields form={useResetPasswordForm()} /> // 手机号, 短信验证码 + 获取验证码
 */
export function MobileCodeFields({ form, mobileLabel, withCode = true }: MobileCodeFieldsProps) {
  return (
    <>
      <MobileField
        {...(mobileLabel === undefined ? {} : { label: mobileLabel })}
        value={form.mobile}
        onChange={(value) => form.change("mobile", value)}
        error={form.errors.mobile}
      />
      {withCode ? (
        <SmsCodeField
          value={form.code}
          onChange={(value) => form.change("code", value)}
          error={form.errors.code}
          remaining={form.sms.remaining}
          sending={form.sms.sending}
          sent={form.sms.sent}
          onSend={() => void form.sendCode()}
        />
      ) : null}
    </>
  );
}
