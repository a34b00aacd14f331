/**
 * The text formats a form field rule checks (`{ id: "format", format }` of `form-check.ts`), one named export per
 * format id, each a domain validator. A generated form shape (`form-shapes.generated.ts`) imports exactly the
 * formats its fields use, so a form route ships only those; {@link FORM_FORMATS} (every format, by id) is for the
 * Schema helpers (`schemas/fields.ts`) and the shape compiler, never for the browser's form check.
 *
 * Only formats a form may use belong here: a date text (dayjs) does not — `DateText` of the entity Schemas keeps
 * its own predicate, and a form Schema using it would not compile.
 */
import { isCreditCode } from "../identity/credit-code";
import {
  isEmail,
  isEnterpriseName,
  isImei,
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

const LOOKUP_CODE = /^[A-Za-z0-9]{4,6}$/;
const PROPOSAL_NUMBER = /^[A-Za-z0-9]{1,22}$/;
const ENGINE_LAST_SIX = /^[A-Za-z0-9]{6}$/;
const CARD_NO = /^[A-Za-z0-9]{6,30}$/;

/** A mainland mobile number. */
export const mobile = isMobile;
/** A landline or mobile phone number. */
export const phone = isPhone;
/** An e-mail address. */
export const email = isEmail;
/** A personal name. */
export const name = isName;
/** An insured's name. */
export const insuredName = isInsuredName;
/** A licence plate (GA 36). */
export const licensePlate = isLicensePlate;
/** A policy number. */
export const policyNumber = isPolicyNumber;
/** Proposal number: 1–22 letters or digits, like a policy number (spec §5 limit 22). */
export const proposalNumber = (input: string): boolean => PROPOSAL_NUMBER.test(input);
/** Verification / captcha code of the lookups: 4–6 letters or digits. */
export const lookupCode = (input: string): boolean => LOOKUP_CODE.test(input);
/** Last six characters of an engine number. */
export const engineNoLastSix = (input: string): boolean => ENGINE_LAST_SIX.test(input);
/** A wallet card number: 6–30 letters or digits. */
export const cardNo = (input: string): boolean => CARD_NO.test(input);
/** An SMS verification code. */
export const smsCode = isSmsCode;
/** A mall password. */
export const mallPassword = isMallPassword;
/** A postal code. */
export const postalCode = isPostalCode;
/** Taxpayer number of an invoice buyer: the unified social credit code rule (GB 32100), as issue 11 asks. */
export const creditCode = isCreditCode;
/** A benefit or gift code: 8–20 letters or digits (issue 12). */
export const benefitCode = isBenefitCode;
/** A calendar date as a date input gives it, "YYYY-MM-DD" (issue 12; no dayjs). */
export const isoDate = isIsoDate;
/** A 17-character vehicle frame number (VIN). */
export const frameNumber = isFrameNumber;
/** An engine number: 4–20 letters or digits. */
export const engineNumber = isEngineNumber;
/** An enterprise name (buy-b, issue 9: the exhibition variant of the application form). */
export const enterpriseName = isEnterpriseName;
/** A phone's IMEI (buy-b, issue 9: the phone variant of the application form). */
export const imei = isImei;

/**
 * Every form format, by id (the Schema helpers and the shape compiler use it; a form shape carries only its own).
 * @example FORM_FORMATS.mobile("13800138000") // true
 */
export const FORM_FORMATS = {
  mobile,
  phone,
  email,
  name,
  insuredName,
  licensePlate,
  policyNumber,
  proposalNumber,
  lookupCode,
  engineNoLastSix,
  cardNo,
  smsCode,
  mallPassword,
  postalCode,
  creditCode,
  benefitCode,
  isoDate,
  frameNumber,
  engineNumber,
  enterpriseName,
  imei,
} as const satisfies Readonly<Record<string, (input: string) => boolean>>;

/** The id of a {@link FORM_FORMATS} entry. */
export type FormFormat = keyof typeof FORM_FORMATS;

/** Some formats by id: those a form shape's fields use. */
export type FormFormats = { readonly [F in FormFormat]?: (input: string) => boolean };
