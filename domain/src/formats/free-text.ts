/**
 * What a customer's free text may hold (issue 23 finding 5): the complaint, an address detail, an accident
 * description, an invoice remark and an alteration address are sent to people and systems that show them, so
 * characters that act instead of showing are refused:
 * - C0 controls U+0000–U+001F (NUL, BEL, ESC of an ANSI escape…) and DEL U+007F — except tab, line feed and
 *   carriage return, which a multi-line field legitimately holds;
 * - bidi embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069 (they reorder what a reader sees);
 * - zero-width characters U+200B–U+200D, U+2060 and U+FEFF (they hide text and split words a filter reads).
 * The message ({@link FREE_TEXT_MESSAGE_KEY}, zh-CN and en) says so. Total, linear, never throws.
 */

/** The message key (formats catalogue) of a refused free text. */
export const FREE_TEXT_MESSAGE_KEY = "freeText";

// eslint-disable-next-line no-control-regex -- the rule is about these very characters
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200D\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

/**
 * The first character free text may not hold (as `U+XXXX`), or null when the text is clean. Non-strings are null.
 * @example freeTextFault("路口\u202Egnp.exe") // "U+202E"
 * @example freeTextFault("路口等红灯时被追尾") // null
 */
export function freeTextFault(text: string): string | null {
  if (typeof text !== "string") return null;
  const match = FORBIDDEN.exec(text);
  if (match === null) return null;
  return `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Whether free text holds no control, bidi override or zero-width character.
 * @example isCleanFreeText("A\u0007") // false
 */
export function isCleanFreeText(text: string): boolean {
  return typeof text === "string" && freeTextFault(text) === null;
}
