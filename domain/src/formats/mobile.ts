/**
 * Mainland mobile and telephone numbers (spec §5 "Mobile", "Phone"; standards.md §4).
 *
 * Decisions:
 * - A mobile number is exactly `^1[3-9]\d{9}$` (MIIT numbering plan). No `+86`/`0086` prefix, no spaces or
 *   dashes: the caller strips a country code before validating; per-operator prefix lists are not used
 *   because they go stale (validator.js #866, #1303, #1655).
 * - A phone number is one of: a mobile number; a bare 6–9 digit number (the spec's "6-9 digit numbers",
 *   taken literally, any leading digit); or an area-code landline: `0` + 2 or 3 more area-code digits, an
 *   optional `-`, a 7–8 digit local number, and an optional extension `-` + 1–6 digits
 *   (`010-12345678`, `0755-1234567`, `01012345678`, `010-12345678-801`). Other separators (spaces,
 *   parentheses, `转`) and service numbers such as `400-…`/`95518` are not accepted.
 */

/** Mobile number: 11 digits, first 1, second 3–9. */
const MOBILE = /^1[3-9]\d{9}$/;
/** A local number without area code, 6–9 digits (spec §5). */
const LOCAL_NUMBER = /^\d{6,9}$/;
/** Area code (0 + 2–3 digits), optional dash, 7–8 digit number, optional dash + 1–6 digit extension. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;

/**
 * Whether the text is a mainland mobile number.
 * @example isMobile("13800138000") // true
 * @example isMobile("+8613800138000") // false
 * @example isMobile("12800138000") // false
 * @see MIIT telecommunications numbering plan; standards.md §4
 */
export function isMobile(input: string): boolean {
  return typeof input === "string" && MOBILE.test(input);
}

/**
 * Whether the text is a contact phone number: a mobile, a 6–9 digit local number, or an area-code landline
 * with an optional extension.
 * @example isPhone("13800138000") // true
 * @example isPhone("010-12345678") // true
 * @example isPhone("0755-1234567-801") // true
 * @example isPhone("12345") // false
 */
export function isPhone(input: string): boolean {
  if (typeof input !== "string") return false;
  return MOBILE.test(input) || LOCAL_NUMBER.test(input) || LANDLINE.test(input);
}
