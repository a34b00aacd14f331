/**
 * Rules of the service forms of issue 12, part B, beyond single fields: the courtesy car's dates within the
 * benefit, a vehicle's registration date, the formats the form Schemas use (a calendar date as typed by a date
 * input, an engine number), and the vehicle information kept for a quote.
 *
 * Decisions where the spec is silent:
 * - Dates are "YYYY-MM-DD" (what a date input gives); "today" is the calendar date in China.
 * - Courtesy car: the use starts today at the earliest and ends by the benefit's last day; one request covers
 *   at most {@link COURTESY_CAR_MAX_DAYS} days (the benefit's "at most 5 days each time"), the start and end day
 *   counted.
 * - A vehicle's registration date is a real date, not after today and not before 1950.
 * - An engine number is 4–20 letters or digits (makers print 6–12; a little room either way).
 */
import { chinaDateParts, formatDateParts, isRealDate } from "../calendar/china-date";

/** Longest courtesy-car use of one request, in days (start and end counted). */
export const COURTESY_CAR_MAX_DAYS = 5;
/** Earliest registration date of a vehicle for a quote. */
export const EARLIEST_REGISTER_DATE = "1950-01-01";
/** Longest city name of the courtesy-car form. */
export const CITY_MAX = 20;
/** Longest address of a policy correction. */
export const POLICY_ADDRESS_MAX = 100;
/** Longest engine number. */
export const ENGINE_NUMBER_MAX = 20;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ENGINE_NUMBER = /^[A-Za-z0-9]{4,20}$/;

/**
 * Whether the text is a real calendar date written "YYYY-MM-DD". Total.
 * @example isIsoDate("2026-02-29") // false
 * @example isIsoDate("2028-02-29") // true
 */
export function isIsoDate(input: string): boolean {
  if (typeof input !== "string") return false;
  const match = ISO_DATE.exec(input);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Whether the text is an engine number: 4–20 letters or digits. Total.
 * @example isEngineNumber("4G15S12345") // true
 */
export function isEngineNumber(input: string): boolean {
  return typeof input === "string" && ENGINE_NUMBER.test(input);
}

/** A problem of a form that a field's own rule cannot see: where, the catalogue key, and its placeholders. */
export interface FieldProblem {
  readonly path: string;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** Today's date in China as "YYYY-MM-DD". */
function todayText(now: Date): string {
  return formatDateParts(chinaDateParts(now));
}

/** Days from `from` to `to` (ISO dates), counting both. */
function daysCounted(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The problems of a courtesy car's dates against the benefit (its last day `validTo`) on the day `now` is in
 * China; empty when they fit. Dates that are not ISO dates are left to the field rules (no problem here).
 * @example courtesyCarDateProblems({ startDate: "2026-11-20", endDate: "2026-11-30" }, "2026-12-31", new Date("2026-11-23T04:00:00Z"))
 * // [{ path: "startDate", key: "schema.dateNotBefore", … }, { path: "endDate", key: "schema.courtesyCarTooLong", … }]
 */
export function courtesyCarDateProblems(dates: { readonly startDate: string; readonly endDate: string }, validTo: string, now: Date = new Date()): FieldProblem[] {
  const { startDate, endDate } = dates;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return [];
  const today = todayText(now);
  const last = validTo.slice(0, 10);
  const problems: FieldProblem[] = [];
  if (startDate < today) problems.push({ path: "startDate", key: "schema.dateNotBefore", params: { date: today } });
  if (startDate > last) problems.push({ path: "startDate", key: "schema.dateNotAfter", params: { date: last } });
  if (endDate < startDate) problems.push({ path: "endDate", key: "schema.endBeforeStart", params: {} });
  else if (endDate > last) problems.push({ path: "endDate", key: "schema.dateNotAfter", params: { date: last } });
  else if (daysCounted(startDate, endDate) > COURTESY_CAR_MAX_DAYS) problems.push({ path: "endDate", key: "schema.courtesyCarTooLong", params: { days: COURTESY_CAR_MAX_DAYS } });
  return problems;
}

/**
 * The problem of a vehicle's registration date on the day `now` is in China, or null.
 * @example registerDateProblem("2099-01-01", new Date()) // { path: "registerDate", key: "schema.dateNotAfter", params: { date: <today> } }
 */
export function registerDateProblem(registerDate: string, now: Date = new Date()): FieldProblem | null {
  if (!isIsoDate(registerDate)) return null;
  const today = todayText(now);
  if (registerDate > today) return { path: "registerDate", key: "schema.dateNotAfter", params: { date: today } };
  if (registerDate < EARLIEST_REGISTER_DATE) return { path: "registerDate", key: "schema.dateNotBefore", params: { date: EARLIEST_REGISTER_DATE } };
  return null;
}

/**
 * The vehicle information collected for a quote (/carCollect), as /insureRight reads it: kept in the form-draft
 * store under {@link VEHICLE_DRAFT_ID} (sessionStorage, keyed to the account).
 */
export interface VehicleInfo {
  readonly licenseNo: string;
  readonly frameNo: string;
  readonly engineNo: string;
  readonly registerDate: string;
  readonly ownerName: string;
}

/** The draft id the vehicle information is kept under (web's `useDraft` / `useFormDraft`). */
export const VEHICLE_DRAFT_ID = "carCollect";
