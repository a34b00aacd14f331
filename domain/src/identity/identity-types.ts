/**
 * Identity-document type codes (spec §3 "Identity type codes") with their names, the validator each code
 * uses (spec §5 "Identity type to validator"), and the option lists of the screens that offer them.
 *
 * Decisions where the spec is silent:
 * - 14 (HK/Macao/Taiwan residence permit) uses {@link isIdCard}: its numbers are GB 11643 numbers with
 *   address code 810000/820000/830000, which the identity-card rule accepts (81, 82, 83 are in its list).
 * - 553 (foreign permanent resident) stays "other → free text" as the spec table says; only 16 uses
 *   {@link isForeignerCard}.
 * - Insured persons can be children and students (products EAJ, LAY_JW, EAJ_HQ, EAJ_XM default to 03),
 *   so {@link INSURED_IDENTITY_TYPES} holds every personal document including 03 student card and 08 birth
 *   certificate. The policyholder signs and pays, so {@link APPLICANT_IDENTITY_TYPES} holds the adult
 *   personal documents plus the enterprise codes 13 and 11 (spec §5 lists a 99-character holder/company
 *   name, i.e. a company may be the policyholder).
 * - {@link identityTypeName} of an unknown code returns the code itself, so a screen always shows something.
 */
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";
import { isCreditCode } from "./credit-code";
import { isForeignerCard } from "./foreigner-card";
import { isFreeText } from "./free-text";
import { isHkMacaoPermit } from "./hk-macao-permit";
import { isIdCard } from "./id-card";
import { isOfficerCard } from "./officer-card";
import { isOrgCode } from "./org-code";
import { isPassport } from "./passport";
import { isTaiwanPermit } from "./taiwan-permit";

/** A named code in an option list. */
export interface IdentityType {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
}


/** Every identity-type code of spec §3, in the order the spec lists them, then the mapping-only codes. */
export const IDENTITY_TYPES: readonly IdentityType[] = [
  { code: "01", zh: "身份证", en: "Resident identity card" },
  { code: "02", zh: "军官证", en: "Officer's card" },
  { code: "03", zh: "学生证", en: "Student card" },
  { code: "04", zh: "台胞证", en: "Taiwan compatriot permit" },
  { code: "06", zh: "护照", en: "Passport" },
  { code: "07", zh: "港澳回乡证", en: "Hong Kong/Macao home return permit" },
  { code: "08", zh: "出生证", en: "Birth certificate" },
  { code: "09", zh: "营业执照", en: "Business licence" },
  { code: "10", zh: "工商注册号", en: "Business registration number" },
  { code: "11", zh: "组织机构代码", en: "Organisation code" },
  { code: "13", zh: "统一社会信用代码", en: "Unified social credit code" },
  { code: "14", zh: "港澳台居民居住证", en: "Hong Kong/Macao/Taiwan residence permit" },
  { code: "553", zh: "外国人永久居留身份证", en: "Foreign permanent resident ID card" },
  { code: "99", zh: "其他", en: "Other" },
  { code: "16", zh: "外国人证件", en: "Foreigner's identity document" },
  { code: "31", zh: "组织机构代码", en: "Organisation code" },
  { code: "37", zh: "统一社会信用代码", en: "Unified social credit code" },
];

/** Types offered by the vehicle lookup (spec §3): ID card, organisation code, credit code. */
export const VEHICLE_LOOKUP_IDENTITY_TYPES: readonly string[] = ["01", "11", "13"];

/** Types offered for an insured person (see the module comment). */
export const INSURED_IDENTITY_TYPES: readonly string[] = ["01", "02", "03", "04", "06", "07", "08", "14", "553", "99"];

/** Types offered for the applicant (policyholder) (see the module comment). */
export const APPLICANT_IDENTITY_TYPES: readonly string[] = ["01", "02", "04", "06", "07", "14", "553", "13", "11", "99"];

/** The claim query's own codes (spec §3 "Claim query"). */
export const CLAIM_QUERY_IDENTITY_TYPES: readonly IdentityType[] = [
  { code: "120001", zh: "身份证", en: "Resident identity card" },
  { code: "120002", zh: "军官证", en: "Officer's card" },
  { code: "120004", zh: "台胞证", en: "Taiwan compatriot permit" },
  { code: "120005", zh: "护照", en: "Passport" },
  { code: "120007", zh: "港澳回乡证", en: "Hong Kong/Macao home return permit" },
];

/** Spec §5 mapping; every other code falls back to {@link isFreeText}. */
const VALIDATORS: ReadonlyMap<string, (input: string) => boolean> = new Map<string, (input: string) => boolean>([
  ["01", isIdCard],
  ["14", isIdCard],
  ["02", isOfficerCard],
  ["06", (input) => isPassport(input)],
  ["07", isHkMacaoPermit],
  ["16", isForeignerCard],
  ["04", isTaiwanPermit],
  ["31", isOrgCode],
  ["11", isOrgCode],
  ["37", isCreditCode],
  ["13", isCreditCode],
]);

const CLAIM_VALIDATORS: ReadonlyMap<string, (input: string) => boolean> = new Map<string, (input: string) => boolean>([
  ["120001", isIdCard],
  ["120002", isOfficerCard],
  ["120004", isTaiwanPermit],
  ["120005", (input) => isPassport(input)],
  ["120007", isHkMacaoPermit],
]);

/**
 * The name of an identity-type code (spec §3 or claim-query code) in the given locale; an unknown code is
 * returned unchanged (a non-string code, from plain JavaScript, gives ""); an unknown locale gives zh-CN.
 * @example identityTypeName("13", "zh-CN") // "统一社会信用代码"
 * @example identityTypeName("120005", "en") // "Passport"
 * @example identityTypeName("77", "en") // "77"
 */
export function identityTypeName(code: string, locale: Locale = DEFAULT_LOCALE): string {
  if (typeof code !== "string") return "";
  const type = IDENTITY_TYPES.find((t) => t.code === code) ?? CLAIM_QUERY_IDENTITY_TYPES.find((t) => t.code === code);
  if (type === undefined) return code;
  return locale === "en" ? type.en : type.zh;
}

/**
 * The number check for an identity-type code (spec §5); unknown codes get {@link isFreeText}.
 * @example validatorForIdentityType("01")("11010519491231002X") // true
 * @example validatorForIdentityType("13")("91350100M000100Y43") // true
 * @example validatorForIdentityType("03")("学生证 2019-001") // true (free text)
 */
export function validatorForIdentityType(code: string): (input: string) => boolean {
  return VALIDATORS.get(code) ?? isFreeText;
}

/**
 * The number check for a claim-query identity-type code (120001…); unknown codes get {@link isFreeText}.
 * @example validatorForClaimIdentityType("120007")("H12345678") // true
 * @example validatorForClaimIdentityType("120001")("H12345678") // false
 */
export function validatorForClaimIdentityType(code: string): (input: string) => boolean {
  return CLAIM_VALIDATORS.get(code) ?? isFreeText;
}

/**
 * Identity types of an organisation, not a person: business licence, business registration number,
 * organisation code and unified social credit code (spec §3 codes and their mapping-only twins 31, 37).
 */
export const ORGANISATION_IDENTITY_TYPES: readonly string[] = ["09", "10", "11", "13", "31", "37"];

/**
 * Whether an identity-type code names an organisation's identifier (a company's credit code), not a person's
 * document; false for an unknown code or a non-string.
 * @example isOrganisationIdentityType("13") // true
 * @example isOrganisationIdentityType("01") // false
 */
export function isOrganisationIdentityType(code: string): boolean {
  return typeof code === "string" && ORGANISATION_IDENTITY_TYPES.includes(code);
}

/**
 * How an identity number of this type is shown (issue 20 item 7): an organisation's identifier is public
 * registration data the customer must be able to check, so it is shown whole (`null`); a person's number is
 * personal data and is masked (`"idNumber"`, the mask kind of `maskAs`), and so is the number of an unknown type.
 * @example identityNumberMask("13") // null
 * @example identityNumberMask("01") // "idNumber"
 * @example identityNumberMask("77") // "idNumber"
 */
export function identityNumberMask(code: string): "idNumber" | null {
  return isOrganisationIdentityType(code) ? null : "idNumber";
}

/**
 * Whether the numbers of an identity-type code are GB 11643 identity card numbers (01, and 14 — see above), i.e.
 * its validator is {@link isIdCard}. Total: any other code, or a non-string, answers false.
 * @example isIdCardNumberType("14") // true
 * @example isIdCardNumberType("13") // false
 */
export function isIdCardNumberType(code: string): boolean {
  return VALIDATORS.get(code) === isIdCard;
}
