/**
 * Money out: yuan with exactly two decimals (spec §9).
 *
 * Decisions:
 * - `formatMoney` rounds the decimal text of its input half up (away from zero for negatives), exactly:
 *   `formatMoney(1.005) === "1.01"`. Any finite size works (it never goes through fen).
 * - Total: input that is not a finite number or decimal text (NaN, Infinity, "", "abc", null from an untyped
 *   caller) formats as "0.00". This matches what the original screens showed for a missing premium;
 *   a caller that must tell "missing" from zero uses `parseMoney` first.
 * - A value that rounds to zero never shows a minus sign ("-0.001" → "0.00").
 * - No grouping separators and no currency sign: the screen adds "¥" or "元".
 */
import { readDecimal, roundToUnits, unitsToText } from "./decimal";

/** What an unreadable amount shows. */
const UNREADABLE = "0.00";

/**
 * Yuan with exactly two decimals, rounded half up.
 * @example formatMoney(1.005) // "1.01"
 * @example formatMoney("12") // "12.00"
 * @example formatMoney(-3.456) // "-3.46"
 * @example formatMoney(Number.NaN) // "0.00"
 */
export function formatMoney(value: number | string): string {
  const read = readDecimal(value);
  if (!read.ok) return UNREADABLE;
  const { negative, units } = roundToUnits(read.decimal, 2);
  return unitsToText(negative, units, 2);
}

/**
 * Integer fen as yuan with two decimals; a non-integer fen is rounded half up, a non-finite one is "0.00".
 * @example formatFen(12345) // "123.45"
 * @example formatFen(5) // "0.05"
 * @example formatFen(-100) // "-1.00"
 */
export function formatFen(fen: number): string {
  const read = readDecimal(fen);
  if (!read.ok) return UNREADABLE;
  const { negative, units } = roundToUnits(read.decimal, 0);
  return unitsToText(negative, units, 2);
}
