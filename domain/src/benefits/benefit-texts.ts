/**
 * What the mall shows of a benefit in the customer's language (customer rehearsal 2026-11-28: in English, My
 * benefits' descriptions and "How to use" stayed Chinese). The gateway answers a benefit's name, description and
 * how to use it in Chinese and, optionally, in English (`en`); the English is shown where it is given, else the
 * Chinese marked as such (`localText`).
 */
import type { Locale } from "../messages/locale";
import { localText, type LocalText } from "../product/local-text";

/** What {@link benefitTexts} reads of a benefit. */
export interface BenefitTextSource {
  readonly name: string;
  readonly description: string;
  readonly howToUse: string;
  readonly en?: { readonly name?: string | undefined; readonly description?: string | undefined; readonly howToUse?: string | undefined } | undefined;
}

/**
 * A benefit's name, description and how to use it in the customer's language.
 * @example benefitTexts({ name: "道路救援", description: "拖车", howToUse: "拨打95518", en: { name: "Roadside assistance" } }, "en").name // { text: "Roadside assistance", lang: "en" }
 * @example benefitTexts({ name: "道路救援", description: "拖车", howToUse: "拨打95518" }, "en").howToUse // { text: "拨打95518", lang: "zh-CN" }
 */
export function benefitTexts(benefit: BenefitTextSource, locale: Locale): { name: LocalText; description: LocalText; howToUse: LocalText } {
  return { ...serviceTexts(benefit, locale), howToUse: localText(benefit.howToUse, benefit.en?.howToUse, locale) };
}

/**
 * A value-added service's name and description in the customer's language (My benefits' "more services"; customer
 * rehearsal 2026-11-28: they stayed Chinese in English): the English where the gateway gives it, else the Chinese
 * marked as such.
 * @example serviceTexts({ name: "道路救援", description: "拖车", en: { name: "Roadside assistance" } }, "en").name // { text: "Roadside assistance", lang: "en" }
 */
export function serviceTexts(
  service: { readonly name: string; readonly description: string; readonly en?: { readonly name?: string | undefined; readonly description?: string | undefined } | undefined },
  locale: Locale,
): { name: LocalText; description: LocalText } {
  return { name: localText(service.name, service.en?.name, locale), description: localText(service.description, service.en?.description, locale) };
}
