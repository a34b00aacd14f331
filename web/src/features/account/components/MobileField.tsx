/** The mobile number input of the account forms (numeric keyboard, digits only, length from `LENGTH_LIMITS`). */
import type { UseFormRegisterReturn } from "../../../forms/form-types";
import { LENGTH_LIMITS } from "@micromall/domain";
import { useMessages, type MessageKeyOf } from "../../../i18n";
import { TextField } from "../../../ui";
import { ACCOUNT_MESSAGES } from "../messages";
import { digitsOnly } from "../../../components/sms-code/digits-only";

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
