/**
 * Short numeric codes typed by the customer: SMS code, verification code, postal code (spec §5).
 *
 * Decision: the spec says "SMS code: exactly 6 digits (verification code field length 5 on some screens)".
 * The 5-character field is the picture-captcha style verification code; it is read as exactly 5 digits.
 */

const SMS_CODE = /^\d{6}$/;
const VERIFY_CODE = /^\d{5}$/;
const POSTAL_CODE = /^\d{6}$/;

/**
 * Whether the text is an SMS code: exactly 6 ASCII digits.
 * @example isSmsCode("012345") // true
 * @example isSmsCode("12345") // false
 */
export function isSmsCode(input: string): boolean {
  return typeof input === "string" && SMS_CODE.test(input);
}

/**
 * Whether the text is the 5-digit verification code of the screens whose code field is 5 long.
 * @example isVerifyCode("01234") // true
 * @example isVerifyCode("012345") // false
 */
export function isVerifyCode(input: string): boolean {
  return typeof input === "string" && VERIFY_CODE.test(input);
}

/**
 * Whether the text is a mainland postal code: 6 ASCII digits.
 * @example isPostalCode("100000") // true
 * @example isPostalCode("10000") // false
 */
export function isPostalCode(input: string): boolean {
  return typeof input === "string" && POSTAL_CODE.test(input);
}
