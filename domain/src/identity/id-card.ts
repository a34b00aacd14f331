/**
 * Resident identity number (公民身份号码), GB 11643-1999: 18 characters `AAAAAA YYYYMMDD SSS C`, plus the
 * legacy 15-digit first-generation form `AAAAAA YYMMDD SSS` (century 19, no check character).
 *
 * Decisions where the standard or the spec is silent:
 * - Province: first two digits in {@link PROVINCE_CODES} (mainland, 71, 81, 82 and 83 for the 830000
 *   Taiwan residence permits; 91 is rejected).
 * - Birth date: a real Gregorian date, not after today, where "today" is the calendar date in China at
 *   `now` (default: the current instant), so the answer is the same under `TZ=UTC` and `TZ=Asia/Shanghai`.
 *   The standard has no lower bound; we reject years before {@link MIN_BIRTH_YEAR} (1800) as typing errors
 *   — no one alive when identity numbers were introduced (1984) was born earlier.
 * - The check character `X` is also accepted as lower-case `x` (every peer does, and phones' keyboards
 *   produce it). Nothing else is normalised: no trimming, no full-width digits.
 * - Sex comes from the 17th digit (18-digit form) or the 15th digit (legacy form): odd = male.
 *
 * Performance: one pass of `charCodeAt` over the input, no slicing, no regular expression, no `Date` per
 * call — today's date is memoised per China calendar day, and with the default clock the clock is read only
 * for birth dates within about a year of today (see `isAfterToday`). An invalid `now` rejects every date.
 *
 * @see GB 11643-1999 公民身份号码
 */
import { chinaDateParts, formatDateParts, isLeapYear } from "../calendar/china-date";
import { isProvinceDigits } from "./province-codes";

/** MOD 11-2 weights for the 17 body digits (W_i = 2^(18-i) mod 11). */
const WEIGHTS: readonly number[] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** Check character for each value of the weighted sum mod 11. */
const CHECK_CHARACTERS = "10X98765432";
/** Char code of the expected check character for each sum mod 11 (upper-case X). */
const CHECK_CODES: Int32Array = Int32Array.from(CHECK_CHARACTERS, (c) => c.charCodeAt(0));
/** Earliest accepted birth year (see the module comment). */
export const MIN_BIRTH_YEAR = 1800;

const CODE_0 = 48;
const CODE_X = 88;
const CODE_LOWER_X = 120;
/** China Standard Time, UTC+8 all year: used only to know when the memoised "today" is stale. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an identity number was rejected; the checks run in this order and the first failure is reported. */
export type IdCardFailure = "length" | "charset" | "region" | "birthDate" | "checksum";

/** The result of {@link parseIdCard}. */
export type IdCardResult =
  | { readonly ok: true; readonly birthDate: string; readonly sex: "male" | "female"; readonly region: string }
  | { readonly ok: false; readonly reason: IdCardFailure };

/** Options of the identity-number checks. */
export interface IdCardOptions {
  /**
   * The instant whose China calendar date is "today" for the birth-date rule. Default: the system clock,
   * read lazily (see the module comment) — tests that fake the clock should pass `now` instead.
   */
  readonly now?: Date;
}

/**
 * Whether the text is a valid resident identity number (18 characters, or the legacy 15 digits).
 * @example isIdCard("11010519491231002X") // true
 * @example isIdCard("11010519491231002x") // true (lower-case check character accepted)
 * @example isIdCard("110105194912310021") // false (check character)
 * @example isIdCard("830000200001010018", { now: new Date("2026-01-01") }) // true (Taiwan residence permit)
 * @see GB 11643-1999
 */
export function isIdCard(input: string, options?: IdCardOptions): boolean {
  return check(input, options?.now) === OK;
}

/**
 * Checks an identity number and reads its birth date, sex and province, or says why it is invalid.
 * Reasons are checked in the order length, charset, region, birthDate, checksum; a non-string (plain-JavaScript
 * callers) fails as `length`.
 * @example parseIdCard("11010519491231002X") // { ok: true, birthDate: "1949-12-31", sex: "female", region: "11" }
 * @example parseIdCard("11010519490230002X") // { ok: false, reason: "birthDate" }
 * @example parseIdCard("91010519491231002X") // { ok: false, reason: "region" }
 * @see GB 11643-1999
 */
export function parseIdCard(input: string, options?: IdCardOptions): IdCardResult {
  const outcome = check(input, options?.now);
  if (outcome !== OK) return { ok: false, reason: FAILURES[outcome] as IdCardFailure };
  const legacy = input.length === 15;
  const year = legacy ? 1900 + digitsAt(input, 6, 2) : digitsAt(input, 6, 4);
  const dateStart = legacy ? 8 : 10;
  const month = digitsAt(input, dateStart, 2);
  const day = digitsAt(input, dateStart + 2, 2);
  const sexDigit = input.charCodeAt(legacy ? 14 : 16) - CODE_0;
  return {
    ok: true,
    birthDate: formatDateParts({ year, month, day }),
    sex: sexDigit % 2 === 1 ? "male" : "female",
    region: input.slice(0, 2),
  };
}

/**
 * The MOD 11-2 check character of a 17-digit body, or null when the text is not exactly 17 ASCII digits.
 * @example idCardCheckCharacter("11010519491231002") // "X"
 * @example idCardCheckCharacter("1101051949123100") // null
 * @see GB 11643-1999 (ISO 7064 MOD 11-2)
 */
export function idCardCheckCharacter(body17: string): string | null {
  if (typeof body17 !== "string" || body17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const digit = body17.charCodeAt(i) - CODE_0;
    if (!(digit >= 0 && digit <= 9)) return null;
    sum += digit * (WEIGHTS[i] as number);
  }
  return CHECK_CHARACTERS.charAt(sum % 11);
}

// ---------------------------------------------------------------------------------------------------------

/** Outcome codes of {@link check}: `OK` (-1) = valid, otherwise the index of the reason in {@link FAILURES}. */
const OK = -1;
const FAILURES: readonly IdCardFailure[] = ["length", "charset", "region", "birthDate", "checksum"];
const LENGTH = 0;
const CHARSET = 1;
const REGION = 2;
const BIRTH_DATE = 3;
const CHECKSUM = 4;

/**
 * The check. The 18-character path is unrolled (17 named digits, one weighted sum) because it is the hot
 * path of every form: V8 keeps the digits in registers and there is no loop or array read.
 */
function check(input: string, now: Date | undefined): number {
  if (typeof input !== "string") return LENGTH;
  const length = input.length;
  if (length === 18) {
    const d0 = input.charCodeAt(0) - CODE_0;
    const d1 = input.charCodeAt(1) - CODE_0;
    const d2 = input.charCodeAt(2) - CODE_0;
    const d3 = input.charCodeAt(3) - CODE_0;
    const d4 = input.charCodeAt(4) - CODE_0;
    const d5 = input.charCodeAt(5) - CODE_0;
    const d6 = input.charCodeAt(6) - CODE_0;
    const d7 = input.charCodeAt(7) - CODE_0;
    const d8 = input.charCodeAt(8) - CODE_0;
    const d9 = input.charCodeAt(9) - CODE_0;
    const d10 = input.charCodeAt(10) - CODE_0;
    const d11 = input.charCodeAt(11) - CODE_0;
    const d12 = input.charCodeAt(12) - CODE_0;
    const d13 = input.charCodeAt(13) - CODE_0;
    const d14 = input.charCodeAt(14) - CODE_0;
    const d15 = input.charCodeAt(15) - CODE_0;
    const d16 = input.charCodeAt(16) - CODE_0;
    // `>>> 0` turns a negative difference into a large number: one comparison per digit.
    if (
      d0 >>> 0 > 9 || d1 >>> 0 > 9 || d2 >>> 0 > 9 || d3 >>> 0 > 9 || d4 >>> 0 > 9 || d5 >>> 0 > 9 ||
      d6 >>> 0 > 9 || d7 >>> 0 > 9 || d8 >>> 0 > 9 || d9 >>> 0 > 9 || d10 >>> 0 > 9 || d11 >>> 0 > 9 ||
      d12 >>> 0 > 9 || d13 >>> 0 > 9 || d14 >>> 0 > 9 || d15 >>> 0 > 9 || d16 >>> 0 > 9
    ) {
      return CHARSET;
    }
    let last = input.charCodeAt(17);
    if (last === CODE_LOWER_X) last = CODE_X;
    if (last !== CODE_X && (last < CODE_0 || last > CODE_0 + 9)) return CHARSET;
    if (!isProvinceDigits(d0, d1)) return REGION;
    if (!isBirthDate(d6 * 1000 + d7 * 100 + d8 * 10 + d9, d10 * 10 + d11, d12 * 10 + d13, now)) return BIRTH_DATE;
    // Weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2 (= WEIGHTS).
    const sum =
      d0 * 7 + d1 * 9 + d2 * 10 + d3 * 5 + d4 * 8 + d5 * 4 + d6 * 2 + d7 + d8 * 6 +
      d9 * 3 + d10 * 7 + d11 * 9 + d12 * 10 + d13 * 5 + d14 * 8 + d15 * 4 + d16 * 2;
    return last === CHECK_CODES[sum % 11] ? OK : CHECKSUM;
  }
  if (length === 15) {
    for (let i = 0; i < 15; i++) {
      const digit = input.charCodeAt(i) - CODE_0;
      if (digit < 0 || digit > 9) return CHARSET;
    }
    if (!isProvinceDigits(input.charCodeAt(0) - CODE_0, input.charCodeAt(1) - CODE_0)) return REGION;
    const year = 1900 + digitsAt(input, 6, 2);
    return isBirthDate(year, digitsAt(input, 8, 2), digitsAt(input, 10, 2), now) ? OK : BIRTH_DATE;
  }
  return LENGTH;
}

/** Real Gregorian date, not before {@link MIN_BIRTH_YEAR}, not after today in China. */
function isBirthDate(year: number, month: number, day: number, now: Date | undefined): boolean {
  if (year < MIN_BIRTH_YEAR || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 ? (isLeapYear(year) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  if (day > days) return false;
  return !isAfterToday(year, year * 10000 + month * 100 + day, now);
}

/** The decimal value of `count` ASCII digits starting at `start` (already known to be digits). */
function digitsAt(input: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) value = value * 10 + (input.charCodeAt(i) - CODE_0);
  return value;
}

/** Year and yyyymmdd of "today" at the latest reading of the system clock (default `now`). */
let clockYear = Number.NEGATIVE_INFINITY;
let clockToday = 0;
/** Memo of {@link chinaTodayKey}: the China day number and its yyyymmdd. */
let memoDay = Number.NaN;
let memoToday = 0;

/**
 * Whether the date `key` (yyyymmdd, in `year`) is after today in China.
 *
 * With an explicit `now`, today is computed from it (memoised per day). With the default clock, the clock
 * is read only when the birth year is no more than a year before the last today seen: time moves forward,
 * so an earlier date cannot be in the future, and nearly every real birth date skips the clock read. A
 * system clock set back by more than a year (e.g. fake timers in a test) must therefore come in as `now`.
 */
function isAfterToday(year: number, key: number, now: Date | undefined): boolean {
  if (now !== undefined) return !(key <= chinaTodayKey(now.getTime())); // an invalid `now` rejects every date
  if (year < clockYear - 1) return false;
  clockToday = chinaTodayKey(Date.now());
  clockYear = Math.floor(clockToday / 10000);
  return key > clockToday;
}

/** Today's China calendar date as yyyymmdd at the instant `ms`, via chinaDateParts once per China day. */
function chinaTodayKey(ms: number): number {
  const day = Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);
  if (day !== memoDay) {
    const parts = chinaDateParts(new Date(ms));
    memoToday = parts.year * 10000 + parts.month * 100 + parts.day;
    memoDay = day;
  }
  return memoToday;
}
