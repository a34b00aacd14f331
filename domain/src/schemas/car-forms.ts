/**
 * The Schema of the vehicle lookup of `/insureRight` (spec §3 "Vehicle lookup": licenseNo, insuredName,
 * identifyType 01 / 11 / 13, identifyNumber).
 *
 * Decisions where the spec is silent: every field is required; the plate follows §5 (limit 8); the insured may
 * be a person (type 01) or a company (11 organisation code, 13 credit code), so the name follows the enterprise
 * name rule (name characters plus brackets), at most 99 (holder names, spec §5); the number is checked against
 * its type (`validatorForIdentityType`).
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS } from "../formats/index";
import { IdentityNumber, IdentityTypeCode, LicensePlate, identityNumberCheck, requiredText } from "./fields";

/**
 * A vehicle lookup.
 * @example decodeEntity(CarLookupFormSchema, { licenseNo: "粤B12345", insuredName: "张三", identifyType: "01", identifyNumber: "1" }) // issue at "identifyNumber"
 */
export const CarLookupFormSchema = Schema.Struct({
  licenseNo: LicensePlate(),
  insuredName: requiredText({ key: "enterpriseName", format: "enterpriseName", max: LENGTH_LIMITS.name.holder }),
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(),
}).check(identityNumberCheck("identifyType", "identifyNumber"));
/** The values of {@link CarLookupFormSchema}. */
export type CarLookupForm = typeof CarLookupFormSchema.Type;
