/**
 * Birthday rules of the applicant and query forms (spec §5 "Date ranges", §9).
 *
 * Decisions: "today" is the calendar date in China (UTC+8) at `now`, whatever the machine's zone; the range
 * is inclusive at both ends; 100 years before 29 February is 28 February when that year has no 29th.
 * An invalid `now` (an Invalid Date) falls back to the current clock rather than throwing.
 */
import { chinaDateParts, formatDateParts, isRealDate, yearsBefore } from "./china-date";
import { parseDateText } from "./plain-date-text";

/** Default birthday shown in the pickers and given to new insureds (spec §3, §5, §9). */
export const DEFAULT_BIRTHDAY = "2000/01/01";
/** How many years back the birthday range reaches (spec §5, §9). */
export const BIRTHDAY_RANGE_YEARS = 100;

/**
 * The selectable birthday range: from 100 years before today to today (China calendar date).
 * @example birthdayRange(new Date("2026-03-01T12:00:00Z")) // { min: "1926-03-01", max: "2026-03-01" }
 * @example birthdayRange(new Date("2024-02-29T02:00:00Z")) // { min: "1924-02-29", max: "2024-02-29" }
 */
export function birthdayRange(now: Date = new Date()): { min: string; max: string } {
  const instant = now instanceof Date && Number.isFinite(now.getTime()) ? now : new Date();
  const today = chinaDateParts(instant);
  return { min: formatDateParts(yearsBefore(today, BIRTHDAY_RANGE_YEARS)), max: formatDateParts(today) };
}

/** `YYYY-MM-DD`, as the mall's date picker gives a date. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether the text is a birth date the forms accept (spec §5 "Date ranges"): a real `YYYY-MM-DD` date (as the
 * mall's date picker gives it) from 100 years before today to today, both ends included (domain's
 * {@link birthdayRange}; "today" is the China calendar date at `now`). Total: never throws, `false` for a
 * non-string; an invalid `now` means the current clock.
 * @example isBirthDate("1990-05-20", new Date("2026-11-22T12:00:00+08:00")) // true
 * @example isBirthDate("2026-11-23", new Date("2026-11-22T12:00:00+08:00")) // false (in the future)
 * @example isBirthDate("1926-11-21", new Date("2026-11-22T12:00:00+08:00")) // false (more than 100 years back)
 * @example isBirthDate("2000-13-45", new Date("2026-11-22T12:00:00+08:00")) // false (no such date)
 */
export function isBirthDate(input: string, now: Date = new Date()): boolean {
  if (typeof input !== "string" || input.length !== 10) return false;
  const match = ISO_DATE.exec(input);
  if (match === null || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) return false;
  const { min, max } = birthdayRange(now);
  // zero-padded ISO dates order as text
  return input >= min && input <= max;
}

/**
 * A person's age in whole years on a day (how insurers count 周岁): the years from the birth date to `on`, less one
 * while `on` falls before that year's birthday (a 29 February birthday comes on 1 March of a common year). Null
 * when either date is unreadable or `on` is before the birth date. Total.
 * @example ageOn("1990-05-20", "2026-05-19") // 35
 * @example ageOn("1990-05-20", "2026-05-20") // 36
 * @example ageOn("2000-02-29", "2021-02-28") // 20
 * @example ageOn("2026-05-20", "2026-05-19") // null
 */
export function ageOn(birthDate: string, on: string): number | null {
  const birth = parseDateText(birthDate);
  const day = parseDateText(on);
  if (!birth.ok || !day.ok || day.date < birth.date) return null;
  const { parts: b } = birth;
  const { parts: d } = day;
  const before = d.month < b.month || (d.month === b.month && d.day < b.day);
  return d.year - b.year - (before ? 1 : 0);
}
