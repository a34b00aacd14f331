/**
 * Query and lookup entities of spec §3: settlement lookup and query, claim query, invoice lookups (plain and
 * car), surrender and application lookups, vehicle lookup.
 *
 * Decisions where the spec is silent:
 * - The lookups' `code` is the picture code of the query screens (`getCaptcha`): exactly 5 letters or digits
 *   (spec §5 "Verification code: 5", "verification code field length 5 on some screens").
 * - Names on query screens: a personal name up to 30 (spec §5), or an enterprise name up to 99 when the
 *   identity type is an enterprise one (11, 13…): a company can hold a policy or a car.
 * - The settlement lookup's plate allows 30 characters (spec §5); other plates 8.
 * - Identity numbers are checked against their type (spec §5 mapping); the claim query uses its own
 *   120001… codes.
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS, isMobile } from "../formats/index";
import {
  DateText,
  choice,
  EngineNoLastSix,
  IdentityNumber,
  IdentityNumberLastSixText,
  IdentityTypeCode,
  LicensePlate,
  LookupCode,
  PersonNameOfType,
  PolicyNumber,
  ProposalNumber,
  holderNameCheck,
  identityNumberCheck,
  personNameCheck,
  requiredText,
} from "./fields";

/**
 * Settlement lookup by vehicle (spec §3 "Settlement lookup"): `identifyNo` is the last six characters of the
 * insured's identity number (spec §5 "Identity number … 6 on one"; the form checks them against a type, see
 * `SettlementLookupFormSchema`).
 */
export const SettlementLookupSchema = Schema.Struct({
  licenseNo: LicensePlate(LENGTH_LIMITS.plate.settlement),
  insuredName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  identifyNo: IdentityNumberLastSixText,
  engineNoLastSix: EngineNoLastSix,
});

/** Settlement query, user binding and policy lists (spec §3): sex 0 male, 1 female. */
export const SettlementQuerySchema = Schema.Struct({
  username: PersonNameOfType(LENGTH_LIMITS.name.queryScreen),
  identifytype: IdentityTypeCode,
  identifynumber: IdentityNumber(),
  birthday: DateText,
  sex: choice(["0", "1"]),
  mobliephone: requiredText({ key: "mobile", check: isMobile, max: LENGTH_LIMITS.mobile }),
}).check(identityNumberCheck("identifytype", "identifynumber"), personNameCheck("identifytype", "username"));

/** Claim query identity codes (spec §3 "Claim query"). */
export const CLAIM_QUERY_TYPE_CODES = ["120001", "120002", "120004", "120005", "120007"] as const;

/** Claim query (spec §3). */
export const ClaimQuerySchema = Schema.Struct({
  name: PersonNameOfType(LENGTH_LIMITS.name.claimQuery),
  fcQueryIdentifyType: choice(CLAIM_QUERY_TYPE_CODES),
  fcQueryIdentifyNumber: IdentityNumber(),
}).check(identityNumberCheck("fcQueryIdentifyType", "fcQueryIdentifyNumber", { claim: true }), personNameCheck("fcQueryIdentifyType", "name"));

/** Invoice lookup (spec §3 "Invoice lookup"). */
export const InvoiceLookupSchema = Schema.Struct({
  policyNo: PolicyNumber,
  insuredName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(),
  code: LookupCode,
}).check(
  holderNameCheck("identifyType", "insuredName", LENGTH_LIMITS.name.queryScreen),
  identityNumberCheck("identifyType", "identifyNumber"),
);

/** Invoice lookup, car variant (spec §3). */
export const CarInvoiceLookupSchema = Schema.Struct({
  licenseNo: LicensePlate(),
  carInsuredName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  carIdentifyType: IdentityTypeCode,
  carIdentifyNumber: IdentityNumber(),
  carCode: LookupCode,
}).check(
  holderNameCheck("carIdentifyType", "carInsuredName", LENGTH_LIMITS.name.queryScreen),
  identityNumberCheck("carIdentifyType", "carIdentifyNumber"),
);

/** Surrender lookup: the same fields as the invoice lookup (spec §3 "Surrender"). */
export const SurrenderLookupSchema = InvoiceLookupSchema;

/** Application (proposal) lookup (spec §3 "Application"). */
export const ApplicationLookupSchema = Schema.Struct({
  proposalNo: ProposalNumber,
  insuredName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(),
  code: LookupCode,
}).check(
  holderNameCheck("identifyType", "insuredName", LENGTH_LIMITS.name.queryScreen),
  identityNumberCheck("identifyType", "identifyNumber"),
);

/** Vehicle lookup identity types (spec §3): ID card, organisation code, credit code. */
export const VEHICLE_LOOKUP_TYPE_CODES = ["01", "11", "13"] as const;

/** Vehicle lookup (spec §3): the number is checked with the validator of its type. */
export const VehicleLookupSchema = Schema.Struct({
  licenseNo: LicensePlate(),
  insuredName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  identifyType: choice(VEHICLE_LOOKUP_TYPE_CODES),
  identifyNumber: IdentityNumber(LENGTH_LIMITS.identityNumber.default),
}).check(
  holderNameCheck("identifyType", "insuredName", LENGTH_LIMITS.name.queryScreen),
  identityNumberCheck("identifyType", "identifyNumber"),
);
