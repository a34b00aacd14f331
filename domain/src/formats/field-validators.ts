/**
 * The validator kinds named by form-field configs (spec §5 "Validator kinds used by form fields") mapped
 * to functions.
 *
 * Decisions (the spec does not show the patterns): isnewName → `isInsuredName` (CJK or letters only),
 * isEnterpriseFpName → `isEnterpriseName` (the invoice title: names with brackets), isPolicy →
 * `isPolicyNumber`, isLicense → `isLicensePlate`, isIdCard → the identity card rule of identity/.
 * An unknown kind gets `undefined` from `validatorForKind`, so the caller decides (usually: no check).
 */
import { isIdCard } from "../identity/index";
import { isEmail } from "./email";
import { isMobile } from "./mobile";
import { isEnterpriseName, isInsuredName, isName } from "./names";
import { isLicensePlate } from "./license-plate";
import { isCusttaxno, isIdNum, isPolicyNumber } from "./reference-numbers";

/** Validator kind → check. */
export const FIELD_VALIDATORS = {
  isName,
  isIdCard,
  isMobile,
  isPolicy: isPolicyNumber,
  isnewName: isInsuredName,
  isLicense: isLicensePlate,
  isEnterpriseFpName: isEnterpriseName,
  isEmail,
  isCusttaxno,
  isIdNum,
} as const satisfies Readonly<Record<string, (input: string) => boolean>>;

/** A validator kind of spec §5. */
export type FieldValidatorKind = keyof typeof FIELD_VALIDATORS;

/** The message key (FORMAT_MESSAGES) shown when a field of that kind fails its check. */
export const FIELD_VALIDATOR_MESSAGE_KEYS = {
  isName: "name",
  isIdCard: "idCard",
  isMobile: "mobile",
  isPolicy: "policyNumber",
  isnewName: "insuredName",
  isLicense: "licensePlate",
  isEnterpriseFpName: "enterpriseName",
  isEmail: "email",
  isCusttaxno: "custtaxno",
  isIdNum: "idNum",
} as const satisfies Readonly<Record<FieldValidatorKind, string>>;

/**
 * Whether the text is one of the spec's validator kinds (own keys only: "toString" is not a kind).
 * @example isFieldValidatorKind("isnewName") // true
 * @example isFieldValidatorKind("toString") // false
 */
export function isFieldValidatorKind(kind: string): kind is FieldValidatorKind {
  return typeof kind === "string" && Object.prototype.hasOwnProperty.call(FIELD_VALIDATORS, kind);
}

/**
 * The check of a validator kind, or `undefined` for an unknown kind.
 * @example validatorForKind("isMobile")?.("13800138000") // true
 * @example validatorForKind("isUnknown") // undefined
 */
export function validatorForKind(kind: string): ((input: string) => boolean) | undefined {
  return isFieldValidatorKind(kind) ? FIELD_VALIDATORS[kind] : undefined;
}
