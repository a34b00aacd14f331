/**
 * A sum insured as every screen writes it (G21: the product page said 10万元, the policy "500000.00 元").
 *
 * Decisions:
 * - A sum insured is a limit, not a price: whole yuan read best, so no ".00"; a fraction of a yuan shows only when
 *   there is one ("1,234.50元").
 * - Chinese: from ten thousand yuan, in units of 万 when that is exact to two decimals of 万 (whole hundreds of
 *   yuan): 10万元, 1.5万元, 12.34万元; otherwise yuan with thousands separators (12,345元, 300元), so the text
 *   never rounds a sum away.
 * - English has no 万: "¥100,000" (yuan, thousands separators).
 * - Integer fen in; anything that is not a finite amount of at least zero gives "" (the `format*` convention).
 */
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";

/** Yuan from which a Chinese sum insured is written in units of 万. */
const WAN_FROM_YUAN = 10_000;

/**
 * A sum insured (integer fen; a fraction of a fen is rounded) in the customer's language; "" for no amount.
 * @example formatSumInsured(10_000_000) // "10万元"
 * @example formatSumInsured(1_500_000) // "1.5万元"
 * @example formatSumInsured(1_234_500) // "12,345元"
 * @example formatSumInsured(30_000) // "300元"
 * @example formatSumInsured(50_000_000, "en") // "¥500,000"
 * @example formatSumInsured(Number.NaN) // ""
 */
export function formatSumInsured(fen: number, locale: Locale = DEFAULT_LOCALE): string {
  if (typeof fen !== "number" || !Number.isFinite(fen) || fen < 0 || fen > Number.MAX_SAFE_INTEGER) return "";
  const whole = Math.round(fen);
  const yuan = Math.floor(whole / 100);
  const cents = whole % 100;
  const fraction = cents === 0 ? "" : `.${String(cents).padStart(2, "0")}`;
  if (locale === "en") return `¥${grouped(yuan)}${fraction}`;
  if (cents === 0 && yuan >= WAN_FROM_YUAN && yuan % 100 === 0) return `${wanText(yuan / 100)}万元`;
  return `${grouped(yuan)}${fraction}元`;
}

/** Whole yuan with thousands separators: 12345 → "12,345". */
function grouped(yuan: number): string {
  return String(yuan).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Hundreds of yuan as 万 with at most two decimals, trailing zeros dropped: 150 → "1.5", 1234 → "12.34". */
function wanText(hundreds: number): string {
  const rest = hundreds % 100;
  const head = String(Math.floor(hundreds / 100));
  if (rest === 0) return head;
  return `${head}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}
