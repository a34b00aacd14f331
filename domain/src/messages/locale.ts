/**
 * Locales of the customer-facing texts. Simplified Chinese is the default (spec §1: Chinese retail
 * customers); English mirrors every text.
 */

/** Every locale the catalogue carries. */
export const LOCALES = ["zh-CN", "en"] as const;

/** A locale of the message catalogue. */
export type Locale = (typeof LOCALES)[number];

/** The locale used when none is given. */
export const DEFAULT_LOCALE: Locale = "zh-CN";

/** One text in every locale. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** A table of texts by locale, then key (every area's table has this shape; same keys in each locale). */
export type MessageTable = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/**
 * Whether `value` is a supported locale. Total.
 * @example isLocale("en") // true
 * @example isLocale("zh") // false
 */
export function isLocale(value: unknown): value is Locale {
  return value === "zh-CN" || value === "en";
}
