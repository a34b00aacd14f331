/**
 * The insured persons of an application as pipe-joined lists (spec §3 "Insured person") and their resizing
 * when the insured count changes, with the per-variant defaults.
 *
 * Our reading of the spec's two variants (it names them only by their codes):
 * - Variant A: relationship default 601005 (= self) for every new insured; sex codes 1 = male, 2 = female.
 * - Variant B: relationship of the first insured 0 (= self), of every other insured 9 (other); sex codes
 *   106001 = male, 106002 = female (the same codes as the applicant's applySex).
 * Defaults shared by both: identity type 03 for products EAJ, LAY_JW, EAJ_HQ, EAJ_XM (exact, case-sensitive
 * product codes), else 01; birthday 2000/01/01; businessDetail 99. A new insured's sex is "" because the
 * spec derives sex from the identity number and gives it no default; name, account, inType, identity
 * number and mobile start "".
 * Only new entries get defaults: entries already filled are kept as they are, and shrinking drops the last
 * insureds.
 */
import { resizePiped, resizePipedWith } from "./piped";
import { DEFAULT_BIRTHDAY } from "../calendar/birthday";
import { DEFAULT_BUSINESS_DETAIL, INSURED_VARIANT_CODES, defaultIdentifyType, type InsuredDefaultsOptions, type InsuredLists } from "./insured-defaults";

export {
  DEFAULT_BUSINESS_DETAIL,
  IDENTITY_TYPE_03_PRODUCTS,
  INSURED_VARIANT_CODES,
  defaultIdentifyType,
  defaultInsuredLists,
  emptyInsuredLists,
  type InsuredDefaultsOptions,
  type InsuredLists,
  type InsuredVariant,
} from "./insured-defaults";

/** The field names of InsuredLists. */
export const INSURED_LIST_FIELDS = [
  "insuredRelationship",
  "insuredName",
  "insuredAccount",
  "inType",
  "insuredIdentifyType",
  "insuredIdentifyNumber",
  "insuredBirthday",
  "insuredSex",
  "insuredMobile",
  "businessDetail",
] as const satisfies ReadonlyArray<keyof InsuredLists>;

/**
 * Resizes every insured list to `count` entries, giving new insureds the variant's defaults
 * (count as in `resizePiped`: floored, ≤ 0 → no insured).
 * @example resizeInsuredLists(emptyInsuredLists(), 2, { variant: "B", productCode: "EAJ" }).insuredRelationship // "0|9"
 * @example resizeInsuredLists(emptyInsuredLists(), 2, { variant: "A", productCode: "ZAA" }).insuredIdentifyType // "01|01"
 * @throws {TypeError} when `lists` or `options` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function resizeInsuredLists(lists: InsuredLists, count: number, options: InsuredDefaultsOptions): InsuredLists {
  const codes = INSURED_VARIANT_CODES[options.variant === "B" ? "B" : "A"];
  const blank = (field: keyof InsuredLists) => resizePiped(lists[field], count, "");
  return {
    insuredRelationship: resizePipedWith(lists.insuredRelationship, count, (i) => (i === 0 ? codes.self : codes.other)),
    insuredName: blank("insuredName"),
    insuredAccount: blank("insuredAccount"),
    inType: blank("inType"),
    insuredIdentifyType: resizePiped(lists.insuredIdentifyType, count, defaultIdentifyType(options.productCode)),
    insuredIdentifyNumber: blank("insuredIdentifyNumber"),
    insuredBirthday: resizePiped(lists.insuredBirthday, count, DEFAULT_BIRTHDAY),
    insuredSex: blank("insuredSex"),
    insuredMobile: blank("insuredMobile"),
    businessDetail: resizePiped(lists.businessDetail, count, DEFAULT_BUSINESS_DETAIL),
  };
}
