/**
 * Person and enterprise names, and pinyin (spec §5 "Name", "Insured name", "Enterprise names", "Pinyin").
 *
 * Decisions:
 * - "Letters" are the ASCII letters A–Z, a–z. "CJK" is every character of the Han script (Unicode
 *   `Script=Han`), including the astral extensions, so a rare character in a name (𠮷) is accepted.
 * - The middle dot is U+00B7 `·`, the separator of transliterated names (阿卜杜·热合曼); look-alikes
 *   (`•`, `・`) are rejected, as are spaces and digits in a name, following the spec's list.
 * - Enterprise names add ASCII `()` and full-width `（）` brackets to the name characters; brackets need not
 *   be balanced (the registry name is what it is).
 * - Pinyin is ASCII letters and spaces with at least one letter.
 * - Length limits are separate (`LENGTH_LIMITS`); every validator here rejects the empty string.
 */

const NAME = /^[A-Za-z\-_\u00B7\p{Script=Han}]+$/u;
const INSURED_NAME = /^[A-Za-z\p{Script=Han}]+$/u;
const ENTERPRISE_NAME = /^[A-Za-z\-_\u00B7()\uFF08\uFF09\p{Script=Han}]+$/u;
const PINYIN_CHARS = /^[A-Za-z ]+$/;
const HAS_LETTER = /[A-Za-z]/;

/**
 * Whether the text is a name: letters, hyphen, underscore, middle dot and CJK characters.
 * @example isName("张三") // true
 * @example isName("阿卜杜·热合曼") // true
 * @example isName("张三1") // false
 */
export function isName(input: string): boolean {
  return typeof input === "string" && NAME.test(input);
}

/**
 * Whether the text is an insured person's name: CJK characters or letters only.
 * @example isInsuredName("李四") // true
 * @example isInsuredName("Li Si") // false
 */
export function isInsuredName(input: string): boolean {
  return typeof input === "string" && INSURED_NAME.test(input);
}

/**
 * Whether the text is an enterprise name: name characters plus ASCII and full-width brackets.
 * @example isEnterpriseName("某某科技（深圳）有限公司") // true
 * @example isEnterpriseName("某某科技 有限公司") // false
 */
export function isEnterpriseName(input: string): boolean {
  return typeof input === "string" && ENTERPRISE_NAME.test(input);
}

/**
 * Whether the text is pinyin: ASCII letters and spaces, at least one letter.
 * @example isPinyin("ZHANG SAN") // true
 * @example isPinyin("   ") // false
 */
export function isPinyin(input: string): boolean {
  return typeof input === "string" && PINYIN_CHARS.test(input) && HAS_LETTER.test(input);
}
