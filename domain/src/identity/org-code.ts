/**
 * Organisation code (组织机构代码), GB 11714-1997: 8 body characters (digits or upper-case letters) and a
 * check character, written `XXXXXXXXC` or in the printed form `XXXXXXXX-C`.
 *
 * Decision: both forms are accepted (the printed form is what people copy from certificates); lower-case
 * letters are not (the standard uses upper case and validators do not case-fold).
 *
 * A known limit of the standard's check: letter values go up to 35, so replacing a character by one whose
 * value differs by 11 or 22 (for example `0` ↔ `B`) keeps the check character. Digit-for-digit typing
 * errors are always caught.
 *
 * @see GB 11714-1997 全国组织机构代码编制规则
 */

/** Weights of the 8 body characters. */
const WEIGHTS: readonly number[] = [3, 7, 9, 10, 5, 8, 4, 2];
/** Check character for each value of `sum mod 11`: C = 11 − r, 10 → X, 11 → 0. */
const CHECK_CHARACTERS = "0X987654321";

const CODE_0 = 48;
const CODE_A = 65;
const CODE_HYPHEN = 45;

/**
 * Whether the text is a valid organisation code, with or without the hyphen before the check character.
 * @example isOrgCode("55138508-2") // true
 * @example isOrgCode("71526726X") // true
 * @example isOrgCode("55138508-3") // false
 * @see GB 11714-1997
 */
export function isOrgCode(input: string): boolean {
  if (typeof input !== "string") return false;
  const length = input.length;
  if (length === 10) {
    if (input.charCodeAt(8) !== CODE_HYPHEN) return false;
  } else if (length !== 9) {
    return false;
  }
  const sum = weightedSum(input);
  if (sum < 0) return false;
  return input.charCodeAt(length - 1) === CHECK_CHARACTERS.charCodeAt(sum % 11);
}

/**
 * The check character of an 8-character body (digits or upper-case letters), or null for any other text.
 * @example orgCodeCheckCharacter("55138508") // "2"
 * @example orgCodeCheckCharacter("5513850") // null
 * @see GB 11714-1997
 */
export function orgCodeCheckCharacter(body8: string): string | null {
  if (typeof body8 !== "string" || body8.length !== 8) return null;
  const sum = weightedSum(body8);
  return sum < 0 ? null : CHECK_CHARACTERS.charAt(sum % 11);
}

/** Weighted sum of the first 8 characters, or -1 when one of them is not a digit or upper-case letter. */
function weightedSum(text: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const code = text.charCodeAt(i);
    let value: number;
    if (code >= CODE_0 && code <= CODE_0 + 9) value = code - CODE_0;
    else if (code >= CODE_A && code <= CODE_A + 25) value = code - CODE_A + 10;
    else return -1;
    sum += value * (WEIGHTS[i] as number);
  }
  return sum;
}
