/**
 * Calendar-date text without dayjs: reading a date text, re-writing it as `YYYY-MM-DD` or `YYYY/MM/DD`, adding
 * days and counting days between two (spec §3: dates are "kept as text"). `date-text.ts` re-exports the reader
 * and the day count and adds dayjs's free-form formats; a module that needs only these two layouts imports this
 * one, so its route ships no dayjs (the application form of /inputInfo, the identity confirmation).
 *
 * Accepted date text is that of `date-text.ts` (the same reader): `YYYY-MM-DD`, `YYYY/MM/DD` or `YYYYMMDD`, month
 * and day with 1 or 2 digits, an optional time that is ignored, a real date, years 0000–9999; anything else is
 * unreadable ("" or null). Results never depend on the time zone (calendar arithmetic in UTC).
 */
import { formatDateParts, isRealDate, type DateParts } from "./china-date";

const DATE_TEXT =
  /^(\d{4})(?:([-/])(\d{1,2})\2(\d{1,2})|(\d{2})(\d{2}))(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/;
/** Longest date text read (the longest accepted form, `YYYY-MM-DD HH:mm:ss.SSS`, has 23 characters). */
export const MAX_DATE_TEXT_LENGTH = 32;
const MS_PER_DAY = 86_400_000;
const MAX_YEAR = 9999;

/** Why a date text could not be read. */
export type DateTextFailure = "format" | "date";

/** The separator of a written date: `-` (`YYYY-MM-DD`) or `/` (`YYYY/MM/DD`, as the gateway writes it). */
export type DateSeparator = "-" | "/";

/**
 * Reads a calendar-date text.
 * @example parseDateText("2000/01/01") // { ok: true, date: "2000-01-01", parts: { year: 2000, month: 1, day: 1 } }
 * @example parseDateText("2023-02-29") // { ok: false, reason: "date" }
 */
export function parseDateText(
  text: string,
): { ok: true; date: string; parts: DateParts } | { ok: false; reason: DateTextFailure } {
  if (typeof text !== "string" || text.length > MAX_DATE_TEXT_LENGTH) return { ok: false, reason: "format" };
  const match = DATE_TEXT.exec(text);
  if (match === null) return { ok: false, reason: "format" };
  const year = Number(match[1]);
  const month = Number(match[3] ?? match[5]);
  const day = Number(match[4] ?? match[6]);
  if (!isRealDate(year, month, day)) return { ok: false, reason: "date" };
  const parts = { year, month, day };
  return { ok: true, date: formatDateParts(parts), parts };
}

/**
 * A date text re-written with a separator; "" when it is unreadable.
 * @example dateTextWith("2024-3-5", "/") // "2024/03/05"
 * @example dateTextWith("20240305") // "2024-03-05"
 * @example dateTextWith("not a date") // ""
 */
export function dateTextWith(text: string, separator: DateSeparator = "-"): string {
  const parsed = parseDateText(text);
  return parsed.ok ? formatDateParts(parsed.parts, separator) : "";
}

/**
 * The date `days` calendar days after (or before, if negative) a date text, written with a separator; `days`
 * is truncated to an integer. "" when the text is unreadable, `days` is not finite or the result leaves years
 * 0000–9999.
 * @example addDaysWith("2024-02-28", 1) // "2024-02-29"
 * @example addDaysWith("2024-03-01", -1, "/") // "2024/02/29"
 */
export function addDaysWith(text: string, days: number, separator: DateSeparator = "-"): string {
  const parsed = parseDateText(text);
  if (!parsed.ok || typeof days !== "number" || !Number.isFinite(days)) return "";
  const date = new Date(utcMidnight(parsed.parts) + Math.trunc(days) * MS_PER_DAY);
  if (Number.isNaN(date.valueOf())) return "";
  const year = date.getUTCFullYear();
  if (year < 0 || year > MAX_YEAR) return "";
  return formatDateParts({ year, month: date.getUTCMonth() + 1, day: date.getUTCDate() }, separator);
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier); null when either is unreadable.
 * @example daysBetween("2024-01-01", "2025-01-01") // 366
 * @example daysBetween("2024-03-10", "2024-03-01") // -9
 */
export function daysBetween(from: string, to: string): number | null {
  const a = parseDateText(from);
  const b = parseDateText(to);
  if (!a.ok || !b.ok) return null;
  return Math.round((utcMidnight(b.parts) - utcMidnight(a.parts)) / MS_PER_DAY);
}

/** Milliseconds of midnight UTC of a calendar date; `setUTCFullYear` keeps years 0–99 as they are (Date.UTC would not). */
function utcMidnight(parts: DateParts): number {
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return date.valueOf();
}
