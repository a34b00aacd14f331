/**
 * The calendar date in China (UTC+8, no daylight saving) of an instant, independent of the machine's time
 * zone: "today" for every date rule (birth date not in the future, birthday range) means today in China,
 * so the same rule gives the same answer under `TZ=Asia/Shanghai` and `TZ=UTC`.
 */

/** China Standard Time offset in milliseconds (UTC+8 all year). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Year, month (1–12) and day of a calendar date. */
export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * The calendar date in China at the instant `now`.
 * @example chinaDateParts(new Date("2026-11-21T17:00:00Z")) // { year: 2026, month: 11, day: 22 }
 * @throws {TypeError} when `now` is not a Date: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function chinaDateParts(now: Date = new Date()): DateParts {
  const shifted = new Date(now.getTime() + CHINA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * Compares two calendar dates: negative when `a` is earlier, 0 when equal, positive when later.
 * @example compareDateParts({ year: 2000, month: 1, day: 1 }, { year: 2000, month: 1, day: 2 }) // -1
 * @throws {TypeError} when `a` or `b` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function compareDateParts(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Whether year/month/day form a real Gregorian date (leap years: divisible by 4, not by 100 unless by 400).
 * @example isRealDate(1900, 2, 29) // false
 * @example isRealDate(2000, 2, 29) // true
 */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/**
 * Days in a month of the Gregorian calendar.
 * @example daysInMonth(2024, 2) // 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The same calendar day `years` years earlier; 29 February becomes 28 February in a year without it (how a birthday
 * range and an age count back from a day).
 * @example yearsBefore({ year: 2024, month: 2, day: 29 }, 1) // { year: 2023, month: 2, day: 28 }
 * @example yearsBefore({ year: 2026, month: 12, day: 1 }, 65) // { year: 1961, month: 12, day: 1 }
 */
export function yearsBefore(parts: DateParts, years: number): DateParts {
  const year = parts.year - years;
  return { year, month: parts.month, day: Math.min(parts.day, daysInMonth(year, parts.month)) };
}

/**
 * Gregorian leap year; `false` for anything that is not an integer.
 * @example isLeapYear(2000) // true
 */
export function isLeapYear(year: number): boolean {
  if (typeof year !== "number" || !Number.isInteger(year)) return false;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * `YYYY-MM-DD` text of a date.
 * @example formatDateParts({ year: 2000, month: 1, day: 1 }) // "2000-01-01"
 * @throws {TypeError} when `parts` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function formatDateParts(parts: DateParts, separator = "-"): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(parts.year, 4)}${separator}${pad(parts.month, 2)}${separator}${pad(parts.day, 2)}`;
}
