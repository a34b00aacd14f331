/**
 * The texts a form check can give: the catalogue's schema, identity and format tables only (not the gateway,
 * session or calendar texts), so a form route does not ship the whole message catalogue.
 * Keys and texts are the catalogue's (`messages/catalogue.ts`, whose tables have unique keys); a key outside these
 * tables is `schema.invalid` for a form, which `form-messages.test.ts` and the form agreement test keep honest.
 *
 * One language at a time: the Chinese texts (the default locale) are here; the English ones are a module of their
 * own (`form-messages.en.ts`) that {@link loadFormMessages} brings in, so a form route does not carry both languages
 * (≈ 1.4 kB gzip on every form route). Until the English texts are loaded, {@link formMessage} answers in Chinese;
 * a caller that checks forms in English awaits `loadFormMessages("en")` once (the web app does it before a form
 * renders in English). The keys, and so every check's outcome, are the same either way.
 */
import { FORMAT_TEXTS_ZH } from "../messages/formats.zh";
import { IDENTITY_TEXTS_ZH } from "../messages/identity.zh";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";
import { fillPlaceholders } from "../messages/placeholders";
import { SCHEMA_TEXTS_ZH } from "../messages/schemas.zh";

type Texts = Readonly<Record<string, string>>;

/**
 * The form texts in Chinese, by key.
 * @example FORM_TEXTS_ZH.required // "请填写此项"
 */
export const FORM_TEXTS_ZH: Texts = Object.freeze({ ...SCHEMA_TEXTS_ZH, ...IDENTITY_TEXTS_ZH, ...FORMAT_TEXTS_ZH });

/** How each other language's texts are loaded. */
const LOADERS: { readonly [L in Exclude<Locale, "zh-CN">]: () => Promise<Texts> } = {
  en: () => import("./form-messages.en").then((module) => module.FORM_TEXTS_EN),
};

const loaded: { [L in Locale]?: Texts } = { "zh-CN": FORM_TEXTS_ZH };
const loading = new Map<Locale, Promise<void>>();

/**
 * Whether the form texts of `locale` are at hand (the default locale's always are; an unknown locale is the
 * default one).
 * @example formMessagesLoaded("zh-CN") // true
 */
export function formMessagesLoaded(locale: Locale): boolean {
  return !isLocale(locale) || loaded[locale] !== undefined;
}

/**
 * Brings in the form texts of `locale` (once; later calls share the first). Never rejects: a failed load leaves
 * the Chinese texts in use for the session (a check still gives the right key), and `formMessagesLoaded` false.
 * @example await loadFormMessages("en"); formMessage("required", {}, "en") // "This field is required"
 */
export function loadFormMessages(locale: Locale): Promise<void> {
  if (!isLocale(locale) || locale === "zh-CN" || loaded[locale] !== undefined) return Promise.resolve();
  const load = LOADERS[locale];
  const pending =
    loading.get(locale) ??
    load().then(
      (texts) => {
        loaded[locale] = texts;
      },
      () => undefined,
    );
  loading.set(locale, pending);
  return pending;
}

/**
 * Whether `key` is a form text.
 * @example isFormMessageKey("required") // true
 */
export function isFormMessageKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(FORM_TEXTS_ZH, key);
}

/**
 * The form text of `key` in `locale` with its placeholders filled, as the catalogue's `formatMessage` gives it
 * (an unknown locale, or one whose texts are not loaded yet, is the default one; an unknown key is itself).
 * @example formMessage("tooLong", { max: 10 }, "en") // "… 10 …" once `loadFormMessages("en")` has settled
 */
export function formMessage(key: string, values: Readonly<Record<string, string | number>> = {}, locale: Locale = DEFAULT_LOCALE): string {
  const table = (isLocale(locale) ? loaded[locale] : undefined) ?? FORM_TEXTS_ZH;
  const text = Object.prototype.hasOwnProperty.call(table, key) ? (table[key] ?? key) : key;
  return fillPlaceholders(text, values);
}
