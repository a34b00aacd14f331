/**
 * The names of the car covers (the compulsory one and the commercial ones) in the customer's language, apart from
 * the covers' page content (`car-covers.ts`) and the rules of a choice (`car-insure.ts`).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";
import { CAR_COVER_CODES, COMPULSORY_COVER_CODE, isCarCoverCode, type CarCoverCode } from "./car-cover-codes";
import { COMPULSORY_LIMIT_FEN, type CarCoverChoice } from "./car-insure";

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


/** A cover of a car choice as an order and its policy list it: the cover's name, its English, its sum (integer fen). */
export interface CarCoverItem {
  readonly name: string;
  readonly sumInsuredFen: number;
  readonly en: { readonly name: string };
}

/**
 * The covers of a car choice as items: the compulsory cover at its statutory limit, then each chosen cover in the
 * mall's order, named by {@link carCoverName} (Chinese, with the English). Not a choice: the compulsory cover alone.
 * @example carCoverItems({ DDB: 200_000_000 }) // [{ name: "机动车交通事故责任强制保险", sumInsuredFen: 20_000_000, … }, { name: "机动车第三者责任保险", sumInsuredFen: 200_000_000, … }]
 */
export function carCoverItems(choice: CarCoverChoice): CarCoverItem[] {
  const item = (code: string, sumInsuredFen: number): CarCoverItem => ({ name: carCoverName(code), sumInsuredFen, en: { name: carCoverName(code, "en") } });
  const items = [item(COMPULSORY_COVER_CODE, COMPULSORY_LIMIT_FEN)];
  if (typeof choice !== "object" || choice === null) return items;
  for (const code of CAR_COVER_CODES) {
    const sum = choice[code];
    if (typeof sum === "number" && Number.isFinite(sum)) items.push(item(code, sum));
  }
  return items;
}
