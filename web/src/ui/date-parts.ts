/**
 * Calendar helpers of the date picker: read a typed date within [min, max], keep a date inside it, and the
 * month/day ranges the picker columns offer. Reading a date text is domain's `parseDateText` (one reader of
 * date text in the mall: `YYYY-MM-DD`, `YYYY/MM/DD`, `YYYYMMDD`); these add only the picker's range. Built on
 * domain's calendar (`isRealDate`, `daysInMonth`, `compareDateParts`); "today" is today in China.
 */
import { compareDateParts, daysInMonth, isRealDate, parseDateText, type DateParts } from "@micromall/domain";

/** Result of `parseDateInRange`. */
export type ParsedDate = { readonly ok: true; readonly parts: DateParts } | { readonly ok: false; readonly reason: "format" | "date" | "range" };

/**
 * Reads a typed date (domain's `parseDateText`) and requires it within [min, max]. Total: never throws, never trims.
 * @example parseDateInRange("2000-02-30", min, max) // { ok: false, reason: "date" }
 */
export function parseDateInRange(text: string, min: DateParts, max: DateParts): ParsedDate {
  const parsed = parseDateText(text);
  if (!parsed.ok) return parsed;
  const { parts } = parsed;
  if (compareDateParts(parts, min) < 0 || compareDateParts(parts, max) > 0) return { ok: false, reason: "range" };
  return { ok: true, parts };
}

/**
 * A `DateParts` from a `DateParts` or real `YYYY-MM-DD` / `YYYY/MM/DD` text; undefined otherwise.
 * @example toDateParts("2000-01-01") // { year: 2000, month: 1, day: 1 }
 * @example toDateParts("2000/01/01") // { year: 2000, month: 1, day: 1 }
 */
export function toDateParts(value: DateParts | string | undefined): DateParts | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") return isRealDate(value.year, value.month, value.day) ? value : undefined;
  const parsed = parseDateText(value);
  return parsed.ok ? parsed.parts : undefined;
}

/**
 * `parts` moved into [min, max], with the day cut to the month's length.
 * @example clampDateParts({ year: 2001, month: 2, day: 31 }, min, max) // { year: 2001, month: 2, day: 28 } (when inside)
 */
export function clampDateParts(parts: DateParts, min: DateParts, max: DateParts): DateParts {
  const day = Math.min(parts.day, daysInMonth(parts.year, parts.month));
  const fitted = { year: parts.year, month: parts.month, day };
  if (compareDateParts(fitted, min) < 0) return min;
  if (compareDateParts(fitted, max) > 0) return max;
  return fitted;
}

/**
 * The first and last month the picker offers in `year`.
 * @example monthRange(2026, { year: 1926, month: 5, day: 1 }, { year: 2026, month: 5, day: 20 }) // [1, 5]
 */
export function monthRange(year: number, min: DateParts, max: DateParts): readonly [number, number] {
  return [year === min.year ? min.month : 1, year === max.year ? max.month : 12];
}

/**
 * The first and last day the picker offers in `year`/`month`.
 * @example dayRange(2024, 2, min, max) // [1, 29] (when the month is fully inside)
 */
export function dayRange(year: number, month: number, min: DateParts, max: DateParts): readonly [number, number] {
  const first = year === min.year && month === min.month ? min.day : 1;
  const last = year === max.year && month === max.month ? max.day : daysInMonth(year, month);
  return [first, last];
}

/**
 * The default range when a DatePicker gets no min/max: 100 years back to 10 years ahead of `today`.
 * @example defaultDateRange({ year: 2026, month: 5, day: 20 }) // { min: 1926-05-20, max: 2036-05-20 }
 */
export function defaultDateRange(today: DateParts): { readonly min: DateParts; readonly max: DateParts } {
  return { min: shiftYears(today, -100), max: shiftYears(today, 10) };
}

function shiftYears(parts: DateParts, years: number): DateParts {
  const year = parts.year + years;
  return { year, month: parts.month, day: Math.min(parts.day, daysInMonth(year, parts.month)) };
}
