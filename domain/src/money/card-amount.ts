/**
 * Amounts on product cards (spec §9: "Numbers of 1000 and above in the card format are shown in units of
 * ten thousand").
 *
 * Decisions:
 * - value ≥ 1000 → value / 10000 followed by 万, at most 2 decimals, rounded half up, trailing zeros
 *   dropped: 10000 → "1万", 15000 → "1.5万", 1000 → "0.1万", 1234 → "0.12万", 2500000 → "250万".
 * - value < 1000 (including negatives) → the plain number, also rounded to at most 2 decimals with
 *   trailing zeros dropped: 999 → "999", 12.345 → "12.35".
 * - This is the Chinese card format: 万 is the unit the insurer prints on its cards. English has no 万, and an
 *   English "10k" would change the numbers, so English shows whole yuan with thousands separators
 *   (`cardAmountText(fen, "en")`, issue 20).
 * - A value it cannot format (not a finite number) gives "" (the `format*` convention), never a made-up "0";
 *   {@link parseCardAmount} reads a card amount back.
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
 * @example formatCardAmount(Number.NaN) // ""
 */
export function formatCardAmount(value: number): string {
  const read = readDecimal(value);
  if (typeof value !== "number" || !read.ok) return "";
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

/** A card amount: an optional minus, digits, an optional fraction, an optional 万 (at most 32 characters). */
const CARD_AMOUNT_TEXT = /^(-?\d+(?:\.\d+)?)(万?)$/;

/**
 * Reads a card amount back into a number: "1.5万" → 15000, "800" → 800. Beside {@link formatCardAmount},
 * whose rounding to two decimals of 万 makes the way back exact only to ±50.
 * @example parseCardAmount("1.5万") // { ok: true, value: 15000 }
 * @example parseCardAmount("800") // { ok: true, value: 800 }
 * @example parseCardAmount("1.5k") // { ok: false, reason: "format" }
 */
export function parseCardAmount(text: string): { ok: true; value: number } | { ok: false; reason: "format" } {
  if (typeof text !== "string" || text.length > 32) return { ok: false, reason: "format" };
  const match = CARD_AMOUNT_TEXT.exec(text);
  if (match === null) return { ok: false, reason: "format" };
  const read = readDecimal(match[1]);
  if (!read.ok) return { ok: false, reason: "format" };
  const decimal = match[2] === WAN ? shiftDecimal(read.decimal, 4) : read.decimal;
  const { negative, units } = roundToUnits(decimal, 2);
  const value = Number(unitsToText(negative, units, 2));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: "format" };
}
