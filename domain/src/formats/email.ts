/**
 * E-mail address as the spec's `{email}` rule (spec §5) with the 60-character field limit (spec §5/§9).
 *
 * Decision: "standard email" is read as the WHATWG HTML "valid e-mail address" production (what
 * `<input type=email>` accepts): ASCII only, no quoted local parts, no IP-literal domains, a domain of
 * LDH labels of at most 63 characters, a dotless domain allowed (as WHATWG does). The length is checked
 * before the pattern, so the regex never sees more than 60 characters.
 */

/** Maximum length of an e-mail field (spec §5 length limits). */
const EMAIL_MAX_LENGTH = 60;
/** WHATWG HTML "valid e-mail address". */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Whether the text is an e-mail address of at most 60 characters.
 * @example isEmail("zhang.san@example.com") // true
 * @example isEmail("zhang san@example.com") // false
 * @see https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
export function isEmail(input: string): boolean {
  return typeof input === "string" && input.length <= EMAIL_MAX_LENGTH && WHATWG_EMAIL.test(input);
}
