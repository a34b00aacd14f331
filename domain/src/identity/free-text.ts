/**
 * The fallback check for identity numbers of types without a format (student card, birth certificate,
 * business licence, "other", and any unknown code — spec §5 "other → free text").
 *
 * Decision (the spec does not say what free text allows): at least one non-whitespace character; at most
 * {@link FREE_TEXT_MAX_LENGTH} UTF-16 code units (what the browser's `maxlength` counts); no control
 * characters (C0, DEL, C1) and no unpaired surrogate halves, which cannot be sent as UTF-8. Whitespace is
 * ECMAScript whitespace, including the ideographic space U+3000.
 */

/** Longest accepted free-text identity number. */
export const FREE_TEXT_MAX_LENGTH = 50;

/**
 * Whether the text is acceptable as a free-form identity number.
 * @example isFreeText("学生证 2019-001") // true
 * @example isFreeText("   ") // false
 * @example isFreeText("A\u0000B") // false
 */
export function isFreeText(input: string): boolean {
  if (typeof input !== "string") return false;
  const length = input.length;
  if (length === 0 || length > FREE_TEXT_MAX_LENGTH) return false;
  let visible = false;
  for (let i = 0; i < length; i++) {
    const code = input.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      // Tab, line breaks and other controls: not part of a document number.
      return false;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = input.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
      visible = true;
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (!isWhitespace(code)) visible = true;
  }
  return visible;
}

/** ECMAScript WhiteSpace and LineTerminator code units at or above U+0020 (controls are rejected earlier). */
function isWhitespace(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
