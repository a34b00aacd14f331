/**
 * The codes and names of the commercial car covers, apart from their page content (`car-covers.ts`): the
 * buying steps of /insureRight name the covers without loading every cover's page texts.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";

/** The commercial car cover codes, in the order the mall lists them. */
export const CAR_COVER_CODES = ["DDA", "DDB", "DDC", "DDE", "DDF"] as const;
/** A commercial car cover code. */
export type CarCoverCode = (typeof CAR_COVER_CODES)[number];

/** The name of each commercial car cover, per language. */
export const CAR_COVER_NAMES: Readonly<Record<CarCoverCode, Readonly<Record<Locale, string>>>> = {
  DDA: { "zh-CN": "机动车损失保险", en: "Vehicle damage cover" },
  DDB: { "zh-CN": "机动车第三者责任保险", en: "Third-party liability cover" },
  DDC: { "zh-CN": "机动车车上人员责任保险", en: "On-board persons' liability cover" },
  DDE: { "zh-CN": "附加车身划痕损失险", en: "Body scratch rider" },
  DDF: { "zh-CN": "附加医保外医疗费用责任险", en: "Rider for medical costs outside national medical insurance" },
};

/**
 * Whether `value` is one of the commercial car cover codes (exact, case-sensitive).
 * @example isCarCoverCode("DDA") // true
 * @example isCarCoverCode("DDD") // false
 */
export function isCarCoverCode(value: unknown): value is CarCoverCode {
  return typeof value === "string" && (CAR_COVER_CODES as readonly string[]).includes(value);
}

/**
 * The name of a commercial car cover in a language ("" for a code that is not one).
 * @example carCommercialCoverName("DDA", "en") // "Vehicle damage cover"
 */
export function carCommercialCoverName(code: string, locale: Locale = DEFAULT_LOCALE): string {
  return isCarCoverCode(code) ? CAR_COVER_NAMES[code][isLocale(locale) ? locale : DEFAULT_LOCALE] : "";
}

/** The car product the commercial covers belong to (risk code DAA: family car insurance, issue 9 `/insureRight?productCode=DAA`). */
export const CAR_PRODUCT_CODE = "DAA";
