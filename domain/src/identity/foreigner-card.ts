/**
 * Foreigner's permanent residence identity card (外国人永久居留身份证).
 *
 * - 2017 form: 15 characters. Spec §5 says "15 uppercase alphanumerics"; we follow the spec (the NIA
 *   layout, 3-letter nationality + 12 digits, is a subset of it).
 * - 2023 form (issued from 2023-12-01): 18 characters, first digit `9`, the last one a MOD 11-2 check
 *   character exactly as in GB 11643 (lower-case `x` accepted, as for the resident identity number).
 *   The inner layout (province of acceptance, numeric nationality, birth date) is not checked: it is only
 *   documented by third parties.
 *
 * Both forms are accepted while old cards remain valid.
 *
 * @see NIA notice on the 2023 permanent residence identity card
 */
import { allCodes, isDigitCode, isUpperAlnumCode } from "./ascii";
import { idCardCheckCharacter } from "./id-card";

/**
 * Whether the text is a foreigner's permanent residence card number (2017 or 2023 form).
 * @example isForeignerCard("USA123456789012") // true (2017 form)
 * @example isForeignerCard("usa123456789012") // false
 * @example isForeignerCard("911840198001010013") // true (2023 form, check character 3)
 */
export function isForeignerCard(input: string): boolean {
  if (typeof input !== "string") return false;
  const length = input.length;
  if (length === 15) return allCodes(input, 0, 15, isUpperAlnumCode);
  if (length !== 18 || input.charCodeAt(0) !== 57) return false;
  if (!allCodes(input, 1, 17, isDigitCode)) return false;
  const expected = idCardCheckCharacter(input.slice(0, 17));
  const actual = input.charAt(17);
  return expected !== null && (actual === expected || (expected === "X" && actual === "x"));
}
