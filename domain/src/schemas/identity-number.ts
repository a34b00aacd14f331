/**
 * Which identity number fits which identity type, as message keys (spec §5 "Identity type to validator"), and the
 * identity types of an organisation holder. Effect-free, so the package root exports it; the Schemas of
 * `fields.ts` use it for their struct checks.
 */
import { isCreditCode, isIdCard, isIdCardNumberType, isIdentityNumberLastSix, isOrgCode, parseCreditCode, parseIdCard, validatorForClaimIdentityType, validatorForIdentityType } from "../identity/index";
import { creditCodeReasonKey, idCardReasonKey } from "../messages/identity-keys";

/** Identity types whose holder is an organisation (spec §3 codes 09, 10, 11, 13 and the mapping-only 31, 37). */
export const ENTERPRISE_IDENTITY_TYPES: readonly string[] = ["09", "10", "11", "13", "31", "37"];

/**
 * The message key of an identity number that does not fit its type, or null when it fits. Types 01/14 give
 * the identity-card reason, 13/37 the credit-code reason, 11/31 the organisation-code message; other types
 * use `validatorForIdentityType` (free text for unknown codes).
 * @example identityNumberProblem("01", "110105194912310021") // "identity.reason.checksum"
 */
export function identityNumberProblem(type: string, number: string, claim = false): string | null {
  if (claim) {
    if (validatorForClaimIdentityType(type)(number)) return null;
    if (type === "120001") return idCardProblem(number);
    return "identity.number.invalid";
  }
  if (validatorForIdentityType(type)(number)) return null;
  if (type === "01" || type === "14") return idCardProblem(number);
  if (type === "13" || type === "37") {
    const result = parseCreditCode(number);
    return result.ok ? (isCreditCode(number) ? null : "identity.number.invalid") : creditCodeReasonKey(result.reason);
  }
  if (type === "11" || type === "31") return isOrgCode(number) ? null : "identity.orgCode.invalid";
  return "identity.number.invalid";
}

/**
 * The message key of a text that cannot be the last six characters of an identity number of `type`
 * (`isIdentityNumberLastSix`; the settlement lookup, spec §5 "6 on one"), or null when it can. Blank is null: the
 * field's `required` rule names it. An identity card's type (01, 14) gets `schema.idCardLastSix` (six digits, the
 * last may be X), any other `schema.identifyNoLastSix` (six letters or digits). Total.
 * @example identityNumberLastSixProblem("01", "A12345") // "schema.idCardLastSix"
 * @example identityNumberLastSixProblem("13", "9W2A3K") // null
 */
export function identityNumberLastSixProblem(type: string, lastSix: string): string | null {
  if (typeof lastSix === "string" && lastSix.trim() === "") return null;
  if (isIdentityNumberLastSix(lastSix, type)) return null;
  return isIdCardNumberType(type) ? "schema.idCardLastSix" : "schema.identifyNoLastSix";
}

function idCardProblem(number: string): string | null {
  const result = parseIdCard(number);
  if (!result.ok) return idCardReasonKey(result.reason);
  return isIdCard(number) ? null : "identity.number.invalid";
}
