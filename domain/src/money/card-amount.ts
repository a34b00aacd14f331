/**
 * Amounts on product cards (spec §9: "Numbers of 1000 and above in the card format are shown in units of
 * ten thousand").
 *
 * Decisions:
 * - value ≥ 1000 → value / 10000 followed by 万, at most 2 decimals, rounded half up, trailing zeros
 *   dropped: 10000 → "1万", 15000 → "1.5万", 1000 → "0.1万", 1234 → "0.12万", 2500000 → "250万".
 * - value < 1000 (including negatives) → the plain number, also rounded to at most 2 decimals with
 *   trailing zeros dropped: 999 → "999", 12.345 → "12.35".
 * - One output for every locale: 万 is the unit the insurer prints on its cards, and an English "10k"
 *   would change the numbers; the English catalogue can explain the unit where needed.
 * - Total: a non-finite value shows "0".
 * - Exact decimal arithmetic on the number's shortest decimal text, like `formatMoney`.
 */
import { readDecimal, roundToUnits, shiftDecimal, unitsToText } from "./decimal";

/** The threshold from which the card shows units of ten thousand. */
export const CARD_AMOUNT_WAN_FROM = 1000;
/** Unit of ten thousand. */
const WAN = "万";

/**
 * A card amount: units of ten thousand (万) from 1000, else the plain number; at most 2 decimals.
 * @example formatCardAmount(15000) // "1.5万"
 * @example formatCardAmount(1000) // "0.1万"
 * @example formatCardAmount(2500000) // "250万"
 * @example formatCardAmount(800) // "800"
 */
export function formatCardAmount(value: number): string {
  const read = readDecimal(value);
  if (typeof value !== "number" || !read.ok) return "0";
  const wan = value >= CARD_AMOUNT_WAN_FROM;
  const { negative, units } = roundToUnits(wan ? shiftDecimal(read.decimal, -4) : read.decimal, 2);
  const text = dropTrailingZeros(unitsToText(negative, units, 2));
  return wan ? `${text}${WAN}` : text;
}

/** "1.50" → "1.5", "250.00" → "250" (the input always has exactly two decimals). */
function dropTrailingZeros(text: string): string {
  if (text.endsWith(".00")) return text.slice(0, -3);
  return text.endsWith("0") ? text.slice(0, -1) : text;
}
