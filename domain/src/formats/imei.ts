/**
 * IMEI of a covered mobile phone (spec §3 "Mobile cover", §5 "IMEI: 15 digits").
 *
 * Decision: the spec only says 15 digits; we follow the standard, 3GPP TS 23.003 §6.2.1 / annex B: the 15th
 * digit is the Luhn check digit over the first 14 (TAC + serial). The number shown by `*#06#` and printed
 * on the box includes it, so a customer copying their IMEI passes; a typo in one digit is caught.
 */

const IMEI = /^\d{15}$/;

/**
 * Whether the text is a 15-digit IMEI whose last digit is the Luhn check digit.
 * @example isImei("490154203237518") // true
 * @example isImei("490154203237519") // false
 * @see 3GPP TS 23.003 §6.2.1 and annex B (Luhn check digit)
 */
export function isImei(input: string): boolean {
  return typeof input === "string" && IMEI.test(input) && luhnOk(input);
}

/**
 * Whether the text is 15 ASCII digits (an IMEI's length and charset; its check digit aside).
 * @example isImeiDigits("490154203237519") // true
 * @example isImeiDigits("49015420323751") // false
 */
export function isImeiDigits(input: string): boolean {
  return typeof input === "string" && IMEI.test(input);
}

/**
 * Whether the text is no 15-digit run or carries its right Luhn digit: the check-digit rule alone, so a form
 * names a wrong check digit apart from a wrong length (`imeiProblem`).
 * @example isImeiCheckDigitRight("490154203237519") // false
 * @example isImeiCheckDigitRight("4901") // true (the length rule names that one)
 */
export function isImeiCheckDigitRight(input: string): boolean {
  return typeof input === "string" && (!IMEI.test(input) || luhnOk(input));
}

/**
 * What is wrong with an IMEI, as a format message key: `imei` (not 15 digits), `imeiCheckDigit` (15 digits whose
 * last is not the Luhn digit of the first 14), or null when it is right.
 * @example imeiProblem("490154203237519") // "imeiCheckDigit"
 * @example imeiProblem("4901542032375") // "imei"
 */
export function imeiProblem(input: string): "imei" | "imeiCheckDigit" | null {
  if (!isImeiDigits(input)) return "imei";
  return luhnOk(input) ? null : "imeiCheckDigit";
}

/** Luhn (mod 10) check over an all-digit string whose last digit is the check digit. */
function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (d < 0 || d > 9) return false;
    const v = i % 2 === 1 ? d * 2 : d;
    sum += v > 9 ? v - 9 : v;
  }
  return digits.length > 0 && sum % 10 === 0;
}
