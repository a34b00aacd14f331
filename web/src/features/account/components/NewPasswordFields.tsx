/**
 * A new password (with the mall's password rule as its hint) and its confirmation, wired to the form's
 * state. Register, reset password and change password use it, so the pair is written once.
 */
import { useT } from "../../../i18n";
import "../messages";
import { PasswordField, type PasswordFieldForm } from "./PasswordField";

/** The part of a form these fields read and write. */
export type NewPasswordFieldsForm = PasswordFieldForm<"password" | "confirm">;

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  readonly form: NewPasswordFieldsForm;
  /** Message key of the password's label ("密码" when registering, "新密码" otherwise). */
  readonly label: string;
}

/**
 * Password with its rule, then "确认密码".
 * @example <NewPasswordFields form={useResetPasswordForm()} label="account.field.newPassword" /> // 新密码, 确认密码
 */
export function NewPasswordFields({ form, label }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField form={form} name="password" label={label} autoComplete="new-password" showRule />
      <PasswordField
        form={form}
        name="confirm"
        label="account.field.confirmPassword"
        autoComplete="new-password"
        placeholder={t("account.field.confirmPlaceholder")}
      />
    </>
  );
}
