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
  return {
    name: localText(benefit.name, benefit.en?.name, locale),
    description: localText(benefit.description, benefit.en?.description, locale),
    howToUse: localText(benefit.howToUse, benefit.en?.howToUse, locale),
  };
}
