/**
 * The one message catalogue of the web shell: the UI texts of web/src/i18n/messages/*.ts and the domain texts
 * the shell shows itself (domain's `gateway.*` and `session.*` tables). Chinese by default, English too.
 * The shell's tables are there from the start; each feature registers its own table when its first module
 * loads (`registerMessages`, see messages/index.ts). A feature that shows the texts of other domain rules
 * (identity, formats, calendar, schemas) imports `./domain-messages` for the effect.
 *
 * Usage in components: `const t = useT(); t("home.title")`; with parameters: `t("toast.sent", { n: 60 })`
 * replaces `{n}`. An unknown key falls back to the Chinese text, then to the key itself.
 */
import type { Locale } from "@micromall/domain";
import { getLocale, useLocale } from "./locale";
import { CATALOGUE } from "./messages";

export { getLocale, setLocale, useLocale } from "./locale";
export { registerMessages, type MessageTable } from "./messages";

export type MessageParams = Record<string, string | number>;

/**
 * Translates `key` in `locale` (default: the current locale), filling `{name}` parameters.
 * @example t("gateway.buttonOk") // "确定"
 * @example t("no.such.key") // "no.such.key"
 */
export function t(key: string, params?: MessageParams, locale: Locale = getLocale()): string {
  const text = CATALOGUE[locale][key] ?? CATALOGUE["zh-CN"][key] ?? key;
  return params ? fill(text, params) : text;
}

/** React hook returning `t` bound to the current locale (re-renders on a language switch). */
export function useT(): (key: string, params?: MessageParams) => string {
  const locale = useLocale();
  return (key, params) => t(key, params, locale);
}

/**
 * The text of `key` when the catalogue knows it (and it starts with `prefix`), else the text of `fallbackKey`:
 * a value from a link (`?reason=`) becomes words only through the catalogue, so a crafted link can never put
 * its own words on the insurer's pages.
 * @example knownText("<b>call 123</b>", "services.error.defaultReason") // the default reason's text
 */
export function knownText(
  key: string | null,
  fallbackKey: string,
  options: { readonly prefix?: string; readonly locale?: Locale } = {},
): string {
  const locale = options.locale ?? getLocale();
  if (key !== null && key !== "" && key.startsWith(options.prefix ?? "")) {
    const text = t(key, undefined, locale);
    // `t` answers the key itself when no table knows it.
    if (text !== key) return text;
  }
  return t(fallbackKey, undefined, locale);
}

function fill(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
