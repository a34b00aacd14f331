/**
 * The accident time of a claim report (/claimApplication): the browser's date-time field gives
 * `YYYY-MM-DDTHH:mm` in China time; an accident cannot have happened in the future, nor more than
 * {@link REPORT_WITHIN_DAYS} days ago (older claims go through the hotline, where time limits are explained).
 */
import { chinaDateParts, formatDateParts, isRealDate } from "../calendar/china-date";
import { daysFromTo } from "./day-count";

/** Longest accident place of a claim report. */
export const ACCIDENT_PLACE_MAX = 100;
/** Longest accident description of a claim report. */
export const ACCIDENT_DESC_MAX = 500;
/** How far back an online report may go. */
export const REPORT_WITHIN_DAYS = 365;

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The current China time as the date-time field writes it (the field's `max`).
 * @example chinaDateTimeText(new Date("2026-11-23T04:05:00Z")) // "2026-11-23T12:05"
 */
export function chinaDateTimeText(now: Date = new Date()): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * Whether an accident time may be reported at `now`: a real China time, not after now, at most
 * {@link REPORT_WITHIN_DAYS} days before it.
 * @example isReportableAccidentTime("2026-11-20T10:00", new Date("2026-11-23T04:00:00Z")) // true
 * @example isReportableAccidentTime("2026-11-23T13:00", new Date("2026-11-23T04:00:00Z")) // false (the future)
 */
export function isReportableAccidentTime(text: string, now: Date = new Date()): boolean {
  if (typeof text !== "string") return false;
  const match = LOCAL_TIME.exec(text);
  if (match === null) return false;
  const [, y, m, d, hh, mm] = match.map(Number) as [number, number, number, number, number, number];
  if (!isRealDate(y, m, d) || hh > 23 || mm > 59) return false;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) return false;
  if (text > chinaDateTimeText(now)) return false;
  const back = daysFromTo(text.slice(0, 10), formatDateParts(chinaDateParts(now)));
  return back !== null && back <= REPORT_WITHIN_DAYS;
}
