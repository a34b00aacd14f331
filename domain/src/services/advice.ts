/**
 * Complaints and suggestions (/complaint, `sendAdvice`): the kinds of message, the text limit, the photos and
 * how a photo is scaled down before upload.
 *
 * Decisions where the spec is silent:
 * - The text limit is the gateway's 500 characters (UTF-16 code units, as the browser's maxlength counts).
 * - Two kinds: a complaint and a suggestion (`adviceType` "1" and "2"), complaint first.
 * - At most 3 photos, each scaled by formats' `scaledPhotoSize` (longer side at most `PHOTO_MAX_EDGE`: enough
 *   to read a document or a damage, a few hundred KB as JPEG; a smaller photo is never enlarged).
 */
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";

/** Longest complaint or suggestion text. */
export const ADVICE_MAX_LENGTH = 500;
/** Most photos one message carries. */
export const ADVICE_PHOTOS_MAX = 3;

/** The kinds of message, by `adviceType` code. */
export const ADVICE_TYPES = ["1", "2"] as const;
/** An `adviceType` code. */
export type AdviceType = (typeof ADVICE_TYPES)[number];

const ADVICE_TYPE_NAMES: Readonly<Record<Locale, Readonly<Record<AdviceType, string>>>> = {
  "zh-CN": { "1": "投诉", "2": "建议" },
  en: { "1": "Complaint", "2": "Suggestion" },
};

/**
 * The name of a kind of message; an unknown code reads as itself.
 * @example adviceTypeName("1") // "投诉"
 * @example adviceTypeName("2", "en") // "Suggestion"
 */
export function adviceTypeName(code: string, locale: Locale = DEFAULT_LOCALE): string {
  const table = Object.hasOwn(ADVICE_TYPE_NAMES, locale) ? ADVICE_TYPE_NAMES[locale] : ADVICE_TYPE_NAMES[DEFAULT_LOCALE];
  return typeof code === "string" && Object.hasOwn(table, code) ? table[code as AdviceType] : String(code ?? "");
}

/**
 * How many characters are left of the limit (negative when over).
 * @example adviceCharactersLeft("你好") // 498
 */
export function adviceCharactersLeft(text: string): number {
  return ADVICE_MAX_LENGTH - (typeof text === "string" ? text.length : 0);
}

