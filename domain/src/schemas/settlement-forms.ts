/**
 * The lookup forms of the claim settlement and flight-delay screens (issue 10): the settlement lookup by vehicle
 * (spec §3 "Settlement lookup": licenseNo, insuredName, identifyNo, engineNoLastSix; /settlementQuery) and the
 * flight-delay benefit lookup (flight number, date, identity; /servicesQuery). Registered as forms, so the web
 * checks them with their generated shapes (`SETTLEMENT_LOOKUP_FORM_SHAPE`, `FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE`).
 *
 * Decisions where the spec is silent:
 * - The settlement lookup is the "one" screen of spec §5 "Identity number: 18 (up to 20 on some screens, 6 on
 *   one)" (the lead's reading of issue 21 "Limits"; the spec does not name the screen): `identifyNo` is the last six
 *   characters of the insured's identity number (证件号码后六位), at most `LENGTH_LIMITS.identityNumber.short`, as an
 *   insurer's public claim lookup asks for a part of the number instead of the whole (the lookup is open to guests),
 *   beside the engine number's last six. It is sent as `identifyNo`; the gateway matches the insured whose number
 *   ends with it.
 * - The lookup keeps its identity type beside the number (the §3 entity has only `identifyNo`) because the check of
 *   the last six depends on it: a car's insured is a person or a company, so the screen offers the vehicle lookup's
 *   types (01 identity card, 11 organisation code, 13 credit code; `VEHICLE_LOOKUP_TYPE_CODES`), and an identity
 *   card's last six are five digits then a digit or X, another type's six letters or digits
 *   (`identityLastSixCheck`, `isIdentityNumberLastSix`). The holder-name rule reads it too (an enterprise name for
 *   11 and 13). The type is not sent (`queryClaimList` takes the number alone).
 * - The insured's name: a personal name up to 30 (query screens) or an enterprise name up to 99 for an enterprise
 *   type, as the other vehicle lookups; the plate allows 30 characters on this screen (spec §5).
 * - Every field of the settlement lookup is required, the engine number's last six included: with the plate and
 *   the name alone anyone could follow a stranger's claim.
 * - The flight date is a calendar date as the date input gives it (`YYYY-MM-DD`); the flight number 1–7 letters
 *   or digits (spec §5); the identity is the traveller's, checked against its type.
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS } from "../formats/index";
import {
  EngineNoLastSix,
  IdentityNumber,
  IdentityNumberLastSix,
  IdentityTypeCode,
  LicensePlate,
  holderNameCheck,
  identityLastSixCheck,
  identityNumberCheck,
  requiredText,
} from "./fields";

/**
 * The settlement lookup form (/settlementQuery).
 * The settlement lookup form (/settlementQuery): `identifyNo` is the last six characters of the insured's number.
 * @example decodeEntity(SettlementLookupFormSchema, { licenseNo: "粤B12345", insuredName: "张三", identifyType: "01", identifyNo: "31002X", engineNoLastSix: "A12345" }).ok // true
 */
export const SettlementLookupFormSchema = Schema.Struct({
  licenseNo: LicensePlate(LENGTH_LIMITS.plate.settlement),
  insuredName: requiredText({ max: LENGTH_LIMITS.name.holder }),
  identifyType: IdentityTypeCode,
  identifyNo: IdentityNumberLastSix,
  engineNoLastSix: EngineNoLastSix,
}).check(holderNameCheck("identifyType", "insuredName", LENGTH_LIMITS.name.queryScreen), identityLastSixCheck("identifyType", "identifyNo"));
/** The values of {@link SettlementLookupFormSchema}. */
export type SettlementLookupForm = typeof SettlementLookupFormSchema.Type;

/**
 * The flight-delay benefit lookup form (/servicesQuery).
 * @example decodeEntity(FlightBenefitLookupFormSchema, { flightNo: "CA1234", flightDate: "2026-11-20", identifyType: "01", identifyNumber: "11010519491231002X" }).ok // true
 */
export const FlightBenefitLookupFormSchema = Schema.Struct({
  flightNo: requiredText({ key: "flightNumber", format: "flightNumber", max: 7 }),
  flightDate: requiredText({ key: "schema.isoDate", format: "isoDate", max: 10 }),
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(),
}).check(identityNumberCheck("identifyType", "identifyNumber"));
/** The values of {@link FlightBenefitLookupFormSchema}. */
export type FlightBenefitLookupForm = typeof FlightBenefitLookupFormSchema.Type;
