/**
 * What the mall shows of a product in the customer's language (customer report 3 H8, issue 20 item 1): the
 * gateway answers a product's selling point, tags, notes and cover names in Chinese and, optionally, in English
 * (`en` beside the Chinese, decoded at the edge); product and plan names stay as they came.
 *
 * Decisions: English is shown where the gateway gave a non-blank English text; otherwise the Chinese, marked
 * `zh-CN` so a screen reader and the English walk know it is the gateway's untranslated data. Tags and notes
 * are matched by position (a list of English tags shorter than the Chinese leaves the rest Chinese).
 */
import type { Locale } from "../messages/locale";

/** A text to show and the language it is written in (a screen puts `lang` on its element). */
export interface LocalText {
  readonly text: string;
  readonly lang: Locale;
}

/**
 * The text in the customer's language: the English when asked for English and present, else the Chinese. Total.
 * @example localText("意外医疗", "Accidental medical expenses", "en") // { text: "Accidental medical expenses", lang: "en" }
 * @example localText("意外医疗", undefined, "en") // { text: "意外医疗", lang: "zh-CN" }
 */
export function localText(zh: string, en: string | undefined, locale: Locale): LocalText {
  if (locale === "en" && typeof en === "string" && en.trim() !== "") return { text: en, lang: "en" };
  return { text: zh, lang: "zh-CN" };
}

/** What {@link productTexts} reads of a product. */
export interface ProductTextSource {
  readonly summary: string;
  readonly tags: readonly string[];
  readonly en?: { readonly summary?: string; readonly tags?: readonly string[] } | undefined;
}

/**
 * A product's selling point and tags in the customer's language.
 * @example productTexts({ summary: "国内出游", tags: ["旅行"], en: { summary: "Trips at home", tags: ["Travel"] } }, "en").tags // [{ text: "Travel", lang: "en" }]
 */
export function productTexts(product: ProductTextSource, locale: Locale): { summary: LocalText; tags: LocalText[] } {
  return {
    summary: localText(product.summary, product.en?.summary, locale),
    tags: product.tags.map((tag, index) => localText(tag, product.en?.tags?.[index], locale)),
  };
}

/**
 * A product's notes (who may be insured, when cover starts) in the customer's language.
 * @example productNoteTexts({ notes: ["须年满3周岁"], en: { notes: ["Aged 3 or over"] } }, "en") // [{ text: "Aged 3 or over", lang: "en" }]
 */
export function productNoteTexts(detail: { readonly notes: readonly string[]; readonly en?: { readonly notes?: readonly string[] } | undefined }, locale: Locale): LocalText[] {
  return detail.notes.map((note, index) => localText(note, detail.en?.notes?.[index], locale));
}

/**
 * A cover item's name (a plan's, a policy's) in the customer's language.
 * @example coverNameText({ name: "航班延误", en: { name: "Flight delay" } }, "en") // { text: "Flight delay", lang: "en" }
 */
export function coverNameText(item: { readonly name: string; readonly en?: { readonly name?: string } | undefined }, locale: Locale): LocalText {
  return localText(item.name, item.en?.name, locale);
}
