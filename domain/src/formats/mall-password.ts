/**
 * The mall password rule (not in the spec; our decision, shared by the web forms and the mock gateway):
 * 8–20 printable ASCII characters without spaces, with at least one letter and at least one digit.
 *
 * - Symbols are allowed (a password manager's output must pass); CJK and whitespace are not (the gateway
 *   stores the password as typed, and a space is almost always a typing mistake on a phone keyboard).
 * - The rule applies to a NEW password (register, reset, change). Logging in only requires a password:
 *   accounts may predate the rule.
 * - Nothing is trimmed or case-folded: the text is judged as typed.
 */

/** Shortest and longest accepted password (characters; ASCII only, so also bytes). */
export const MALL_PASSWORD_LENGTH = { min: 8, max: 20 } as const;

/** 8–20 printable ASCII characters (U+0021–U+007E), no space. */
const PASSWORD_CHARS = /^[\x21-\x7e]{8,20}$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /\d/;

/**
 * Whether the text is an acceptable new mall password. Total: any string (or non-string) gives a boolean.
 * @example isMallPassword("abc12345") // true
 * @example isMallPassword("Pa$$w0rd!") // true
 * @example isMallPassword("abcdefgh") // false (no digit)
 * @example isMallPassword("ab12") // false (too short)
 * @example isMallPassword("abc 12345") // false (space)
 */
export function isMallPassword(input: string): boolean {
  return typeof input === "string" && PASSWORD_CHARS.test(input) && HAS_LETTER.test(input) && HAS_DIGIT.test(input);
}
