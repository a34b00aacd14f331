/**
 * Passport numbers, as spec §5 describes them: the general form is 5–17 letters or digits (any issuing
 * country); the short form 8–9 letters or digits (PRC passports such as `E12345678`, `EA1234567`,
 * `G12345678`).
 *
 * Decision: letters are ASCII letters of either case (spec §5 says "letters", and foreign passports are
 * typed as printed); nothing else — no spaces, hyphens or full-width characters. Passport numbers carry
 * no check digit (ICAO 9303 check digits live only in the machine-readable zone). An unknown variant is
 * treated as `"general"`.
 */
import { allCodes, isAlnumCode } from "./ascii";

/** Which passport-number rule to apply. */
export type PassportVariant = "general" | "short";

/**
 * Whether the text is a passport number.
 * @example isPassport("E12345678") // true
 * @example isPassport("X1234") // true
 * @example isPassport("X1234", "short") // false (short form needs 8–9 characters)
 * @example isPassport("E1234 5678") // false
 */
export function isPassport(input: string, variant: PassportVariant = "general"): boolean {
  if (typeof input !== "string") return false;
  const length = input.length;
  const short = variant === "short";
  const fits = short ? length === 8 || length === 9 : length >= 5 && length <= 17;
  return fits && allCodes(input, 0, length, isAlnumCode);
}
