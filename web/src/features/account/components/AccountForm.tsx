/**
 * The form of an account screen: no browser validation (the fields show their own messages), Enter or the
 * primary submit button runs the form's `submit`, and the button is disabled while the call is under way.
 */
import type { FormEvent, FormHTMLAttributes, ReactNode } from "react";
import { Button } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";

/** Props of {@link AccountForm}: native form attributes (id, role, aria-*) plus the form's submit. */
export interface AccountFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "className" | "noValidate"> {
  /** Checks the fields and calls the gateway. */
  readonly onSubmit: () => Promise<void>;
  /** A call is under way (the button is disabled). */
  readonly pending: boolean;
  /** Message key of the submit button. */
  readonly submitLabel: string;
  readonly children: ReactNode;
}

/**
 * The fields, then the submit button.
 * @example <AccountForm onSubmit={form.submit} pending={form.pending} submitLabel="account.reset.submit">…</AccountForm> // …, 重设密码
 */
export function AccountForm({ onSubmit, pending, submitLabel, children, ...rest }: AccountFormProps) {
  const t = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    void onSubmit();
  }

  return (
    <form {...rest} className="account-form" noValidate onSubmit={submit}>
      {children}
      <Button type="submit" variant="primary" block disabled={pending}>
        {t(submitLabel)}
      </Button>
    </form>
  );
}
