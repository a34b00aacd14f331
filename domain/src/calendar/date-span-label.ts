/**
 * Label of an insurance period given in days (spec §9 "Day-count labels").
 *
 * The spec gives: under 30 days → days; 30 or 31 → month(s); 6 months → half a year; 365 or 366 →
 * year(s). Generalised precisely as follows (first matching rule wins):
 * 0. A span it cannot label gives "" (the `format*` convention, domain/CONVENTIONS.md): a negative count of
 *    days, NaN, ±Infinity or a non-number — never a made-up "0天" or "-5天".
 * 1. `n` is `days` floored to an integer; beyond Number.MAX_SAFE_INTEGER it is clamped there (so a label never
 *    shows an exponent).
 * 2. Years: `k ≥ 1` years ↔ `365k ≤ n ≤ 365k + ceil(k / 4)` (one possible leap day per started four
 *    years): 365–366 → 1年, 730–731 → 2年, 1095–1096 → 3年, 1460–1461 → 4年 …
 * 3. Months, `k` = 1–11: `k` months ↔ `max(30k, shortest k consecutive months) ≤ n ≤ longest k
 *    consecutive months` (the shortest window counts February as 28 days, the longest as 29):
 *    30–31 → 1个月, 60–62 → 2个月, 90–92 → 3个月, 120–123, 150–153, 212–215, 242–245, 273–276,
 *    303–306, 334–337. Six months (181–184) is 半年 / "half a year".
 * 4. Everything else is days: 0 → 0天, 29 → 29天, 45 → 45天, 400 → 400天.
 * Texts come from CALENDAR_MESSAGES; an unknown locale from an untyped caller falls back to zh-CN.
 */
import { CALENDAR_MESSAGES } from "../messages/calendar";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";


const COMMON_YEAR_MONTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const LEAP_YEAR_MONTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** Month counts that have a label of their own (12 months and more are years or days). */
const MAX_LABELLED_MONTHS = 11;
/** The month count labelled "half a year". */
const HALF_YEAR_MONTHS = 6;

/** Inclusive day ranges of k = 1…11 months, computed once from the calendar. */
export const MONTH_SPAN_DAYS: ReadonlyArray<{ readonly months: number; readonly min: number; readonly max: number }> =
  Array.from({ length: MAX_LABELLED_MONTHS }, (_, i) => {
    const months = i + 1;
    return {
      months,
      min: Math.max(30 * months, windowExtreme(COMMON_YEAR_MONTHS, months, Math.min)),
      max: windowExtreme(LEAP_YEAR_MONTHS, months, Math.max),
    };
  });

/**
 * The label of a span of days: days, months, half a year or years.
 * @example dateSpanLabel(7) // "7天"
 * @example dateSpanLabel(31) // "1个月"
 * @example dateSpanLabel(183) // "半年"
 * @example dateSpanLabel(366) // "1年"
 * @example dateSpanLabel(730, "en") // "2 years"
 * @example dateSpanLabel(1, "en") // "1 day"
 * @example dateSpanLabel(-5) // ""
 */
export function dateSpanLabel(days: number, locale: Locale = DEFAULT_LOCALE): string {
  const texts = CALENDAR_MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE];
  if (typeof days !== "number" || !Number.isFinite(days) || days < 0) return "";
  const n = Math.min(Math.floor(days), Number.MAX_SAFE_INTEGER);
  const fill = (template: string, count: number) => template.replace("{count}", String(count));

  const years = Math.floor(n / 365);
  if (years >= 1 && n <= 365 * years + Math.ceil(years / 4)) {
    return fill(years === 1 ? texts.spanYear : texts.spanYears, years);
  }
  for (const span of MONTH_SPAN_DAYS) {
    if (n >= span.min && n <= span.max) {
      if (span.months === HALF_YEAR_MONTHS) return texts.spanHalfYear;
      return fill(span.months === 1 ? texts.spanMonth : texts.spanMonths, span.months);
    }
  }
  return fill(n === 1 ? texts.spanDay : texts.spanDays, n);
}

/** The shortest or longest sum of `count` consecutive months, windows wrapping round the year. */
function windowExtreme(months: ReadonlyArray<number>, count: number, pick: (...values: number[]) => number): number {
  const sums = months.map((_, start) =>
    Array.from({ length: count }, (_, i) => months[(start + i) % months.length] ?? 0).reduce((a, b) => a + b, 0),
  );
  return pick(...sums);
}
