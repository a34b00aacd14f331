/**
 * Money in, as integer fen (spec §9 "Money is shown with 2 decimals"; style: money is integer fen inside).
 *
 * Decisions:
 * - Decimal-correct: the input's decimal text is rounded, never a float product; a number goes through its
 *   shortest decimal text (`String(1.005)` is "1.005"), so 1.005 yuan is 101 fen.
 * - Rounding is half up, symmetric for negatives (half away from zero): -1.005 → -101 fen.
 * - Accepted text: optional sign, digits, optional `.digits`, optional exponent (`1e3`), as gateways and
 *   `String(number)` produce it. No trimming, no grouping commas, no currency sign: those are `format`.
 * - Negative amounts parse (refunds, corrections); `isMoney` is the stricter rule for customer input.
 * - Reasons: `empty` ("" or null/undefined from untyped callers), `format`, `range` (beyond
 *   Number.MAX_SAFE_INTEGER fen, or an absurd exponent).
 */
import { readDecimal, roundToUnits } from "./decimal";

/** Why a money value could not be read. */
export type MoneyParseFailure = "empty" | "format" | "range";

/** Result of `parseMoney`. */
export type MoneyParseResult = { ok: true; fen: number } | { ok: false; reason: MoneyParseFailure };

/**
 * Reads yuan (number or decimal text) as integer fen, rounding half up.
 * @example parseMoney("12.5") // { ok: true, fen: 1250 }
 * @example parseMoney(1.005) // { ok: true, fen: 101 }
 * @example parseMoney("1,000") // { ok: false, reason: "format" }
 */
export function parseMoney(input: number | string): MoneyParseResult {
  const read = readDecimal(input);
  if (!read.ok) return read;
  const { negative, units } = roundToUnits(read.decimal, 2);
  const magnitude = units.length <= 16 ? Number(units) : Number.POSITIVE_INFINITY;
  if (magnitude > Number.MAX_SAFE_INTEGER) return { ok: false, reason: "range" };
  return { ok: true, fen: negative ? -magnitude : magnitude };
}
