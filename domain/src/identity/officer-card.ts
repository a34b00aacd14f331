/**
 * Officer's card (军官证) number, as spec §5 gives it: 4–8 letters or digits (ASCII, either case).
 * No check character exists; this only catches obvious typing errors.
 */
import { allCodes, isAlnumCode } from "./ascii";

/**
 * Whether the text is an officer's card number.
 * @example isOfficerCard("A1234") // true
 * @example isOfficerCard("123") // false
 * @example isOfficerCard("军字第1234号") // false
 */
export function isOfficerCard(input: string): boolean {
  if (typeof input !== "string") return false;
  const length = input.length;
  return length >= 4 && length <= 8 && allCodes(input, 0, length, isAlnumCode);
}
