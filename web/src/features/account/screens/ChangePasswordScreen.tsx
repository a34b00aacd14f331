/** /mocpaw — change the password of the logged-in customer (current, new with its rule, confirmation). */
import "../account.css";
import type { FormEvent } from "react";
import { Button, Page } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { PasswordField } from "../components/PasswordField";
import { useChangePasswordForm } from "../hooks/use-change-password-form";

/** The change-password screen. */
export default function ChangePasswordScreen() {
  const t = useT();
  const form = useChangePasswordForm();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <Page title={t("account.changePassword.title")} back>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <PasswordField
          label="account.field.oldPassword"
          value={form.values.oldPassword}
          onChange={(value) => form.update("oldPassword", value)}
          error={form.errors.oldPassword}
          autoComplete="current-password"
        />
        <PasswordField
          label="account.field.newPassword"
          value={form.values.newPassword}
          onChange={(value) => form.update("newPassword", value)}
          error={form.errors.newPassword}
          autoComplete="new-password"
          showRule
        />
        <PasswordField
          label="account.field.confirmPassword"
          value={form.values.confirm}
          onChange={(value) => form.update("confirm", value)}
          error={form.errors.confirm}
          autoComplete="new-password"
          placeholder={t("account.field.confirmPlaceholder")}
        />
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("account.changePassword.submit")}
        </Button>
      </form>
    </Page>
  );
}
