/** /mocpaw — change the password of the logged-in customer (current, new with its rule, confirmation). */
import "../account.css";
import { useMessages } from "../../../i18n";
import { Page } from "../../../ui";
import { AccountForm } from "../components/AccountFields";
import { NewPasswordFields } from "../components/NewPasswordFields";
import { PasswordField } from "../components/AccountFields";
import { useChangePasswordForm } from "../hooks/use-change-password-form";
import { ACCOUNT_FORM_MESSAGES } from "../forms.messages";

/** The change-password screen. */
export default function ChangePasswordScreen() {
  const f = useMessages(ACCOUNT_FORM_MESSAGES);
  const { form, onSubmit } = useChangePasswordForm();

  return (
    <Page title={f("account.changePassword.title")} back>
      <AccountForm onSubmit={onSubmit} pending={form.pending} submitLabel={f("account.changePassword.submit")}>
        <PasswordField
          registration={form.field("oldPassword")}
          error={form.errorOf("oldPassword")}
          label="account.field.oldPassword"
          autoComplete="current-password"
        />
        <NewPasswordFields
          label="account.field.newPassword"
          password={{ registration: form.field("password"), error: form.errorOf("password") }}
          confirm={{ registration: form.field("confirm"), error: form.errorOf("confirm") }}
        />
      </AccountForm>
    </Page>
  );
}
