/**
 * The time left of a limited-time offer (issue 9 `/discount`): always computed from the offer's end time and
 * the current instant, never by counting down a stored number, so it cannot drift however late the timer
 * fires; and the delay until the shown value next changes, so a ticking display wakes once per displayed
 * second, on the second boundary of the end time.
 *
 * Decisions where the spec is silent: end times are China time ("YYYY-MM-DD HH:mm:ss", or "YYYY-MM-DD
 * HH:mm", or a date alone meaning its start); the shown value is rounded up to the whole second (an offer with
 * 0.4 s left shows 00:00:01, not a 00:00:00 that is still open); days are shown only when there is at least one.
 */
import { isRealDate } from "../calendar/china-date";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const SECOND_MS = 1000;
/** Longest end-time text read (longer is not a time). */
export const MAX_CHINA_TIME_LENGTH = 19;
const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A China time as epoch milliseconds, or why it is not one.
 * @example parseChinaTime("2026-11-23 20:00:00") // { ok: true, epochMs: Date.UTC(2026, 10, 23, 12) }
 * @example parseChinaTime("2026-02-30 20:00:00") // { ok: false, reason: "date" }
 */
export function parseChinaTime(text: string): { ok: true; epochMs: number } | { ok: false; reason: "format" | "date" } {
  if (typeof text !== "string" || text.length > MAX_CHINA_TIME_LENGTH) return { ok: false, reason: "format" };
  const match = CHINA_TIME.exec(text);
  if (match === null) return { ok: false, reason: "format" };
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as [number, number, number, number, number, number];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return { ok: false, reason: "date" };
  return { ok: true, epochMs: Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS };
}

/** The time left, in whole units (rounded up to the second). */
export interface TimeLeft {
  readonly ended: boolean;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * The time left from `nowMs` until `endMs` (both epoch milliseconds).
 * @example timeLeft(90_061_000, 0) // { ended: false, days: 1, hours: 1, minutes: 1, seconds: 1 }
 * @example timeLeft(0, 5) // { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 }
 */
export function timeLeft(endMs: number, nowMs: number): TimeLeft {
  const left = endMs - nowMs;
  if (!(left > 0)) return { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
  const total = Math.ceil(left / SECOND_MS);
  return {
    ended: false,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Milliseconds from `nowMs` until the shown time left changes next (the next second boundary counted back
 * from the end), at least 1; `null` once the offer has ended.
 * @example nextTickDelay(10_000, 2_300) // 700
 * @example nextTickDelay(10_000, 10_000) // null
 */
export function nextTickDelay(endMs: number, nowMs: number): number | null {
  const left = endMs - nowMs;
  if (!(left > 0) || !Number.isFinite(left)) return null;
  const rest = left % SECOND_MS;
  return rest === 0 ? SECOND_MS : Math.max(1, rest);
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The time left as text: "2天 03:04:05" ("2d 03:04:05"), "03:04:05" under a day; "" once ended.
 * @example timeLeftLabel({ ended: false, days: 2, hours: 3, minutes: 4, seconds: 5 }) // "2天 03:04:05"
 * @example timeLeftLabel({ ended: false, days: 0, hours: 0, minutes: 4, seconds: 5 }, "en") // "00:04:05"
 */
export function timeLeftLabel(left: TimeLeft, locale: Locale = DEFAULT_LOCALE): string {
  if (left.ended) return "";
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  if (left.days === 0) return clock;
  return `${left.days}${(isLocale(locale) ? locale : DEFAULT_LOCALE) === "en" ? "d" : "天"} ${clock}`;
}

/**
 * A discount as customers read it: "8.5折" in Chinese (tenths of the price paid, one decimal, trailing zero
 * dropped), "15% off" in English; "" when it is not a discount (not cheaper, or not a price).
 * @example discountLabel(10_000, 8_500) // "8.5折"
 * @example discountLabel(16_800, 12_800, "en") // "24% off"
 * @example discountLabel(100, 100) // ""
 */
export function discountLabel(originalFen: number, premiumFen: number, locale: Locale = DEFAULT_LOCALE): string {
  if (!Number.isFinite(originalFen) || !Number.isFinite(premiumFen) || originalFen <= 0 || premiumFen < 0 || premiumFen >= originalFen) return "";
  if ((isLocale(locale) ? locale : DEFAULT_LOCALE) === "en") return `${Math.max(1, Math.round((1 - premiumFen / originalFen) * 100))}% off`;
  const tenths = Math.min(9.9, Math.max(0.1, Math.round((premiumFen / originalFen) * 100) / 10));
  return `${String(tenths)}折`;
}
