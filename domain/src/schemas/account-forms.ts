/**
 * The Schemas of the account forms (login with a password or an SMS code, register, reset password, change
 * password, change mobile): each field's rule is a domain validator and each message a catalogue key, so the
 * web forms validate with these through `toFormSchema` and never word a rule themselves.
 *
 * Decisions where the spec is silent:
 * - Logging in only requires a password (accounts may predate the mall password rule, see mall-password.ts);
 *   a NEW password (register, reset, change) must pass `isMallPassword`.
 * - The confirmation of a new password is required and must equal it; a new password must differ from the
 *   current one; a new mobile must differ from the current one. These are struct checks reported at the
 *   confirmation / new field, and run once the fields themselves are valid.
 * - The agreement (register) is a boolean that must be true (it is never pre-ticked: the form starts false).
 * - Values are judged as typed: nothing is trimmed (style rule).
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS, MALL_PASSWORD_LENGTH } from "../formats/index";
import { Mobile, accepted, notParam, requiredText, structCheck } from "./fields";

/** A password typed to log in (or the current password): only required, at most the longest mall password. */
export const LoginPassword = requiredText({ max: MALL_PASSWORD_LENGTH.max });

/** A new mall password: required and `isMallPassword` (8–20 printable ASCII, a letter and a digit). */
export const NewPassword = requiredText({ key: "schema.mallPassword", format: "mallPassword", max: MALL_PASSWORD_LENGTH.max });

/** The confirmation of a new password: required (its match is {@link confirmMatches}). */
export const ConfirmPassword = requiredText({ max: MALL_PASSWORD_LENGTH.max });

/** An SMS code: exactly 6 digits. */
export const SmsCode = requiredText({ key: "smsCode", format: "smsCode", max: LENGTH_LIMITS.smsCode });

/** The agreement box: must be ticked. */
export const AgreementAccepted = accepted("schema.agreement");

/**
 * A struct check: `confirmKey` equals `passwordKey`, reported at `confirmKey` (`schema.confirmMismatch`).
 * @example Schema.Struct({ password: NewPassword, confirm: ConfirmPassword }).check(confirmMatches("password", "confirm"))
 */
export function confirmMatches<P extends string, C extends string>(passwordKey: P, confirmKey: C) {
  return structCheck<{ readonly [K in P | C]: string }>({ id: "confirmMatches", password: passwordKey, confirm: confirmKey });
}

/**
 * A struct check: `newKey` differs from `currentKey`, reported at `newKey` with `key`.
 * @example Schema.Struct({ oldPassword: LoginPassword, password: NewPassword }).check(differsFrom("password", "oldPassword", "schema.samePassword"))
 */
export function differsFrom<N extends string, C extends string>(newKey: N, currentKey: C, key: string) {
  return structCheck<{ readonly [K in N | C]: string }>({ id: "differsFrom", field: newKey, current: currentKey, key });
}

/**
 * Password login: a mobile and a password.
 * @example decodeEntity(LoginFormSchema, { mobile: "13800138000", password: "" }) // { ok: false, issues: [{ path: "password", key: "required", … }] }
 */
export const LoginFormSchema = Schema.Struct({ mobile: Mobile, password: LoginPassword });
/** The values of {@link LoginFormSchema}. */
export type LoginForm = typeof LoginFormSchema.Type;

/**
 * SMS quick login: a mobile and the SMS code sent to it.
 * @example decodeEntity(SmsLoginFormSchema, { mobile: "13800138000", code: "12345" }) // issue at "code": "smsCode"
 */
export const SmsLoginFormSchema = Schema.Struct({ mobile: Mobile, code: SmsCode });
/** The values of {@link SmsLoginFormSchema}. */
export type SmsLoginForm = typeof SmsLoginFormSchema.Type;

/**
 * Registration: mobile, SMS code, a new password and its confirmation, the ticked agreement.
 * @example decodeEntity(RegisterFormSchema, { mobile: "13800138000", code: "123456", password: "Abc12345", confirm: "Abc12345", agreement: false })
 * // issue at "agreement": "schema.agreement"
 */
export const RegisterFormSchema = Schema.Struct({
  mobile: Mobile,
  code: SmsCode,
  password: NewPassword,
  confirm: ConfirmPassword,
  agreement: AgreementAccepted,
}).check(confirmMatches("password", "confirm"));
/** The values of {@link RegisterFormSchema}. */
export type RegisterForm = typeof RegisterFormSchema.Type;

/**
 * A forgotten password reset with an SMS code: mobile, code, a new password and its confirmation.
 * @example decodeEntity(ResetPasswordFormSchema, { mobile: "13800138000", code: "123456", password: "Abc12345", confirm: "Abc12346" })
 * // issue at "confirm": "schema.confirmMismatch"
 */
export const ResetPasswordFormSchema = Schema.Struct({
  mobile: Mobile,
  code: SmsCode,
  password: NewPassword,
  confirm: ConfirmPassword,
}).check(confirmMatches("password", "confirm"));
/** The values of {@link ResetPasswordFormSchema}. */
export type ResetPasswordForm = typeof ResetPasswordFormSchema.Type;

/**
 * Changing the password: the current one, a new one that differs from it, and its confirmation.
 * @example decodeEntity(ChangePasswordFormSchema, { oldPassword: "Abc12345", password: "Abc12345", confirm: "Abc12345" })
 * // issue at "password": "schema.samePassword"
 */
export const ChangePasswordFormSchema = Schema.Struct({
  oldPassword: LoginPassword,
  password: NewPassword,
  confirm: ConfirmPassword,
}).check(confirmMatches("password", "confirm"), differsFrom("password", "oldPassword", "schema.samePassword"));
/** The values of {@link ChangePasswordFormSchema}. */
export type ChangePasswordForm = typeof ChangePasswordFormSchema.Type;

/**
 * Changing the mobile of the logged-in customer: a new mobile that is not `currentMobile`, and the SMS code
 * sent to it. A function of the current mobile, which is not a field of the form (its shape's runtime
 * parameter `currentMobile`).
 * @example decodeEntity(ChangeMobileFormSchema("13800138000"), { mobile: "13800138000", code: "123456" })
 * // issue at "mobile": "schema.sameMobile"
 */
export function ChangeMobileFormSchema(currentMobile: string) {
  return Schema.Struct({
    mobile: Mobile.check(notParam("schema.sameMobile", "currentMobile", currentMobile)),
    code: SmsCode,
  });
}
/** The values of a {@link ChangeMobileFormSchema}. */
export type ChangeMobileForm = ReturnType<typeof ChangeMobileFormSchema>["Type"];
