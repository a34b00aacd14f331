/**
 * Entities of the insurance application (spec §3): one insured person, the applicant, the exhibition and
 * mobile-phone cover variants, and the basic info.
 *
 * Decisions: an insured person here is ONE insured (the state keeps several as pipe-joined lists; the
 * application module splits them). Sex codes accept both variants (1/2 and 106001/106002) for the insured, the
 * applicant uses 106001/106002 as §3 says. Optional fields may be absent or "" (forms keep "" for empty).
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS, isEmail, isImei, isMobile } from "../formats/index";
import {
  DateText,
  choice,
  IdentityNumber,
  IdentityTypeCode,
  InsuredName,
  Mobile,
  holderNameCheck,
  identityNumberCheck,
  optionalText,
  requiredText,
} from "./fields";

/** One insured person (spec §3 "Insured person"). */
export const InsuredPersonSchema = Schema.Struct({
  insuredRelationship: requiredText(),
  insuredName: InsuredName,
  insuredAccount: optionalText(),
  /** 10060 = type 1, 10061 = type 2. */
  inType: Schema.optionalKey(choice(["10060", "10061"])),
  insuredIdentifyType: IdentityTypeCode,
  insuredIdentifyNumber: IdentityNumber(),
  insuredBirthday: DateText,
  /** 1/2 in one variant, 106001/106002 in another. */
  insuredSex: choice(["1", "2", "106001", "106002"]),
  insuredMobile: optionalText({ key: "mobile", check: isMobile, max: LENGTH_LIMITS.mobile }),
  businessDetail: optionalText(),
}).check(identityNumberCheck("insuredIdentifyType", "insuredIdentifyNumber"));

/** The applicant (policyholder) (spec §3 "Applicant"); a company may be the policyholder (types 13/11). */
export const ApplicantSchema = Schema.Struct({
  applyName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  applyIdentifyType: IdentityTypeCode,
  applyIdentifyNumber: IdentityNumber(LENGTH_LIMITS.identityNumber.default),
  applyBirthday: DateText,
  applySex: choice(["106001", "106002"]),
  applyMobile: Mobile,
  applyEmail: optionalText({ key: "email", check: isEmail, max: LENGTH_LIMITS.email }),
  insuredFlag: optionalText(),
  comCode: optionalText(),
  identifyNumber: optionalText(),
}).check(
  holderNameCheck("applyIdentifyType", "applyName", LENGTH_LIMITS.name.applicant),
  identityNumberCheck("applyIdentifyType", "applyIdentifyNumber"),
);

/** Exhibition-booth cover details (spec §3 "Exhibition cover"). */
export const ExhibitionCoverSchema = Schema.Struct({
  enterpriseCategory: requiredText(),
  managementContent: requiredText(),
  exhibitionAddress: requiredText(),
  expoTheme: requiredText(),
  venueBoothNum: requiredText(),
  boothDuration: requiredText(),
});

/** Mobile-phone cover details (spec §3 "Mobile cover"): the IMEI is 15 digits with its Luhn digit. */
export const MobileCoverSchema = Schema.Struct({
  model: requiredText(),
  information: optionalText(),
  imei: requiredText({ key: "imei", check: isImei }),
  sales: optionalText(),
  salesman: optionalText(),
});

const Hour = Schema.Finite.check(Schema.makeFilter<number>((n) => (Number.isInteger(n) && n >= 0 && n <= 24) || "schema.hour"));
const Count = Schema.Finite.check(Schema.makeFilter<number>((n) => (Number.isInteger(n) && n >= 1) || "schema.count"));

/**
 * Basic info of an application (spec §3 "basicMsgInfo"): text fields ("" until filled), hours 0–24, duration
 * and counts positive integers. Decodes to application/'s `BasicMsgInfo` interface (hence the `Schema` suffix:
 * the plain name is that interface).
 */
export const BasicMsgInfoSchema = Schema.Struct({
  planIndex: Schema.String,
  productCode: Schema.String,
  entryId: Schema.String,
  riskCode: Schema.String,
  planCode: Schema.String,
  planCodeList: Schema.String,
  cityCode: Schema.String,
  cityName: Schema.String,
  startDate: Schema.String,
  endDate: Schema.String,
  startHour: Hour,
  endHour: Hour,
  birthDate: Schema.String,
  insuredSex: Schema.String,
  defaultDate: Schema.String,
  duration: Count,
  insuredCount: Count,
  sumQuantity: Count,
  ageFag: Schema.String,
  comCode: Schema.String,
  sumPremium: Schema.String,
  Ip: Schema.String,
  payChannel: Schema.String,
});
