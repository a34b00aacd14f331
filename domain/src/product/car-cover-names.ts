/**
 * The names of the car covers (the compulsory one and the commercial ones) in the customer's language, apart from
 * the covers' page content (`car-covers.ts`) and the rules of a choice (`car-insure.ts`).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";
import { COMPULSORY_COVER_CODE, isCarCoverCode, type CarCoverCode } from "./car-cover-codes";

/** The name of each commercial car cover, per language. */
export const CAR_COVER_NAMES: Readonly<Record<CarCoverCode, Readonly<Record<Locale, string>>>> = {
  DDA: { "zh-CN": "机动车损失保险", en: "Vehicle damage cover" },
  DDB: { "zh-CN": "机动车第三者责任保险", en: "Third-party liability cover" },
  DDC: { "zh-CN": "机动车车上人员责任保险", en: "On-board persons' liability cover" },
  DDE: { "zh-CN": "附加车身划痕损失险", en: "Body scratch rider" },
  DDF: { "zh-CN": "附加医保外医疗费用责任险", en: "Rider for medical costs outside national medical insurance" },
};

/**
 * The name of a commercial car cover in a language ("" for a code that is not one).
 * @example carCommercialCoverName("DDA", "en") // "Vehicle damage cover"
 */
export function carCommercialCoverName(code: string, locale: Locale = DEFAULT_LOCALE): string {
  return isCarCoverCode(code) ? CAR_COVER_NAMES[code][isLocale(locale) ? locale : DEFAULT_LOCALE] : "";
}

/**
 * The name of the compulsory cover or of a commercial one; "" for an unknown code.
 * @example carCoverName("BZ") // "机动车交通事故责任强制保险"
 * @example carCoverName("DDA", "en") // "Vehicle damage cover"
 */
export function carCoverName(code: string, locale: Locale = DEFAULT_LOCALE): string {
  if (code === COMPULSORY_COVER_CODE) return locale === "en" ? "Compulsory traffic accident liability cover" : "机动车交通事故责任强制保险";
  return carCommercialCoverName(code, locale);
}

