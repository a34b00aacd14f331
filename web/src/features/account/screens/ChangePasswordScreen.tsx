/** /mocpaw — change the password of the logged-in customer (current, new with its rule, confirmation). */
import "../account.css";
import { Page } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { AccountForm } from "../components/AccountForm";
import { NewPasswordFields } from "../components/NewPasswordFields";
import { PasswordField } from "../components/PasswordField";
import { useChangePasswordForm } from "../hooks/use-change-password-form";

/** The change-password screen. */
export default function ChangePasswordScreen() {
  const t = useT();
  const form = useChangePasswordForm();

  return (
    <Page title={t("account.changePassword.title")} back>
      <AccountForm onSubmit={form.submit} pending={form.pending} submitLabel="account.changePassword.submit">
        <PasswordField form={form} name="oldPassword" label="account.field.oldPassword" autoComplete="current-password" />
        <NewPasswordFields form={form} label="account.field.newPassword" />
      </AccountForm>
    </Page>
  );
}
