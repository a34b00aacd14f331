/**
 * Money out: yuan with exactly two decimals (spec §9).
 *
 * Decisions:
 * - `formatMoney` rounds the decimal text of its input half up (away from zero for negatives), exactly:
 *   `formatMoney(1.005) === "1.01"`. Any finite size works (it never goes through fen).
 * - Input it cannot format gives "" (the convention of every `format*`, domain/CONVENTIONS.md): anything
 *   `parseMoney` refuses — NaN, ±Infinity, "", "abc", "1,000" (grouping commas are output, not input),
 *   "¥12", a non-number from an untyped caller. Never a made-up "0.00": a missing premium must not show as
 *   free. `parseMoney` beside it says why.
 * - A value that rounds to zero never shows a minus sign ("-0.001" → "0.00").
 * - No grouping separators and no currency sign: the screen adds "¥" or "元".
 */
import { readDecimal, roundToUnits, unitsToText } from "./decimal";

/** What an amount that cannot be formatted gives. */
const UNREADABLE = "";

/**
 * Yuan with exactly two decimals, rounded half up; "" for input it cannot read (see `parseMoney`).
 * @example formatMoney(1.005) // "1.01"
 * @example formatMoney("12") // "12.00"
 * @example formatMoney(-3.456) // "-3.46"
 * @example formatMoney(Number.NaN) // ""
 * @example formatMoney("1,000") // ""
 */
export function formatMoney(value: number | string): string {
  const read = readDecimal(value);
  if (!read.ok) return UNREADABLE;
  const { negative, units } = roundToUnits(read.decimal, 2);
  return unitsToText(negative, units, 2);
}

/**
 * Integer fen as yuan with two decimals; a non-integer fen is rounded half up; "" for a non-finite fen or a
 * non-number (`parseMoney` reads yuan back into fen).
 * @example formatFen(12345) // "123.45"
 * @example formatFen(5) // "0.05"
 * @example formatFen(-100) // "-1.00"
 */
export function formatFen(fen: number): string {
  if (typeof fen !== "number") return UNREADABLE;
  const read = readDecimal(fen);
  if (!read.ok) return UNREADABLE;
  const { negative, units } = roundToUnits(read.decimal, 0);
  return unitsToText(negative, units, 2);
}
