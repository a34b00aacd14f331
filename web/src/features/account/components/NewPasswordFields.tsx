/**
 * A new password (with the mall's password rule as its hint) and its confirmation. Register, reset password
 * and change password use it, so the pair is written once.
 */
import type { UseFormRegisterReturn } from "../../../forms/form-types";
import type { MessageKeyOf } from "../../../i18n";
import type { ACCOUNT_MESSAGES } from "../messages";
import { PasswordField } from "./AccountFields";

/** One field's registration and message. */
export interface FieldWiring {
  readonly registration: UseFormRegisterReturn;
  readonly error: string | undefined;
}

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  readonly password: FieldWiring;
  readonly confirm: FieldWiring;
  /** Key of the password's label ("密码" when registering, "新密码" otherwise). */
  readonly label: MessageKeyOf<typeof ACCOUNT_MESSAGES>;
}

/**
 * Password with its rule, then "确认密码".
 * @example <NewPasswordFields password={{ registration: form.field("password"), error: form.errorOf("password") }} confirm={…} label="account.field.newPassword" />
 */
export function NewPasswordFields({ password, confirm, label }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField {...password} label={label} autoComplete="new-password" showRule />
      <PasswordField {...confirm} label="account.field.confirmPassword" autoComplete="new-password" placeholder="account.field.confirmPlaceholder" />
    </>
  );
}
