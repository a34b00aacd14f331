/**
 * The Schemas of the open policy lookups (issue 10), registered as forms so the web lookups check with them
 * (through their generated form shapes) before any call:
 * - {@link PolicySearchFormSchema} — /policySearch: the holder's name, identity type and number, the picture code;
 * - {@link PolicyLineLookupFormSchema} — /policyGas, /policyInternet, /policyOther: spec §3 "Settlement query,
 *   user binding and policy lists" (username, identifytype, identifynumber, birthday, sex 0 male / 1 female,
 *   mobliephone);
 * - {@link PolicyVehicleLookupFormSchema} — /policyVehicle: spec §3 "Vehicle lookup" (plate, name, identity);
 * - {@link PolicyNumberFormSchema} — /newPolicyEnquiry: a policy number alone (spec §5: 1–22 letters or digits).
 *
 * Decisions where the spec is silent:
 * - The holder may be a company: a name up to 99 for the enterprise identity types, 30 (the query screens' limit)
 *   for a person (`holderNameCheck`, as the invoice lookup).
 * - The lines' name is a personal name of at most 30 (query screens, spec §5); the birthday is the date picker's
 *   `YYYY-MM-DD`; sex is one of 0 / 1.
 * - Values are judged as typed: nothing is trimmed (style rule).
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS } from "../formats/index";
import { IdentityNumber, IdentityTypeCode, LicensePlate, LookupCode, PolicyNumber, bindingPersonFields, holderNameCheck, identityNumberCheck, personNameCheck, requiredText } from "./fields";

/**
 * The lookup by holder name and identity.
 * @example decodeEntity(PolicySearchFormSchema, { holderName: "张三", identifyType: "01", identifyNumber: "110105194912310021", code: "86753" })
 * // issue at "identifyNumber": "identity.reason.checksum"
 */
export const PolicySearchFormSchema = Schema.Struct({
  holderName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(),
  code: LookupCode,
}).check(holderNameCheck("identifyType", "holderName", LENGTH_LIMITS.name.queryScreen), identityNumberCheck("identifyType", "identifyNumber"));
/** The values of {@link PolicySearchFormSchema}. */
export type PolicySearchForm = typeof PolicySearchFormSchema.Type;

/**
 * The lookup of a line's policies by the §3 "policy lists" fields.
 * @example decodeEntity(PolicyLineLookupFormSchema, { username: "张三", identifytype: "01", identifynumber: "11010519491231002X", birthday: "", sex: "1", mobliephone: "13800138000" })
 * // issue at "birthday": "required"
 */
export const PolicyLineLookupFormSchema = Schema.Struct(bindingPersonFields(LENGTH_LIMITS.name.queryScreen)).check(
  identityNumberCheck("identifytype", "identifynumber"),
  personNameCheck("identifytype", "username"),
);
/** The values of {@link PolicyLineLookupFormSchema}. */
export type PolicyLineLookupForm = typeof PolicyLineLookupFormSchema.Type;

/**
 * The vehicle line's lookup (spec §3 "Vehicle lookup": licenseNo, insuredName, identifyType, identifyNumber). The
 * types offered are `POLICY_VEHICLE_IDENTITY_TYPES` (01, 11, 13); the number is checked by its type.
 * @example decodeEntity(PolicyVehicleLookupFormSchema, { licenseNo: "粤BI2345", insuredName: "张三", identifyType: "01", identifyNumber: "11010519491231002X" })
 * // issue at "licenseNo": "licensePlate"
 */
export const PolicyVehicleLookupFormSchema = Schema.Struct({
  licenseNo: LicensePlate(),
  insuredName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(LENGTH_LIMITS.identityNumber.default),
}).check(holderNameCheck("identifyType", "insuredName", LENGTH_LIMITS.name.queryScreen), identityNumberCheck("identifyType", "identifyNumber"));
/** The values of {@link PolicyVehicleLookupFormSchema}. */
export type PolicyVehicleLookupForm = typeof PolicyVehicleLookupFormSchema.Type;

/**
 * A policy number alone.
 * @example decodeEntity(PolicyNumberFormSchema, { policyNo: "PDAA-1" }) // issue at "policyNo": "policyNumber"
 */
export const PolicyNumberFormSchema = Schema.Struct({ policyNo: PolicyNumber });
/** The values of {@link PolicyNumberFormSchema}. */
export type PolicyNumberForm = typeof PolicyNumberFormSchema.Type;
