/**
 * The one placeholder filler of the mall: `{name}` in a text replaced by a value. Its own module (not part of
 * ./catalogue.ts) so a bundle that only fills its own texts — the web shell's first load — does not carry the
 * merged catalogue with every area's table.
 */

/**
 * Fills the `{name}` placeholders of `text` from `values`: the one placeholder filler of the mall (domain's
 * {@link formatMessage} and the web shell's message tables both use it). Only `values`' own properties count,
 * so `{toString}` or `{__proto__}` stay as they are; a placeholder without a value stays too. Total.
 * @example fillPlaceholders("{n} / {total}", { n: 2, total: 5 }) // "2 / 5"
 * @example fillPlaceholders("最多可输入{max}个字符", {}) // "最多可输入{max}个字符"
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}
