/**
 * Money in running text, one format in every language (customer report 2 G15, G18): the yuan sign, the whole
 * yuan grouped by thousands, two decimals — "¥1,382.50", never "1382.50 元" (where 元 wrapped onto its own line
 * in elder mode) nor "CNY 100000.00". No space inside, so a line never breaks between the sign and the figure.
 *
 * Decisions:
 * - From integer fen, like `formatFen`, whose rounding and "" for unreadable input it keeps.
 * - A negative amount puts the minus before the sign ("-¥3.46"), as the `Amount` component shows it.
 */
import { formatFen } from "./format-money";

/** The currency sign before the figure. */
const YUAN_SIGN = "¥";
/** Three digits followed by a multiple of three digits up to the end: where a separator goes. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * Fen as "¥1,382.50"; "" for input `formatFen` cannot read.
 * @example formatMoneyText(138250) // "¥1,382.50"
 * @example formatMoneyText(-346) // "-¥3.46"
 * @example formatMoneyText(Number.NaN) // ""
 */
export function formatMoneyText(fen: number): string {
  const text = formatFen(fen);
  if (text === "") return "";
  const negative = text.startsWith("-");
  const [whole = "", decimals = ""] = (negative ? text.slice(1) : text).split(".");
  return `${negative ? "-" : ""}${YUAN_SIGN}${whole.replace(THOUSANDS, ",")}.${decimals}`;
}
