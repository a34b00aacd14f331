/**
 * The text formats a form field rule checks (`{ id: "format", format }` of `form-check.ts`), by id, each a domain
 * validator. {@link FORM_FORMATS} (every format) is for the Schema helpers (`schemas/fields.ts`) and the shape
 * compiler, never for the browser's form check: a generated form shape (`form-shapes/*.generated.ts`) imports
 * exactly the validators its fields use from the modules that define them, so a form route ships only those.
 *
 * Only formats a form may use belong here: a date text (dayjs) does not — `DateText` of the entity Schemas keeps
 * its own predicate, and a form Schema using it would not compile.
 */
import { isCreditCode } from "../identity/credit-code";
import {
  isEmail,
  isEnterpriseName,
  isImei,
  isImeiCheckDigitRight,
  isImeiDigits,
  isInsuredName,
  isLicensePlate,
  isMallPassword,
  isMobile,
  isName,
  isPhone,
  isPolicyNumber,
  isPostalCode,
  isSmsCode,
} from "../formats/index";
import { isBenefitCode } from "../benefits/benefits";
import { isEngineNumber, isIsoDate } from "../benefits/service-forms";
import { isFrameNumber } from "../formats/frame-number";
import { isFlightNumber } from "../formats/reference-numbers";
import { isBirthDate } from "../calendar/birthday";
import { isCleanFreeText } from "../formats/free-text";

import { isCardNo, isEngineNoLastSix, isLookupCode, isProposalNumber } from "./form-codes";
import { isBoothDaysInRange, isWholeDays } from "./product-form-rules";
import { isBankCard } from "../formats/reference-numbers";

/**
 * Every form format, by id (the Schema helpers and the shape compiler use it; a form shape carries only its own).
 * @example FORM_FORMATS.mobile("13800138000") // true
 */
export const FORM_FORMATS = {
  mobile: isMobile,
  phone: isPhone,
  email: isEmail,
  name: isName,
  insuredName: isInsuredName,
  licensePlate: isLicensePlate,
  policyNumber: isPolicyNumber,
  /** Proposal number: 1–22 letters or digits, like a policy number (spec §5 limit 22). */
  proposalNumber: isProposalNumber,
  /** Verification / captcha code of the lookups: exactly 5 letters or digits (spec §5). */
  lookupCode: isLookupCode,
  /** Last six characters of an engine number. */
  engineNoLastSix: isEngineNoLastSix,
  /** A wallet card number: 6–30 letters or digits. */
  cardNo: isCardNo,
  smsCode: isSmsCode,
  mallPassword: isMallPassword,
  postalCode: isPostalCode,
  /** Taxpayer number of an invoice buyer: the unified social credit code rule (GB 32100), as issue 11 asks. */
  creditCode: isCreditCode,
  /** A benefit or gift code: 8–20 letters or digits (issue 12). */
  benefitCode: isBenefitCode,
  /** A calendar date as a date input gives it, "YYYY-MM-DD" (issue 12; no dayjs). */
  isoDate: isIsoDate,
  /** A date of birth, "YYYY-MM-DD" from 100 years back to today (spec §5 "Date ranges"; the China calendar's today). */
  birthDate: isBirthDate,
  /** A 17-character vehicle frame number (VIN). */
  frameNumber: isFrameNumber,
  /** An engine number: 4–20 letters or digits. */
  engineNumber: isEngineNumber,
  // buy-b (issue 9): the exhibition and phone variants of the application form
  enterpriseName: isEnterpriseName,
  imei: isImei,
  /** An IMEI's 15 digits (the form names a wrong length apart from a wrong check digit). */
  imeiDigits: isImeiDigits,
  /** An IMEI's Luhn digit, when it has 15 digits. */
  imeiCheckDigit: isImeiCheckDigitRight,
  // look-b (issue 10): the flight-delay benefit lookup
  /** A flight number: 1–7 letters or digits (spec §5). */
  flightNumber: isFlightNumber,
  // issue 23 finding 5: free text sent to people and systems holds no control, bidi or zero-width character
  /** Customer free text (complaint, address detail, accident description, invoice remark, alteration address). */
  freeText: isCleanFreeText,
  // issue 21 "Fields and rules": the exhibition's booth days, an insured's payout bank card
  /** A whole number of days (the booth days' first fault). */
  wholeDays: isWholeDays,
  /** Booth days within 1–10, once they are a whole number. */
  boothDaysRange: isBoothDaysInRange,
  /** A bank card number: 16 or 19 digits. */
  bankCard: isBankCard,
} as const satisfies Readonly<Record<string, (input: string) => boolean>>;

/** The id of a {@link FORM_FORMATS} entry. */
export type FormFormat = keyof typeof FORM_FORMATS;

/** Some formats by id: those a form shape's fields use. */
export type FormFormats = { readonly [F in FormFormat]?: (input: string) => boolean };
