/**
 * The validity period printed on the back (the national-emblem side) of a resident identity card (GB 11643's card,
 * issue 21 "ID card back"): `YYYY.MM.DD-YYYY.MM.DD`, or `YYYY.MM.DD-长期` for a card without an end (a holder of 46
 * or more), as the card prints it and the back's OCR (`ocrIdCardBack`, `validPeriod`) reads it.
 *
 * Decisions where the spec is silent:
 * - The last day printed is still valid; the card has ended from the next China day on.
 * - A bare `长期` (the end alone, as some readers give it) is accepted: its start is unknown (`""`), it never ends.
 * - Blanks around the dash and a `~`, `－`, `—` or `至` for the dash are read as the dash (readers differ).
 * - An end before its start is no validity period (`order`), nor is a day that does not exist (`date`).
 * - Its two texts ({@link ID_CARD_VALIDITY_MESSAGES}, zh-CN and en) stand here, outside the merged catalogue of
 *   `messages/`: that catalogue ships with every screen that shows a rule's message (the login's among them, at its
 *   size budget), these only with the screens that read a card's back.
 */
import { chinaDateParts, formatDateParts, isRealDate } from "../calendar/china-date";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";

/** What the card prints for "no end". */
export const ID_CARD_LONG_TERM = "长期";

/** The longest validity text read (`2026.11.27-2046.11.27` is 21 characters). */
const MAX_VALIDITY_TEXT = 40;
const DAY = /^(\d{4})\.(\d{2})\.(\d{2})$/;
const DASHES = /\s*[-~－—至]\s*/;

/** Why a text is not a validity period. */
export type IdCardValidityFailure = "format" | "date" | "order";

/** A validity period read: its first and last days (`YYYY-MM-DD`); `to` is null for 长期, `from` "" when unknown. */
export type IdCardValidity =
  | { readonly ok: true; readonly from: string; readonly to: string | null }
  | { readonly ok: false; readonly reason: IdCardValidityFailure };

/**
 * Reads a validity period as the card prints it (see the module comment).
 * @example parseIdCardValidity("2016.05.10-2036.05.10") // { ok: true, from: "2016-05-10", to: "2036-05-10" }
 * @example parseIdCardValidity("2005.03.01-长期") // { ok: true, from: "2005-03-01", to: null }
 * @example parseIdCardValidity("2036.05.10-2016.05.10") // { ok: false, reason: "order" }
 */
export function parseIdCardValidity(input: string): IdCardValidity {
  if (typeof input !== "string" || input.length > MAX_VALIDITY_TEXT) return { ok: false, reason: "format" };
  const text = input.trim();
  if (text === ID_CARD_LONG_TERM) return { ok: true, from: "", to: null };
  const parts = text.split(DASHES);
  if (parts.length !== 2) return { ok: false, reason: "format" };
  const from = dayOf(parts[0] ?? "");
  if (from === null) return { ok: false, reason: "format" };
  if (from === "") return { ok: false, reason: "date" };
  if (parts[1] === ID_CARD_LONG_TERM) return { ok: true, from, to: null };
  const to = dayOf(parts[1] ?? "");
  if (to === null) return { ok: false, reason: "format" };
  if (to === "") return { ok: false, reason: "date" };
  return to < from ? { ok: false, reason: "order" } : { ok: true, from, to };
}

/** What can be wrong with a card's validity period. */
export type IdCardValidityProblem = "expired" | "invalid";

/** The texts of {@link IdCardValidityProblem}, by locale (see the module comment). */
export const ID_CARD_VALIDITY_MESSAGES: Readonly<Record<Locale, Readonly<Record<IdCardValidityProblem, string>>>> = {
  "zh-CN": { expired: "身份证已过有效期", invalid: "有效期限无法识别" },
  en: { expired: "The ID card has expired", invalid: "The validity period cannot be read" },
};

/**
 * What is wrong with a card's validity period on the China day of `now`: `expired` when its last day has passed,
 * `invalid` when the text is no validity period, or null when the card is valid (长期 included).
 * @example idCardValidityProblem("2016.05.10-2036.05.10", new Date("2026-11-27T04:00:00Z")) // null
 * @example idCardValidityProblem("2006.05.10-2026.05.10", new Date("2026-11-27T04:00:00Z")) // "expired"
 * @example idCardValidityProblem("20160510") // "invalid"
 */
export function idCardValidityProblem(input: string, now: Date = new Date()): IdCardValidityProblem | null {
  const validity = parseIdCardValidity(input);
  if (!validity.ok) return "invalid";
  if (validity.to === null) return null;
  return validity.to < formatDateParts(chinaDateParts(now)) ? "expired" : null;
}

/**
 * The text of a validity problem; "" for what is no problem; an unknown locale reads zh-CN.
 * @example idCardValidityMessage("expired") // "身份证已过有效期"
 * @example idCardValidityMessage("expired", "en") // "The ID card has expired"
 */
export function idCardValidityMessage(problem: IdCardValidityProblem, locale: Locale = DEFAULT_LOCALE): string {
  const table = ID_CARD_VALIDITY_MESSAGES[locale === "en" ? "en" : DEFAULT_LOCALE];
  return problem === "expired" || problem === "invalid" ? table[problem] : "";
}

/** `YYYY-MM-DD` of a printed day; null when it is not shaped as one, "" when the day does not exist. */
function dayOf(text: string): string | null {
  const match = DAY.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? formatDateParts({ year, month, day }) : "";
}
