/**
 * The codes of the commercial car covers, apart from their names (`car-cover-names.ts`) and their page content
 * (`car-covers.ts`): the rules of a choice (`car-insure.ts`) need neither.
 */
/** The compulsory traffic accident liability cover's code (交强险). */
export const COMPULSORY_COVER_CODE = "BZ";

/** The commercial car cover codes, in the order the mall lists them. */
export const CAR_COVER_CODES = ["DDA", "DDB", "DDC", "DDE", "DDF"] as const;
/** A commercial car cover code. */
export type CarCoverCode = (typeof CAR_COVER_CODES)[number];

/**
 * Whether `value` is one of the commercial car cover codes (exact, case-sensitive).
 * @example isCarCoverCode("DDA") // true
 * @example isCarCoverCode("DDD") // false
 */
export function isCarCoverCode(value: unknown): value is CarCoverCode {
  return typeof value === "string" && (CAR_COVER_CODES as readonly string[]).includes(value);
}

/** The car product the commercial covers belong to (risk code DAA: family car insurance, issue 9 `/insureRight?productCode=DAA`). */
export const CAR_PRODUCT_CODE = "DAA";
