/**
 * The mall password rule (not in the spec; our decision, to move into @micromall/domain `formats/`):
 * 8–20 printable ASCII characters without spaces, with at least one letter and at least one digit.
 * Symbols are allowed (a password manager's output must pass); CJK and whitespace are not (the gateway
 * stores the password as typed, and a space is almost always a typing mistake on a phone keyboard).
 */

/** 8–20 printable ASCII characters, no space. */
const PASSWORD_CHARS = /^[\x21-\x7e]{8,20}$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /\d/;

/**
 * Whether the text is an acceptable mall password. Total: any string (or non-string) gives a boolean.
 * @example isMallPassword("abc12345") // true
 * @example isMallPassword("abcdefgh") // false (no digit)
 * @example isMallPassword("ab12") // false (too short)
 */
export function isMallPassword(input: string): boolean {
  return typeof input === "string" && PASSWORD_CHARS.test(input) && HAS_LETTER.test(input) && HAS_DIGIT.test(input);
}
