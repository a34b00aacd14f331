/**
 * The Schemas of the claim forms (issue 10): binding the customer's identity before claims are listed
 * (spec §3 "Settlement query, user binding and policy lists": username, identifytype, identifynumber,
 * birthday, sex 0 male / 1 female, mobliephone) and reporting a claim (/claimApplication). Every field rule is
 * a domain validator and every message a catalogue key, so the web forms validate with these through
 * `FORM_SHAPES.claimBind` / `FORM_SHAPES.claimReport`.
 *
 * Decisions where the spec is silent:
 * - The bound name is a personal name of at most 10 (the claim query's limit); the identity number is checked
 *   against its type (spec §5); birthday required (the date picker gives `YYYY-MM-DD`); sex one of 0 / 1, filled
 *   from an identity card number when it is one (`claimBindFacts`); mobile required.
 * - A report names one of the customer's policies, which of its insureds the accident befell (`insuredName`, one of
 *   domain's `claimInsuredNames`; the screen offers them and fills the only one), the accident's time (`YYYY-MM-DDTHH:mm` as the browser's
 *   date-time field gives it) and place (at most {@link ACCIDENT_PLACE_MAX}), what happened (at most
 *   {@link ACCIDENT_DESC_MAX}) and a mobile the claim handler calls back on. Photos are not form values (files
 *   never go into a draft).
 * - Values are judged as typed: nothing is trimmed (style rule).
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS } from "../formats/index";
import { ACCIDENT_DESC_MAX, ACCIDENT_PLACE_MAX } from "../policies/claim-report";
import { SmsCode } from "./account-forms";
import { IdentityNumber, Mobile, PersonNameOfType, bindingPersonFields, identityNumberCheck, personNameCheck, requiredText } from "./fields";
import { CLAIM_QUERY_TYPE_CODES } from "./lookups";

// the limits are the package root's, so a screen reads them without loading effect
export { ACCIDENT_DESC_MAX, ACCIDENT_PLACE_MAX } from "../policies/claim-report";

/**
 * Binding the claim user.
 * @example decodeEntity(ClaimBindFormSchema, { username: "张三", identifytype: "01", identifynumber: "110105194912310021", birthday: "1949-12-31", sex: "0", mobliephone: "13800138000" })
 * // issue at "identifynumber": "identity.reason.checksum"
 */
export const ClaimBindFormSchema = Schema.Struct(bindingPersonFields(LENGTH_LIMITS.name.claimQuery)).check(
  identityNumberCheck("identifytype", "identifynumber"),
  personNameCheck("identifytype", "username"),
);
/** The values of {@link ClaimBindFormSchema}. */
export type ClaimBindForm = typeof ClaimBindFormSchema.Type;

/**
 * Reporting a claim.
 * @example decodeEntity(ClaimReportFormSchema, { policyNo: "", insuredName: "张伟", accidentTime: "2026-11-20T10:00", accidentPlace: "", accidentDesc: "x", mobile: "13800138000" })
 * // issues at "policyNo" and "accidentPlace" (required)
 */
export const ClaimReportFormSchema = Schema.Struct({
  policyNo: requiredText({ max: LENGTH_LIMITS.policyNumber }),
  insuredName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  accidentTime: requiredText(),
  accidentPlace: requiredText({ max: ACCIDENT_PLACE_MAX }),
  accidentDesc: requiredText({ max: ACCIDENT_DESC_MAX, freeText: true }),
  mobile: Mobile,
});
/** The values of {@link ClaimReportFormSchema}. */
export type ClaimReportForm = typeof ClaimReportFormSchema.Type;

/**
 * The non-motor claim query (spec §3 "Claim query", issue 21): the person's name (at most 10, spec §5), the
 * claim query's own identity type (120001…, `CLAIM_QUERY_IDENTITY_TYPES`) and number, checked by its type (an ID
 * card by `parseIdCard`'s reason), and the mobile with its SMS code (6 digits, spec §9) that `checkNocarVCode`
 * checks before `queryNoCarClaimList` is asked with the criteria (`noCarClaimQueryPayload`).
 * @example decodeEntity(NoCarClaimQueryFormSchema, { name: "张三", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "110105194912310021", mobile: "13800138000", code: "123456" })
 * // issue at "fcQueryIdentifyNumber": "identity.reason.checksum"
 */
export const NoCarClaimQueryFormSchema = Schema.Struct({
  name: PersonNameOfType(LENGTH_LIMITS.name.claimQuery),
  // a plain literal list, as the forms' other selects (the form engine names a wrong one `schema.invalid`)
  fcQueryIdentifyType: Schema.Literals(CLAIM_QUERY_TYPE_CODES),
  fcQueryIdentifyNumber: IdentityNumber(),
  mobile: Mobile,
  code: SmsCode,
}).check(identityNumberCheck("fcQueryIdentifyType", "fcQueryIdentifyNumber", { claim: true }), personNameCheck("fcQueryIdentifyType", "name"));
/** The values of {@link NoCarClaimQueryFormSchema}. */
export type NoCarClaimQueryForm = typeof NoCarClaimQueryFormSchema.Type;
