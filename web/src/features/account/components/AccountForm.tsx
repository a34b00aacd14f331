/**
 * The form of an account screen: no browser validation (the fields show domain's messages), Enter or the
 * primary submit button runs the form's submit handler, and the button is disabled while it runs.
 */
import type { FormEventHandler, FormHTMLAttributes, ReactNode } from "react";
import { useMessages, type MessageKeyOf } from "../../../i18n";
import { Button } from "../../../ui";
import { ACCOUNT_MESSAGES } from "../messages";

/** Props of {@link AccountForm}: native form attributes (id, aria-*) plus the form's submit. */
export interface AccountFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "className" | "noValidate"> {
  /** The form's submit handler (`form.submit(onValid)`). */
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  /** A submit is under way (the button is disabled). */
  readonly pending: boolean;
  /** Key of the submit button's label. */
  readonly submitLabel: MessageKeyOf<typeof ACCOUNT_MESSAGES>;
  readonly children: ReactNode;
}

/**
 * The fields, then the submit button.
 * @example <AccountForm onSubmit={form.submit(reset)} pending={form.pending} submitLabel="account.reset.submit">…</AccountForm> // …, 重设密码
 */
export function AccountForm({ onSubmit, pending, submitLabel, children, ...rest }: AccountFormProps) {
  const m = useMessages(ACCOUNT_MESSAGES);
  return (
    <form {...rest} className="account-form" noValidate onSubmit={onSubmit}>
      {children}
      <Button type="submit" variant="primary" block disabled={pending}>
        {m(submitLabel)}
      </Button>
    </form>
  );
}
