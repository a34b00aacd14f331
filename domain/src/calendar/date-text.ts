/**
 * Calendar-date text helpers on dayjs (spec §3: dates are "kept as text").
 *
 * Every helper works on calendar dates, never instants: the text is read into year/month/day and handled
 * in dayjs's UTC mode, so results are the same under `TZ=Asia/Shanghai`, `TZ=UTC` or any other zone.
 *
 * Accepted date text (decisions): `YYYY-MM-DD`, `YYYY/MM/DD` (one separator, month and day with 1 or 2
 * digits, as the gateway and the default birthday "2000/01/01" write them) or `YYYYMMDD`, optionally
 * followed by a time `HH:mm`, `HH:mm:ss` or `HH:mm:ss.SSS` after a space or `T`, which is ignored. The
 * date must exist (no 2023-02-29). Anything else is unreadable: the formatters give "" and
 * `daysBetween` gives null. Years 0000–9999.
 *
 * Length caps (part of the contract): a date text longer than {@link MAX_DATE_TEXT_LENGTH} is unreadable without
 * being scanned, and a dayjs format longer than {@link MAX_DATE_FORMAT_LENGTH} is refused (the formatters give
 * ""): dayjs's format parser is quadratic on a long run of "[" (10⁵ characters took 30 s).
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import type { DateParts } from "./china-date";
import { parseDateText } from "./plain-date-text";

// the reader and the day count are dayjs-free (plain-date-text.ts); this module adds dayjs's formats
export { MAX_DATE_TEXT_LENGTH, daysBetween, parseDateText, type DateTextFailure } from "./plain-date-text";

dayjs.extend(utc);

/** The format the helpers write unless told otherwise. */
export const DATE_TEXT_FORMAT = "YYYY-MM-DD";
/** Longest dayjs format accepted by the formatters. */
export const MAX_DATE_FORMAT_LENGTH = 64;

/**
 * Re-formats a date text with a dayjs format (default `YYYY-MM-DD`); "" when the text is unreadable or the
 * format is not a string of at most {@link MAX_DATE_FORMAT_LENGTH} characters.
 * @example formatDateText("2024-3-5", "YYYY/MM/DD") // "2024/03/05"
 * @example formatDateText("20240305") // "2024-03-05"
 * @example formatDateText("not a date") // ""
 */
export function formatDateText(text: string, format: string = DATE_TEXT_FORMAT): string {
  const parsed = parseDateText(text);
  return parsed.ok && usableFormat(format) ? formatUtc(utcMidnight(parsed.parts), format) : "";
}

/**
 * The date `days` calendar days after (or before, if negative) a date text; `days` is truncated to an
 * integer. "" when the text is unreadable, `days` is not finite, the format is unusable (see
 * {@link formatDateText}) or the result leaves years 0000–9999.
 * @example addDaysText("2024-02-28", 1) // "2024-02-29"
 * @example addDaysText("2024-03-01", -1, "YYYY/MM/DD") // "2024/02/29"
 */
export function addDaysText(text: string, days: number, format: string = DATE_TEXT_FORMAT): string {
  const parsed = parseDateText(text);
  if (!parsed.ok || typeof days !== "number" || !Number.isFinite(days) || !usableFormat(format)) return "";
  const result = utcMidnight(parsed.parts).add(Math.trunc(days), "day");
  if (!result.isValid() || result.year() < 0 || result.year() > 9999) return "";
  return formatUtc(result, format);
}

/** Midnight UTC of a calendar date; `setUTCFullYear` keeps years 0–99 as they are (Date.UTC would not). */
function utcMidnight(parts: DateParts): dayjs.Dayjs {
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return dayjs.utc(date);
}

function formatUtc(value: dayjs.Dayjs, format: string): string {
  return value.format(format);
}

function usableFormat(format: unknown): format is string {
  return typeof format === "string" && format.length <= MAX_DATE_FORMAT_LENGTH;
}
