/**
 * Vehicle identification number (frame number) and electric-vehicle frame number (spec §5; ISO 3779;
 * standards.md §4).
 *
 * Decisions:
 * - `isFrameNumber` is the hard rule: 17 characters of `[A-HJ-NPR-Z0-9]` (no I, O, Q), upper case only.
 * - The position-9 check digit is a separate, warning-level check (`vinCheckDigitOk`): China and North
 *   America require it but ISO 3779 does not, and insured imported European cars often fail it
 *   (`WVGZZZ5NZEW069297`), so a screen may warn but must not reject on it.
 * - An electric (two-wheeler) frame number is 15–18 ASCII letters or digits, either case (spec §5 only gives
 *   the length; the frames of e-bikes follow no single standard).
 */

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const ELECTRIC_FRAME = /^[A-Za-z0-9]{15,18}$/;
/** ISO 3779 transliteration of letters to values (I, O, Q absent). */
const VIN_LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
/** Position weights; position 9 (the check digit itself) weighs 0. */
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * Whether the text is a 17-character VIN (no I, O, Q).
 * @example isFrameNumber("LSVAU2180N2183294") // true
 * @example isFrameNumber("LSVAU2180N218329O") // false
 * @see ISO 3779; GB 16735
 */
export function isFrameNumber(input: string): boolean {
  return typeof input === "string" && VIN.test(input);
}

/**
 * Whether a VIN's 9th character is its ISO 3779 / 49 CFR 565 check digit. A warning, not a rejection.
 * @example vinCheckDigitOk("1M8GDM9AXKP042788") // true
 * @example vinCheckDigitOk("WVGZZZ5NZEW069297") // false (a real imported car: warn only)
 * @see ISO 3779 annex; 49 CFR 565.15
 */
export function vinCheckDigitOk(vin: string): boolean {
  if (!isFrameNumber(vin)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += vinValue(vin.charAt(i)) * (VIN_WEIGHTS[i] ?? 0);
  const check = sum % 11;
  return vin.charAt(8) === (check === 10 ? "X" : String(check));
}

/**
 * Whether the text is an electric-vehicle frame number: 15–18 ASCII letters or digits.
 * @example isElectricFrameNumber("ABC123456789012") // true
 * @example isElectricFrameNumber("ABC12345678901") // false
 */
export function isElectricFrameNumber(input: string): boolean {
  return typeof input === "string" && ELECTRIC_FRAME.test(input);
}

function vinValue(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  return VIN_LETTER_VALUES[ch] ?? 0;
}
