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

function fill(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
