/**
 * Day arithmetic on `YYYY-MM-DD` texts for the policy and claim rules, without dayjs: a screen that shows a
 * policy's badge or checks an accident time then carries a few hundred bytes, not the date library (the
 * route budget of issue 10). Internal to policies/ (not exported from the package root); the calendar area's
 * `daysBetween` / `addDaysText` remain the general helpers.
 */
import { isRealDate } from "../calendar/china-date";

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` text (a time after it ignored); null when it is no real date. */
export function dayNumber(text: string): number | null {
  if (typeof text !== "string") return null;
  const match = DAY_TEXT.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

/** Whole days from `from` to `to`; null when either is no real date. */
export function daysFromTo(from: string, to: string): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}

/** The `YYYY-MM-DD` text `days` after a day number. */
export function dayText(dayNo: number): string {
  return new Date(dayNo * MS_PER_DAY).toISOString().slice(0, 10);
}
