/**
 * The accident time of a claim report (/claimApplication): the form's date picker and hour and minute fields give
 * `YYYY-MM-DDTHH:mm` in China time; an accident cannot have happened in the future, nor more than
 * {@link REPORT_WITHIN_DAYS} days ago (older claims go through the hotline, where time limits are explained).
 * A report names which of the policy's insureds the accident befell ({@link claimInsuredNames}): a family cover
 * names several (customer rehearsal 2026-11-28: the report could not say who was hurt).
 */
import { splitPiped } from "../application/piped";
import { chinaDateParts, formatDateParts, isRealDate } from "../calendar/china-date";
import { daysFromTo } from "./day-count";

/**
 * The insureds a claim report may name, each once, in the policy's order (its pipe-joined `insuredName`); none
 * for a policy that names nobody. Total.
 * @example claimInsuredNames({ insuredName: "张伟|李娜" }) // ["张伟", "李娜"]
 * @example claimInsuredNames({ insuredName: "" }) // []
 */
export function claimInsuredNames(policy: { readonly insuredName: string }): string[] {
  const text = typeof policy === "object" && policy !== null && typeof policy.insuredName === "string" ? policy.insuredName : "";
  return [...new Set(splitPiped(text).map((name) => name.trim()).filter((name) => name !== ""))];
}

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

/** The accident time as the report form holds it while the customer chooses it: "" for a part not chosen yet. */
export interface AccidentTimeParts {
  /** `YYYY-MM-DD` or "". */
  readonly date: string;
  /** `00`…`23` or "". */
  readonly hour: string;
  /** `00`…`59` or "". */
  readonly minute: string;
}

/** What an accident time still lacks, or why it cannot be reported. */
export type AccidentTimeFault = "date" | "hour" | "minute" | "range";

const NOTHING_CHOSEN: AccidentTimeParts = { date: "", hour: "", minute: "" };
/** A complete or partial choice as {@link accidentTimeText} writes it. */
const PARTIAL_TIME = /^(\d{4}-\d{2}-\d{2})?T([01]\d|2[0-3])?:([0-5]\d)?$/;

/**
 * The form text of the accident time's parts: `YYYY-MM-DDTHH:mm` when all three are chosen (what
 * {@link isReportableAccidentTime} reads), "" when none is, and otherwise the same shape with the missing parts left
 * empty (`2026-11-20T:`, `T08:`), so that a half-chosen time is kept in the form's draft across a reload.
 * @example accidentTimeText({ date: "2026-11-20", hour: "08", minute: "05" }) // "2026-11-20T08:05"
 * @example accidentTimeText({ date: "2026-11-20", hour: "", minute: "" }) // "2026-11-20T:"
 */
export function accidentTimeText(parts: AccidentTimeParts): string {
  if (parts.date === "" && parts.hour === "" && parts.minute === "") return "";
  return `${parts.date}T${parts.hour}:${parts.minute}`;
}

/**
 * The parts of a form text written by {@link accidentTimeText}; anything else (another shape, not a string) is nothing
 * chosen. Total.
 * @example accidentTimeParts("2026-11-20T:") // { date: "2026-11-20", hour: "", minute: "" }
 */
export function accidentTimeParts(text: unknown): AccidentTimeParts {
  const match = typeof text === "string" ? PARTIAL_TIME.exec(text) : null;
  if (match === null) return NOTHING_CHOSEN;
  return { date: match[1] ?? "", hour: match[2] ?? "", minute: match[3] ?? "" };
}

/** Whether `value` is a `YYYY-MM-DD` text (a cover's day as the gateway writes it). */
function isDay(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/**
 * The days an accident may be reported on at `now` (China calendar): {@link REPORT_WITHIN_DAYS} days back to today,
 * narrowed to the chosen policy's cover when one is given (customer rehearsal 5: the picker offered a year while the
 * policy covered two days). Never empty: a cover wholly outside the window leaves the window as it is (the time's
 * check then names the cover).
 * @example accidentDateRange(new Date("2026-11-30T04:00:00Z"), { startDate: "2026-11-29", endDate: "2026-12-01" }) // { min: "2026-11-29", max: "2026-11-30" }
 */
export function accidentDateRange(now: Date, cover?: { readonly startDate: string; readonly endDate: string }): { min: string; max: string } {
  const today = chinaDateTimeText(now).slice(0, 10);
  const first = chinaDateTimeText(new Date(now.getTime() - REPORT_WITHIN_DAYS * 86_400_000)).slice(0, 10);
  const min = cover !== undefined && isDay(cover.startDate) && cover.startDate > first ? cover.startDate : first;
  const max = cover !== undefined && isDay(cover.endDate) && cover.endDate < today ? cover.endDate : today;
  return min <= max ? { min, max } : { min: first, max: today };
}

/**
 * Whether an accident time (`YYYY-MM-DDTHH:mm`, or with a space) falls outside the policy's cover: "before" its
 * first day, "after" its last, null within it (or when either is unreadable: the time's own check names that). A
 * claim is for an accident in the cover period (customer rehearsal 2026-11-28: a day before the start was taken).
 * @example accidentOutsideCover("2026-11-29T10:00", { startDate: "2026-11-30", endDate: "2027-11-29" }) // "before"
 * @example accidentOutsideCover("2026-11-30 00:10", { startDate: "2026-11-30", endDate: "2027-11-29" }) // null
 */
export function accidentOutsideCover(text: unknown, cover: { readonly startDate: string; readonly endDate: string }): "before" | "after" | null {
  if (typeof text !== "string" || typeof cover !== "object" || cover === null) return null;
  const day = text.slice(0, 10);
  if (!isDay(day)) return null;
  if (isDay(cover.startDate) && day < cover.startDate) return "before";
  if (isDay(cover.endDate) && day > cover.endDate) return "after";
  return null;
}

/**
 * What is wrong with the form's accident time at `now`, naming the first part still to choose (date, hour,
 * minute), then "range" when the complete time is not reportable ({@link isReportableAccidentTime}); null when it
 * may be reported.
 * @example accidentTimeFault("2026-11-20T:05", new Date("2026-11-23T04:00:00Z")) // "hour"
 */
export function accidentTimeFault(text: unknown, now: Date = new Date()): AccidentTimeFault | null {
  const parts = accidentTimeParts(text);
  if (parts.date === "") return "date";
  if (parts.hour === "") return "hour";
  if (parts.minute === "") return "minute";
  return isReportableAccidentTime(accidentTimeText(parts), now) ? null : "range";
}

/**
 * Each policy's name for a select of policies (the claim report's 出险保单): its product's name, short enough for a
 * native select on a phone, which never wraps an option (the walk: "境内旅行意外险（PLAY2026420102937…" was cut at
 * 375 px); where two policies share the product, the number's last 4 digits tell them apart ("境内旅行意外险 …1303").
 * The screen shows the chosen policy's whole number under the select.
 * @example policyPickNames([{ policyNo: "PLAY1303", riskName: "境内旅行意外险" }]).get("PLAY1303") // "境内旅行意外险"
 */
export function policyPickNames(policies: readonly { readonly policyNo: string; readonly riskName: string }[]): Map<string, string> {
  const names = new Map<string, string>();
  if (!Array.isArray(policies)) return names;
  const valid = policies.filter((policy) => typeof policy === "object" && policy !== null && typeof policy.policyNo === "string" && typeof policy.riskName === "string");
  for (const policy of valid) {
    const shared = valid.filter((other) => other.riskName === policy.riskName).length > 1;
    names.set(policy.policyNo, shared ? `${policy.riskName} …${policy.policyNo.slice(-4)}` : policy.riskName);
  }
  return names;
}
