/**
 * Field checks of the account forms: each returns the message key to show under the field, or `undefined`
 * when the value is acceptable. The format rules are domain's (`isMobile`, `isSmsCode`) and the password
 * rule is domain's `isMallPassword`; this file only picks which message a customer sees.
 */
import { isMallPassword, isMobile, isSmsCode } from "@micromall/domain";

/** A message key of screens-account, or undefined (valid). */
export type FieldError = string | undefined;

/**
 * @example mobileError("") // "account.error.mobileRequired"
 * @example mobileError("12345") // "account.error.mobileInvalid"
 * @example mobileError("13800138000") // undefined
 */
export function mobileError(value: string): FieldError {
  if (value === "") return "account.error.mobileRequired";
  return isMobile(value) ? undefined : "account.error.mobileInvalid";
}

/**
 * @example smsCodeError("") // "account.error.smsCodeRequired"
 * @example smsCodeError("12") // "account.error.smsCodeInvalid"
 */
export function smsCodeError(value: string): FieldError {
  if (value === "") return "account.error.smsCodeRequired";
  return isSmsCode(value) ? undefined : "account.error.smsCodeInvalid";
}

/** A password the customer types to log in: only required (old accounts may predate the rule). */
export function loginPasswordError(value: string): FieldError {
  return value === "" ? "account.error.passwordRequired" : undefined;
}

/**
 * A new password: required and {@link isMallPassword}.
 * @example newPasswordError("abc") // "account.error.passwordRule"
 */
export function newPasswordError(value: string): FieldError {
  if (value === "") return "account.error.passwordRequired";
  return isMallPassword(value) ? undefined : "account.error.passwordRule";
}

/**
 * The confirmation of a new password.
 * @example confirmPasswordError("abc12345", "abc12346") // "account.error.confirmMismatch"
 */
export function confirmPasswordError(password: string, confirm: string): FieldError {
  if (confirm === "") return "account.error.confirmRequired";
  return confirm === password ? undefined : "account.error.confirmMismatch";
}

/**
 * The mobile a customer changes to: a valid mobile ({@link mobileError}) that is not the current one.
 * @example changedMobileError("13800138000", "13800138000") // "account.error.sameMobile"
 * @example changedMobileError("13912345678", "13800138000") // undefined
 */
export function changedMobileError(value: string, current: string): FieldError {
  return mobileError(value) ?? (value === current ? "account.error.sameMobile" : undefined);
}

/**
 * The new password and its confirmation, checked together ({@link newPasswordError},
 * {@link confirmPasswordError}); with `previous` (changing a password) the new one must also differ from it.
 * @example newPasswordErrors("Abc12345", "Abc12345") // { password: undefined, confirm: undefined }
 * @example newPasswordErrors("Abc12345", "Abc12345", "Abc12345").password // "account.error.samePassword"
 */
export function newPasswordErrors(
  password: string,
  confirm: string,
  previous?: string,
): { password: FieldError; confirm: FieldError } {
  const rule = newPasswordError(password);
  return {
    password: rule ?? (password === previous ? "account.error.samePassword" : undefined),
    confirm: confirmPasswordError(password, confirm),
  };
}

/** Whether every check passed. */
export function allValid(errors: Readonly<Record<string, FieldError>>): boolean {
  return Object.values(errors).every((error) => error === undefined);
}
