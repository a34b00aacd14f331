/**
 * The texts a form check can give: the catalogue's schema, identity and format tables only (not the gateway,
 * session or calendar texts), so a form route does not ship the whole message catalogue of both languages.
 * Keys and texts are the catalogue's (`messages/catalogue.ts`, whose tables have unique keys); a key outside these
 * tables is `schema.invalid` for a form, which `form-messages.test.ts` and the form agreement test keep honest.
 */
import { FORMAT_MESSAGES } from "../messages/formats";
import { IDENTITY_MESSAGES } from "../messages/identity";
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "../messages/locale";
import { fillPlaceholders } from "../messages/placeholders";
import { SCHEMA_MESSAGES } from "../messages/schemas";

const TABLES = [SCHEMA_MESSAGES, IDENTITY_MESSAGES, FORMAT_MESSAGES] as const;

/**
 * The form texts by locale and key.
 * @example FORM_MESSAGES["zh-CN"].required // "请填写…"
 */
export const FORM_MESSAGES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = Object.freeze(
  Object.fromEntries(LOCALES.map((locale) => [locale, Object.freeze(Object.assign({}, ...TABLES.map((table) => table[locale])))])) as Record<
    Locale,
    Record<string, string>
  >,
);

/**
 * Whether `key` is a form text.
 * @example isFormMessageKey("required") // true
 */
export function isFormMessageKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(FORM_MESSAGES[DEFAULT_LOCALE], key);
}

/**
 * The form text of `key` in `locale` with its placeholders filled, as the catalogue's `formatMessage` gives it
 * (an unknown locale is the default one; an unknown key is itself).
 * @example formMessage("tooLong", { max: 10 }, "en") // "… 10 …"
 */
export function formMessage(key: string, values: Readonly<Record<string, string | number>> = {}, locale: Locale = DEFAULT_LOCALE): string {
  const table = FORM_MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const text = Object.prototype.hasOwnProperty.call(table, key) ? (table[key] ?? key) : key;
  return fillPlaceholders(text, values);
}
