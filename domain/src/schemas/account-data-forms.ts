/**
 * The Schemas of the account-data forms (issue 13): a frequent contact, a frequent address, the account's
 * identity authentication and a wallet card's activation. Every field rule is a domain validator and every
 * message a catalogue key, so the web forms validate with these through `toFormSchema`.
 *
 * Decisions where the spec is silent:
 * - A contact's name follows the insured-name rule (CJK or letters, at most 10): contacts are the people the
 *   customer insures. Its identity number is checked against its type (spec §5); mobile required, e-mail
 *   optional. Its date of birth may stay empty (another identity type than the card); when given it lies within
 *   100 years back to today (spec §5 "Date ranges"), else the date picker's message 输入的数据不合法!.
 * - An address's receiver is a personal name of at most 30, the detail at most 100 characters; the region must
 *   be a complete pick of the picker's table (reported at the district, the last level); the postal code is
 *   optional, 6 digits when given (most customers do not know theirs: customer report 3 H7; the gateway payload
 *   omits an empty one, as every cleaned payload does).
 * - Identity authentication: a personal name (at most 10, as the applicant), a personal identity type, the
 *   number checked by type, and the ticked agreement to the check (never pre-ticked).
 * - Card activation: card number 6–30 letters or digits, password required (at most 20; it is a password:
 *   never kept in a draft). For another insured person their name and identity number are required and
 *   checked by type; for oneself the account's own identity is used.
 * - Values are judged as typed: nothing is trimmed (style rule).
 */
import * as Schema from "effect/Schema";
import { ADDRESS_DETAIL_MAX, CARD_NO_MAX, CARD_PASSWORD_MAX } from "../application/form-check";
import { LENGTH_LIMITS } from "../formats/index";
import { IdentityNumber, IdentityTypeCode, Mobile, OptionalBirthDate, PersonName, PersonNameOfType, accepted, personNameCheck, identityNumberCheck, maxLength, optionalText, requiredText, structCheck } from "./fields";

// the limits are the package root's, so a screen reads them without loading effect
export { ADDRESS_DETAIL_MAX, CARD_NO_MAX, CARD_PASSWORD_MAX } from "../application/form-check";

/**
 * A frequent contact as the edit form holds it.
 * @example decodeEntity(ContactFormSchema, { name: "张三", relationship: "601005", identifyType: "01", identifyNumber: "110105194912310021", mobile: "13800138000", email: "", birthday: "", sex: "" })
 * // issue at "identifyNumber": "identity.reason.checksum"
 */
export const ContactFormSchema = Schema.Struct({
  name: PersonNameOfType(LENGTH_LIMITS.name.insured),
  relationship: requiredText(),
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(),
  // optional: a child or an elderly parent may have no mobile of their own (customer rehearsal 2026-11-28: a child's
  // contact could not be saved); one that is given must be a mobile
  mobile: optionalText({ key: "mobile", format: "mobile", max: LENGTH_LIMITS.mobile }),
  email: optionalText({ key: "email", format: "email", max: LENGTH_LIMITS.email }),
  birthday: OptionalBirthDate,
  sex: Schema.Literals(["", "1", "2"]),
}).check(identityNumberCheck("identifyType", "identifyNumber"), personNameCheck("identifyType", "name", "insuredName"));
/** The values of {@link ContactFormSchema}. */
export type ContactForm = typeof ContactFormSchema.Type;

/** A struct check: the province, city and district are one complete pick of the region table. */
const completeRegion = structCheck<{ readonly province: string; readonly city: string; readonly district: string }>({
  id: "completeRegion",
  province: "province",
  city: "city",
  district: "district",
});

/**
 * A frequent address as the edit form holds it.
 * @example decodeEntity(AddressFormSchema, { receiver: "张三", mobile: "13800138000", province: "广东省", city: "深圳市", district: "南山区", detail: "科技园1号", postcode: "51805", isDefault: false })
 * // issue at "postcode": "schema.postcode"
 */
export const AddressFormSchema = Schema.Struct({
  receiver: PersonName(LENGTH_LIMITS.name.queryScreen),
  mobile: Mobile,
  province: requiredText(),
  city: Schema.String,
  district: Schema.String,
  detail: requiredText({ max: ADDRESS_DETAIL_MAX, freeText: true }),
  postcode: optionalText({ key: "schema.postcode", format: "postalCode", max: 6 }),
  isDefault: Schema.Boolean,
}).check(completeRegion);
/** The values of {@link AddressFormSchema}. */
export type AddressForm = typeof AddressFormSchema.Type;

/**
 * The account's identity authentication.
 * @example decodeEntity(IdentityAuthFormSchema, { name: "张三", identifyType: "01", identifyNumber: "11010519491231002X", agreement: false }) // issue at "agreement"
 */
export const IdentityAuthFormSchema = Schema.Struct({
  name: PersonNameOfType(LENGTH_LIMITS.name.applicant),
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(),
  agreement: accepted("schema.identityAgreement"),
}).check(identityNumberCheck("identifyType", "identifyNumber"), personNameCheck("identifyType", "name"));
/** The values of {@link IdentityAuthFormSchema}. */
export type IdentityAuthForm = typeof IdentityAuthFormSchema.Type;

/** A struct check: for a card that covers a named person, the insured's relationship, name and identity number (checked by type). */
const insuredWhenNamed = structCheck<{
  readonly insured: "none" | "named";
  readonly insuredName: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
  readonly insuredRelationship: string;
}>({ id: "insuredWhenNamed", insured: "insured", name: "insuredName", type: "identifyType", number: "identifyNumber", relationship: "insuredRelationship" });

/** Who a card that covers a named person insures: the fields of an activation and of a received card (F3). */
const CARD_INSURED_FIELDS = {
  insured: Schema.Literals(["none", "named"]),
  insuredRelationship: Schema.String,
  insuredName: Schema.String.check(maxLength(LENGTH_LIMITS.name.insured)),
  identifyType: Schema.String,
  identifyNumber: Schema.String,
};

/**
 * Activating a wallet card: number, password, and — when the card covers a named person (`insured: "named"`, the
 * screen sets it from the card's `insuredRequired`, domain's `activationNeedsInsured`) — who is insured: the
 * relationship to the customer (spec §3 codes, 601005 本人), name, identity type and number.
 * @example decodeEntity(CardActivateFormSchema, { cardNo: "K2026", cardPassword: "", insured: "none", insuredRelationship: "601005", insuredName: "", identifyType: "01", identifyNumber: "" })
 * // issues at "cardNo" (schema.cardNo) and "cardPassword" (required)
 */
export const CardActivateFormSchema = Schema.Struct({
  cardNo: requiredText({ key: "schema.cardNo", format: "cardNo", max: CARD_NO_MAX }),
  cardPassword: requiredText({ max: CARD_PASSWORD_MAX }),
  ...CARD_INSURED_FIELDS,
}).check(insuredWhenNamed);
/** The values of {@link CardActivateFormSchema}. */
export type CardActivateForm = typeof CardActivateFormSchema.Type;

/**
 * Receiving a shared card (F3): no number or password (the share reference stands for them), and — when the card
 * covers a named person — who is insured, exactly as {@link CardActivateFormSchema} asks it.
 * @example decodeEntity(CardReceiveFormSchema, { insured: "named", insuredRelationship: "601005", insuredName: "", identifyType: "01", identifyNumber: "" })
 * // issues at "insuredName" and "identifyNumber"
 */
export const CardReceiveFormSchema = Schema.Struct(CARD_INSURED_FIELDS).check(insuredWhenNamed);
/** The values of {@link CardReceiveFormSchema}. */
export type CardReceiveForm = typeof CardReceiveFormSchema.Type;

/**
 * An identity number to look up (is it verified on another account?): its type and the number checked by type.
 * @example decodeEntity(IdentityNumberQuerySchema, { identifyType: "01", identifyNumber: "110105194912310021" }) // issue at "identifyNumber"
 */
export const IdentityNumberQuerySchema = Schema.Struct({
  identifyType: IdentityTypeCode,
  identifyNumber: IdentityNumber(),
}).check(identityNumberCheck("identifyType", "identifyNumber"));
/** The values of {@link IdentityNumberQuerySchema}. */
export type IdentityNumberQuery = typeof IdentityNumberQuerySchema.Type;
