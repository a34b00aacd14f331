/**
 * Typed, feature-owned message tables: a feature (or the shell) declares its texts once with
 * {@link defineMessages} (zh-CN and en, the same keys), and reads them with {@link useMessages} in components or
 * {@link translate} elsewhere. The key is checked against the table at compile time, and the table reaches the
 * bundle through the import graph alone: no registration, no side-effect import.
 *
 * Decisions where the spec is silent:
 * - Lookups are own-property only: `constructor`, `toString`, `__proto__` are unknown keys (a key can come from a
 *   link, e.g. `/error?reason=`), never an inherited function or object.
 * - A key missing in English falls back to the Chinese text, then to the key itself (the types make both
 *   impossible for a literal key; they guard keys built at run time).
 * - Placeholders (`{name}`) are filled by domain's `fillPlaceholders`, the one filler of the mall; a placeholder
 *   without a value stays as it is.
 */
import { useCallback } from "react";
import { fillPlaceholders, type Locale } from "@micromall/domain";
import { getLocale, useLocale } from "./locale";
import { useLoaded } from "./use-loaded";

/** Any message table: locale → key → text. */
export type MessagesOf = { readonly "zh-CN": Readonly<Record<string, string>>; readonly en: Readonly<Record<string, string>> };

/** The keys of a message table. @example type K = MessageKeyOf<typeof APP_MESSAGES> // "app.name" | … */
export type MessageKeyOf<M extends MessagesOf> = keyof M["zh-CN"] & string;

/** Values for a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Declares a table: the same keys in both languages (a key missing from, or extra in, `en` does not compile);
 * the Chinese texts keep their literal types, so the keys are a union.
 * @example export const HOME_MESSAGES = defineMessages({ "zh-CN": { "home.title": "保险商城" }, en: { "home.title": "Insurance Mall" } });
 */
export function defineMessages<const Z extends Readonly<Record<string, string>>>(table: {
  readonly "zh-CN": Z;
  readonly en: { readonly [K in keyof Z]: string };
}): { readonly "zh-CN": Z; readonly en: { readonly [K in keyof Z]: string } } {
  return table;
}

/** How each table declared by {@link defineMessagesEnglishLater} brings in its English (once; later calls share it). */
const englishLoaders = new WeakMap<object, () => Promise<void>>();
/** The tables of {@link defineMessagesEnglishLater} whose English has arrived. */
const englishArrived = new WeakSet<object>();

/**
 * Declares a table whose English is a module of its own, brought in the first time the table is read in English:
 * a route whose table is large carries one language, as domain's form texts do (`useFormLocale`). The type is
 * {@link defineMessages}'s, the keys checked against the Chinese ones the same way. {@link useMessages} in English
 * waits (React's `use`, the route's Suspense fallback) until the English has arrived, so the screen never shows
 * Chinese for it; {@link translate} outside a component answers in Chinese until then (so await
 * {@link loadEnglish} first where that matters). A failed load leaves the Chinese texts in use, as a missing English
 * key does.
 * @example export const FORM_MESSAGES = defineMessagesEnglishLater({ "form.title": "投保" }, () => import("./form.messages.en").then((module) => module.FORM_TEXTS_EN));
 */
export function defineMessagesEnglishLater<const Z extends Readonly<Record<string, string>>>(
  zh: Z,
  loadEnglishTexts: () => Promise<{ readonly [K in keyof Z]: string }>,
): { readonly "zh-CN": Z; readonly en: { readonly [K in keyof Z]: string } } {
  const en: Partial<Record<keyof Z, string>> = {};
  const table = { "zh-CN": zh, en: en as { readonly [K in keyof Z]: string } };
  let pending: Promise<void> | undefined;
  englishLoaders.set(table, () =>
    (pending ??= loadEnglishTexts().then(
      (texts) => {
        Object.assign(en, texts);
        englishArrived.add(table);
      },
      () => {
        englishArrived.add(table);
      },
    )),
  );
  return table;
}

/**
 * Whether `table`'s English is at hand: always for a {@link defineMessages} table.
 * @example englishReady(UI_MESSAGES) // true
 */
export function englishReady(table: MessagesOf): boolean {
  return !englishLoaders.has(table) || englishArrived.has(table);
}

/**
 * Brings in `table`'s English when it is declared with {@link defineMessagesEnglishLater} (once); resolves at once
 * for any other table. Never rejects.
 * @example await loadEnglish(APPLICATION_MESSAGES); translate(APPLICATION_MESSAGES, "app.pay.noAmount", {}, "en") // "Submit application"
 */
export function loadEnglish(table: MessagesOf): Promise<void> {
  return englishLoaders.get(table)?.() ?? Promise.resolve();
}

/**
 * The text of `key` in `locale` (default: the current locale) with its placeholders filled. Non-hook form for
 * stores, toasts and effects; components use {@link useMessages} so they re-render on a language switch.
 * @example translate(UI_MESSAGES, "ui.dialog.ok") // "确定"
 * @example translate(UI_MESSAGES, "ui.swipe.position", { n: 2, total: 5 }, "en") // "2 / 5"
 */
export function translate<M extends MessagesOf>(
  table: M,
  key: MessageKeyOf<M>,
  params?: MessageParams,
  locale: Locale = getLocale(),
): string {
  const text = ownText(table[locale], key) ?? ownText(table["zh-CN"], key) ?? key;
  return params ? fillPlaceholders(text, params) : text;
}

/**
 * Hook: translate with `table` in the current locale; re-renders on a language switch. A wrong key does not
 * compile.
 * @example const m = useMessages(UI_MESSAGES); m("ui.loading") // "加载中..."
 */
export function useMessages<M extends MessagesOf>(table: M): (key: MessageKeyOf<M>, params?: MessageParams) => string {
  const locale = useLocale();
  useLoaded(table, locale !== "en" || englishReady(table), () => loadEnglish(table));
  return useCallback((key: MessageKeyOf<M>, params?: MessageParams) => translate(table, key, params, locale), [table, locale]);
}

/**
 * The text of `key` when `table` itself has it (own property), else undefined.
 * @example ownText({ a: "A" }, "toString") // undefined
 */
export function ownText(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
