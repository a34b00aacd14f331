/**
 * The web shell's texts, zh-CN by default with English.
 *
 * The typed API (./define.ts): each area owns a table declared with `defineMessages` (the shell's in
 * ./messages/app.ts, ui.ts, session.ts; a feature's in `features/<f>/messages.ts`) and reads it with
 * `useMessages(table)` in components or `translate(table, key)` elsewhere; a wrong key does not compile, and
 * the import graph alone decides which tables ship with which chunk.
 *
 * The older string-keyed API (`useT`, `t`, `registerMessages`, `knownText`) stays until the features have moved
 * onto their own tables: it reads a catalogue that tables join by `registerMessages`. Its lookups are
 * own-property only too, so `t("__proto__")` answers "__proto__".
 */
import { fillPlaceholders, type Locale } from "@micromall/domain";
import { ownText, type MessageParams } from "./define";
import { getLocale, useLocale } from "./locale";
import { CATALOGUE } from "./messages";

export { getLocale, setLocale, useLocale } from "./locale";
export { registerMessages, type MessageTable } from "./messages";
export {
  defineMessages,
  translate,
  useMessages,
  type MessageKeyOf,
  type MessageParams,
  type MessagesOf,
} from "./define";

/**
 * Translates `key` in `locale` (default: the current locale), filling `{name}` parameters.
 * @example t("gateway.buttonOk") // "确定"
 * @example t("no.such.key") // "no.such.key"
 */
export function t(key: string, params?: MessageParams, locale: Locale = getLocale()): string {
  const text = ownText(CATALOGUE[locale], key) ?? ownText(CATALOGUE["zh-CN"], key) ?? key;
  return params ? fillPlaceholders(text, params) : text;
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
