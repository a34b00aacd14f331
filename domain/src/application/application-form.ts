/**
 * The application form of `/inputInfo` (spec §1/§3): which fields a product's form shows (per-field config,
 * `FieldConfig`), how they are checked (a {@link FormShape} built from that config, so the browser validates
 * with the same effect-free `checkForm` as every other form), the cover period and dates, and the moves between
 * the form's flat values and the application state's pipe-joined insured lists (`InsuredLists`).
 *
 * Decisions where the spec is silent:
 * - The product's category decides the variant: travel and accident are "person" covers (1–
 *   {@link MAX_INSUREDS} insured persons), home property insures the applicant's home (one insured, the
 *   property address), exhibition insures an enterprise's booth (enterprise applicant: name, credit code or
 *   organisation code; booth details), mobile phone insures one handset (brand, model, IMEI with its check
 *   digit, the shop and the salesman). Car cover is bought on `/insureRight`, not here.
 * - Insured codes are the product's variant of spec §3 (`productFormRules`): variant A (relationship 601005 =
 *   self, sex 1 / 2) for most products, variant B (first insured 0 = self, others 9; sex 106001 / 106002) where
 *   the product's rules say so; the applicant's sex is 106001 / 106002 (spec §3 "Applicant"). Variant A
 *   defaults every new insured to self (a self insured copies the applicant); insureds 2…n start with the
 *   spec's defaults ({@link newInsuredDefaults}: 601005 in variant A, 9 in variant B, the product's identity
 *   type, no birthday).
 * - Fields a product asks for beyond its variant (`productFormRules`): the applicant's claim outlet `comCode`,
 *   each insured's occupation class `inType` and payout bank card `insuredAccount` (optional). The applicant's
 *   `insuredFlag` is derived (`proposalFields` in `./application-proposal`: `insuredFlagOf`). An exhibition cover has the booth days
 *   `boothDuration` (1–10, whole days); a phone cover the handset's colour and storage `information` (optional:
 *   spec §3 "Mobile cover" names the field only; our reading is the handset's configuration as its box states it,
 *   e.g. 黑色 256GB).
 * - The form's insureds are a list (`insureds`, one entry per insured, the form engine's field array); a field of
 *   insured `index` is named by its path `insureds.<index>.<field>` ({@link insuredKey}), which is also the path
 *   of its issue (`checkForm` reads the values by path: `formPaths`). Every text is a string, birthdays
 *   `YYYY-MM-DD` as typed (the payload gets the lists' `YYYY/MM/DD`).
 * - Required: every shown field except the e-mail, an insured's mobile, the payout card, the handset's configuration
 *   and the salesman (`OPTIONAL_KEYS`); the format of a field is its
 *   config's `regularType` (spec §5), the length its `maxlength` (spec §5 limits); an identity number is
 *   checked by its type (`identityNumberProblem`, spec §5 "Identity type to validator"). The agreement must
 *   be ticked.
 * - Cover period: travel chooses 3/7/10/15/30 days (7 by default), exhibition 1–10 days of the show (5 by
 *   default), every other cover is one year. Cover starts at 0:00 of the start date, at the earliest tomorrow
 *   (China calendar), and ends at 24:00 of the end date (start + days − 1).
 */
import { chinaDateParts, formatDateParts } from "../calendar/china-date";
import { addDaysWith, dateTextWith, daysBetween } from "../calendar/plain-date-text";
import { LENGTH_LIMITS } from "../formats/index";
import { APPLICANT_IDENTITY_TYPES, INSURED_IDENTITY_TYPES } from "../identity/index";
import { defaultApplicationState, insuredCountChanged } from "./application-state";
import { APPLICANT_SEX_CODES, confirmIdentity } from "./confirm-identity";
import { applyChannelRules, type FieldConfig, type FormType } from "./field-config";
import type { FormField, FormFormat, FormRule, FormShape, StructRule } from "./form-check";
import { isEmail } from "../formats/email";
import { isImeiCheckDigitRight, isImeiDigits } from "../formats/imei";
import { isMobile, isPhone } from "../formats/mobile";
import { isEnterpriseName } from "../formats/names";
import { identityNumber } from "./struct-rules/identity-number";
import { differentPeople } from "./struct-rules/different-people";
import { personName } from "./struct-rules/person-name";
import { insuredAge } from "./struct-rules/insured-age";
import type { AgeLimits } from "./insured-age";
import { isBirthDate } from "../calendar/birthday";
import { DEFAULT_BUSINESS_DETAIL, INSURED_LIST_FIELDS, INSURED_VARIANT_CODES, defaultIdentifyType, type InsuredLists, type InsuredVariant } from "./insured-lists";
import { isBoothDaysInRange, isWholeDays, productFormRules, type ProductFormRules } from "./product-form-rules";
import { isBankCard } from "../formats/reference-numbers";
import { APPLICATION_FORM_MESSAGES } from "../messages/application-form";
import { pipedEntry } from "./piped";
import { formOfInsuredLists } from "./insured-form-lists";

/** The variants of the application form. */
export type ApplicationKind = "person" | "home" | "exhibition" | "phone";

/** Most insured persons on one application. */
export const MAX_INSUREDS = 5;

/** Identity types of an enterprise applicant: unified social credit code, organisation code. */
export const ENTERPRISE_APPLICANT_TYPES: readonly string[] = ["13", "11"];

/** Enterprise categories of an exhibitor (code, zh, en). */
export const ENTERPRISE_CATEGORIES: readonly { readonly code: string; readonly zh: string; readonly en: string }[] = [
  { code: "1", zh: "生产制造", en: "Manufacturing" },
  { code: "2", zh: "贸易流通", en: "Trade" },
  { code: "3", zh: "科技服务", en: "Technology services" },
  { code: "4", zh: "文化传媒", en: "Culture and media" },
  { code: "9", zh: "其他", en: "Other" },
];

/**
 * The variant of a product's form, by its category.
 * @example applicationKindOf("travel") // "person"
 * @example applicationKindOf("phone") // "phone"
 */
export function applicationKindOf(category: string): ApplicationKind {
  if (category === "home" || category === "exhibition" || category === "phone") return category;
  return "person";
}

/**
 * Whether a product's plan price is for one insured person: a cover of persons (accident, travel, student…) is priced
 * per person, so the product page says "/人" and the form shows the total as each person's share times the count
 * (customer rehearsal 3: ¥50 became ¥100 with two insureds, unexplained); a home, a booth, a handset or a car is
 * priced per thing.
 * @example pricedPerPerson("accident") // true
 * @example pricedPerPerson("home") // false
 * @example pricedPerPerson("car") // false
 */
export function pricedPerPerson(category: string): boolean {
  return category !== "car" && applicationKindOf(category) === "person";
}

/**
 * Each insured's share of a premium for `count` insureds (fen): the sum divided evenly; null for one insured, a count
 * that is not a whole number above 1, or a sum that does not share evenly (then only the sum is shown).
 * @example premiumEach(10000, 2) // 5000
 * @example premiumEach(10000, 1) // null
 * @example premiumEach(10001, 2) // null
 */
export function premiumEach(sumFen: number, count: number): number | null {
  if (!Number.isInteger(count) || count < 2 || !Number.isInteger(sumFen) || sumFen <= 0 || sumFen % count !== 0) return null;
  return sumFen / count;
}

/** How long a cover runs: its unit and the durations offered. */
export interface CoverPeriod {
  readonly unit: "day" | "year";
  readonly options: readonly number[];
  readonly defaultDuration: number;
}

/**
 * The cover period of a category.
 * @example coverPeriodOf("travel") // { unit: "day", options: [3, 7, 10, 15, 30], defaultDuration: 7 }
 * @example coverPeriodOf("accident").unit // "year"
 */
export function coverPeriodOf(category: string): CoverPeriod {
  if (category === "travel") return { unit: "day", options: [3, 7, 10, 15, 30], defaultDuration: 7 };
  if (category === "exhibition") return { unit: "day", options: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], defaultDuration: 5 };
  return { unit: "year", options: [1], defaultDuration: 1 };
}

/**
 * The earliest start date (`YYYY-MM-DD`): tomorrow in China, or `startsAfterDays` after today for a cover with a
 * waiting period (the product's `startsAfterDays`; a value below 1 or not whole means tomorrow).
 * @example earliestStartDate(new Date("2026-11-21T17:00:00Z")) // "2026-11-23" (it is already the 22nd in China)
 * @example earliestStartDate(new Date("2026-11-01T04:00:00Z"), 7) // "2026-11-08" (the phone cover's waiting period)
 */
export function earliestStartDate(now: Date = new Date(), startsAfterDays = 1): string {
  const days = Number.isInteger(startsAfterDays) && startsAfterDays >= 1 ? startsAfterDays : 1;
  return addDaysWith(formatDateParts(chinaDateParts(now)), days);
}

/**
 * The end date and day count of a cover starting on `startDate`; null for an unreadable start.
 * @example coverEnd("2026-01-01", coverPeriodOf("travel"), 7) // { endDate: "2026-01-07", days: 7 }
 * @example coverEnd("2024-03-01", coverPeriodOf("accident"), 1) // { endDate: "2025-02-28", days: 365 }
 */
export function coverEnd(startDate: string, period: CoverPeriod, duration: number): { endDate: string; days: number } | null {
  const start = dateTextWith(startDate);
  if (start === "" || !Number.isInteger(duration) || duration < 1) return null;
  if (period.unit === "day") return { endDate: addDaysWith(start, duration - 1), days: duration };
  const [year, rest] = [Number(start.slice(0, 4)) + duration, start.slice(4)];
  // the same calendar day `duration` years later, the day before it (29 Feb → 28 Feb of a common year)
  const anniversary = dateTextWith(`${year}${rest}`) || dateTextWith(`${year}${rest.slice(0, 4)}28`);
  const endDate = addDaysWith(anniversary, -1);
  const days = daysBetween(start, endDate);
  return days === null ? null : { endDate, days: days + 1 };
}

/** The config of one application form: the sections' fields, the insured limit and the cover period. */
export interface ApplicationFormConfig {
  readonly kind: ApplicationKind;
  readonly productCode: string;
  readonly applicant: readonly FieldConfig[];
  /** The fields of ONE insured (keys as in `InsuredLists`). */
  readonly insured: readonly FieldConfig[];
  /** The insured object's fields (home address, booth, handset). */
  readonly subject: readonly FieldConfig[];
  readonly maxInsureds: number;
  readonly period: CoverPeriod;
  /** Identity types offered to the applicant and to the insureds. */
  readonly applicantIdentityTypes: readonly string[];
  readonly insuredIdentityTypes: readonly string[];
  /** The insured code set of the product (spec §3 variants A / B, `productFormRules`). */
  readonly insuredVariant: InsuredVariant;
  /** The ages the product insures (its content's `insuredAge`), when it states them. */
  readonly insuredAge?: AgeLimits;
}

const field = (key: string, formType: FormType, label: string, maxlength: number, regularType = "", extra: Partial<FieldConfig> = {}): FieldConfig => ({
  key,
  state: true,
  readonly: false,
  regularType,
  typeNum: 0,
  disabled: false,
  disableNum: 0,
  formType,
  keyType: formType === "number" ? "number" : "text",
  label,
  placeholder: "",
  maxlength,
  ...extra,
});

const BLACKLIST = { prptBlack: { typeNum: 1 } } as const;
const DATE_LENGTH = 10;
const CODE_LENGTH = 10;
const IMEI_LENGTH = 15;
const TEXT_LENGTH = 50;
const BANK_CARD_LENGTH = 19;
/** A company's contact phone (spec §5 "Phone"): up to an area-code landline with an extension, 0755-12345678-8012. */
const PHONE_LENGTH = 18;
// room for a mistyped "1.5" or "100": the booth days name that fault, not a length
const BOOTH_DAYS_LENGTH = 6;

function applicantFields(kind: ApplicationKind, rules: ProductFormRules): FieldConfig[] {
  const fields = kindApplicantFields(kind);
  // the claim outlet where the product asks for it (spec §3 "Applicant": comCode)
  if (rules.claimOutlet) fields.push(field("comCode", "select", "理赔网点", CODE_LENGTH));
  return fields;
}

function kindApplicantFields(kind: ApplicationKind): FieldConfig[] {
  const limits = LENGTH_LIMITS;
  if (kind === "exhibition") {
    return [
      field("applyName", "text", "企业名称", limits.name.holder, "isEnterpriseFpName"),
      field("applyIdentifyType", "choosetype", "证件类型", CODE_LENGTH),
      field("applyIdentifyNumber", "text", "证件号码", limits.identityNumber.default, "", BLACKLIST),
      // a company answers on a landline as often as on a mobile: spec §5's phone, with its hyphens (so a text field)
      field("applyMobile", "text", "联系电话", PHONE_LENGTH, "isPhone"),
      field("applyEmail", "text", "电子邮箱", limits.email, "isEmail"),
    ];
  }
  return [
    field("applyName", "text", "投保人姓名", limits.name.applicant, "isName"),
    field("applyIdentifyType", "choosetype", "证件类型", CODE_LENGTH),
    // spec §9 "Applicant limits": identity number 18 (the insureds keep §5's 20 for foreign numbers)
    field("applyIdentifyNumber", "text", "证件号码", limits.identityNumber.default, "", BLACKLIST),
    field("applyBirthday", "date", "出生日期", DATE_LENGTH, "isBirthDate"),
    field("applySex", "select", "性别", CODE_LENGTH),
    field("applyMobile", "number", "手机号码", limits.mobile, "isMobile"),
    field("applyEmail", "text", "电子邮箱", limits.email, "isEmail"),
  ];
}

function insuredFields(rules: ProductFormRules): FieldConfig[] {
  const limits = LENGTH_LIMITS;
  const asked: FieldConfig[] = [];
  if (rules.occupationClass) asked.push(field("inType", "select", "职业类别", CODE_LENGTH));
  if (rules.payoutAccount) asked.push(field("insuredAccount", "number", "理赔收款银行卡号", BANK_CARD_LENGTH, "isBankCard"));
  return [
    field("insuredRelationship", "select", "与投保人关系", CODE_LENGTH),
    field("insuredName", "text", "被保险人姓名", limits.name.insured, "isnewName"),
    field("insuredIdentifyType", "choosetype", "证件类型", CODE_LENGTH),
    field("insuredIdentifyNumber", "text", "证件号码", limits.identityNumber.extended, "", BLACKLIST),
    field("insuredBirthday", "date", "出生日期", DATE_LENGTH, "isBirthDate"),
    field("insuredSex", "select", "性别", CODE_LENGTH),
    field("insuredMobile", "number", "手机号码", limits.mobile, "isMobile"),
    ...asked,
  ];
}

function subjectFields(kind: ApplicationKind): FieldConfig[] {
  switch (kind) {
    case "home":
      return [field("propertyAddress", "text", "房屋地址", 100)];
    case "exhibition":
      return [
        field("enterpriseCategory", "select", "企业类别", CODE_LENGTH),
        field("managementContent", "text", "经营内容", TEXT_LENGTH),
        field("exhibitionAddress", "text", "展会地址", 100),
        field("expoTheme", "text", "展会主题", TEXT_LENGTH),
        field("venueBoothNum", "text", "展位号", 20),
        field("boothDuration", "number", "展位天数", BOOTH_DAYS_LENGTH, "isBoothDays"),
      ];
    case "phone":
      return [
        field("brand", "text", "手机品牌", 20),
        field("model", "text", "手机型号", 30),
        field("information", "text", "手机配置", TEXT_LENGTH),
        field("imei", "number", "IMEI号", IMEI_LENGTH, "isImei"),
        field("sales", "text", "销售门店", TEXT_LENGTH),
        field("salesman", "text", "销售人员", LENGTH_LIMITS.name.queryScreen),
      ];
    case "person":
      return [];
  }
}

/**
 * The form config of a product: its variant's fields with the channel's rules applied (channel yb locks the
 * identity fields, spec §3).
 * @example applicationFormConfig({ productCode: "EAJ", category: "accident", channel: "" }).maxInsureds // 5
 * @example applicationFormConfig({ productCode: "EAJ", category: "accident", channel: "yb" }).applicant[0].readonly // true
 */
export function applicationFormConfig(product: { readonly productCode: string; readonly category: string; readonly channel: string; readonly insuredAge?: AgeLimits | undefined }): ApplicationFormConfig {
  const kind = applicationKindOf(product.category);
  const rules = productFormRules(product.productCode);
  return {
    kind,
    productCode: product.productCode,
    applicant: applyChannelRules(applicantFields(kind, rules), product.channel),
    // the exhibitor and the handset owner are the applicant: no insured persons of their own
    insured: kind === "exhibition" || kind === "phone" ? [] : applyChannelRules(insuredFields(rules), product.channel),
    subject: subjectFields(kind),
    maxInsureds: kind === "person" ? MAX_INSUREDS : 1,
    period: coverPeriodOf(product.category),
    applicantIdentityTypes: kind === "exhibition" ? ENTERPRISE_APPLICANT_TYPES : APPLICANT_IDENTITY_TYPES,
    insuredIdentityTypes: INSURED_IDENTITY_TYPES,
    insuredVariant: rules.insuredVariant,
    ...(product.insuredAge === undefined ? {} : { insuredAge: product.insuredAge }),
  };
}

/** How many insureds a form has (0 for the variants without insured persons). */
export function insuredSlots(config: ApplicationFormConfig, count: number): number {
  if (config.insured.length === 0) return 0;
  return Math.min(Math.max(1, Math.floor(Number.isFinite(count) ? count : 1)), config.maxInsureds);
}

/** The name of the form's list of insureds. */
export const INSUREDS = "insureds";

/**
 * The path of insured `index`'s field in the form (its name, and the path of its issue).
 * @example insuredKey("insuredName", 1) // "insureds.1.insuredName"
 */
export function insuredKey(key: string, index: number): string {
  return `${INSUREDS}.${index}.${key}`;
}

/**
 * The optional fields: the e-mail, an insured's mobile, the payout card, the handset's configuration, and the
 * salesman — spec §3 "Mobile cover" names `sales` and `salesman` without requiring them, and a customer who buys the
 * cover online has no salesman (customer report 2 G22); the shop where the handset was bought stays required.
 */
const OPTIONAL_KEYS: readonly string[] = ["applyEmail", "insuredMobile", "insuredAccount", "information", "salesman"];

/** The format rules of a validator kind, each naming its own fault (an IMEI: its length, then its check digit). */
const FORMAT_OF_KIND: Readonly<Record<string, readonly { readonly format: FormFormat; readonly key: string; readonly space?: string }[]>> = {
  // isName and isnewName: the `personName` struct rule, by the identity type (PERSON_NAME_KINDS)
  isMobile: [{ format: "mobile", key: "mobile" }],
  isPhone: [{ format: "phone", key: "phone" }],
  isEmail: [{ format: "email", key: "email" }],
  isEnterpriseFpName: [{ format: "enterpriseName", key: "enterpriseName", space: "nameSpace" }],
  isImei: [
    { format: "imeiDigits", key: "imei" },
    { format: "imeiCheckDigit", key: "imeiCheckDigit" },
  ],
  isBoothDays: [
    { format: "wholeDays", key: "boothDurationInteger" },
    { format: "boothDaysRange", key: "boothDurationRange" },
  ],
  isBankCard: [{ format: "bankCard", key: "bankCard" }],
  // a birthday typed past the picker's range (customer rehearsal: born 1880) is refused at the field
  isBirthDate: [{ format: "birthDate", key: "applicationBirthday" }],
};

/**
 * The person-name kinds: a name beside an identity type is checked by the `personName` struct rule (the name fits the
 * type: a passport name may have single spaces, customer report 2 G2), not by a format of its own.
 */
const PERSON_NAME_KINDS: readonly string[] = ["isName", "isnewName"];

function formField(config: FieldConfig, key: string): FormField {
  const optional = OPTIONAL_KEYS.includes(config.key);
  const rules: FormRule[] = optional ? [] : [{ id: "required" }];
  const formats = PERSON_NAME_KINDS.includes(config.regularType) ? [] : (FORMAT_OF_KIND[config.regularType] ?? []);
  for (const format of formats) rules.push({ id: "format", ...format, ...(optional ? { allowEmpty: true as const } : {}) });
  rules.push({ id: "maxLength", max: config.maxlength });
  return { key, kind: "text", rules };
}

/** The keys of the form's cover fields (plan, duration, start date, count). */
export const COVER_KEYS = ["planCode", "duration", "startDate", "insuredCount"] as const;

/**
 * The shape that checks an application form of `count` insureds: cover fields, applicant, each insured, the
 * insured object, identity numbers by type, and the ticked agreement.
 * @example checkForm(applicationFormShape(config, 2), formPaths(values)) // issues at "insureds.1.insuredName", …
 */
export function applicationFormShape(config: ApplicationFormConfig, count: number): FormShape {
  const fields: FormField[] = COVER_KEYS.map((key) => ({ key, kind: "text", rules: [{ id: "required" }] }));
  const rules: StructRule[] = [];
  for (const entry of config.applicant) fields.push(formField(entry, entry.key));
  if (config.applicant.some((entry) => entry.key === "applyIdentifyNumber")) rules.push({ id: "identityNumber", type: "applyIdentifyType", number: "applyIdentifyNumber" });
  // a person's name fits the identity type: a passport name may have single spaces (customer report 2 G2)
  if (config.applicant.some((entry) => entry.key === "applyName" && PERSON_NAME_KINDS.includes(entry.regularType))) rules.push({ id: "personName", type: "applyIdentifyType", name: "applyName", kind: "name" });
  for (let index = 0; index < insuredSlots(config, count); index += 1) {
    for (const entry of config.insured) fields.push(formField(entry, insuredKey(entry.key, index)));
    rules.push({ id: "identityNumber", type: insuredKey("insuredIdentifyType", index), number: insuredKey("insuredIdentifyNumber", index) });
    rules.push({ id: "personName", type: insuredKey("insuredIdentifyType", index), name: insuredKey("insuredName", index), kind: "insuredName" });
    // one person is insured once (insureds 2…n start as self, spec §3: a second copy of the applicant is refused)
    for (let before = 0; before < index; before += 1) rules.push({ id: "differentPeople", first: insuredKey("insuredIdentifyNumber", before), second: insuredKey("insuredIdentifyNumber", index) });
    if (config.insuredAge !== undefined) rules.push(insuredAgeRule(config, config.insuredAge, index));
  }
  for (const entry of config.subject) fields.push(formField(entry, entry.key));
  fields.push({ key: "agreement", kind: "boolean", rules: [{ id: "accepted", key: "schema.applicationAgreement" }] });
  // only the validators this form uses (like a generated shape), not the all-forms tables of `formShapeOf`:
  // the /inputInfo route then ships no region table, plate, frame-number or invoice rules
  return { fields, rules, formats: APPLICATION_FORMATS, structRules: { identityNumber, differentPeople, personName, insuredAge }, messages: APPLICATION_FORM_MESSAGES };
}

/**
 * The age rule of insured `index` (the product's limits on the cover's start date): a self insured is the applicant,
 * whose identity number or birthday the customer typed, so the fault is named there.
 */
function insuredAgeRule(config: ApplicationFormConfig, limits: AgeLimits, index: number): StructRule {
  const self = config.applicant.some((entry) => entry.key === "applyBirthday")
    ? { self: { relationship: insuredKey("insuredRelationship", index), code: INSURED_VARIANT_CODES[config.insuredVariant].self, type: "applyIdentifyType", number: "applyIdentifyNumber", birthday: "applyBirthday" } }
    : {};
  return {
    id: "insuredAge",
    type: insuredKey("insuredIdentifyType", index),
    number: insuredKey("insuredIdentifyNumber", index),
    birthday: insuredKey("insuredBirthday", index),
    start: "startDate",
    min: limits.min,
    max: limits.max,
    ...self,
  };
}

/** The formats the application form's fields use ({@link FORMAT_OF_KIND}), each its domain validator. */
const APPLICATION_FORMATS = {
  mobile: isMobile,
  phone: isPhone,
  email: isEmail,
  enterpriseName: isEnterpriseName,
  imeiDigits: isImeiDigits,
  imeiCheckDigit: isImeiCheckDigitRight,
  wholeDays: isWholeDays,
  boothDaysRange: isBoothDaysInRange,
  bankCard: isBankCard,
  birthDate: isBirthDate,
} as const satisfies FormShape["formats"];

/** One insured of the form: its fields (the keys of `InsuredLists`) as texts. */
export type InsuredFormEntry = Record<string, string>;

/** The form's values: every field a string, the agreement a boolean, the insureds a list ({@link INSUREDS}). */
export type ApplicationFormValues = Record<string, string | boolean | InsuredFormEntry[]>;

/**
 * The text of the form's field `path` (a key, or `insureds.<index>.<field>`); "" where there is none or it is no text.
 * @example formText({ insureds: [{ insuredName: "张三" }] }, "insureds.0.insuredName") // "张三"
 * @example formText({ agreement: true }, "agreement") // ""
 */
export function formText(values: Readonly<ApplicationFormValues>, path: string): string {
  let current: unknown = values;
  for (const part of path.split(".")) {
    if (typeof current !== "object" || current === null || !Object.prototype.hasOwnProperty.call(current, part)) return "";
    current = (current as Record<string, unknown>)[part];
  }
  return typeof current === "string" ? current : "";
}


/**
 * The empty form of a product: the cover defaults, an empty applicant (identity type 01, or 13 for an
 * enterprise), one insured with the product's defaults (none for a variant without insured persons), and the
 * agreement not ticked (never pre-ticked).
 * @example (emptyApplicationForm(config, "2026-11-24").insureds as InsuredFormEntry[])[0].insuredIdentifyType // "03" for EAJ
 */
export function emptyApplicationForm(config: ApplicationFormConfig, startDate: string): ApplicationFormValues {
  const values: ApplicationFormValues = {
    planCode: "",
    duration: String(config.period.defaultDuration),
    startDate,
    insuredCount: "1",
  };
  for (const entry of config.applicant) values[entry.key] = "";
  values["applyIdentifyType"] = config.kind === "exhibition" ? "13" : "01";
  values[INSUREDS] = [];
  if (config.insured.length > 0) Object.assign(values, resizeInsuredForm(values, config, 1));
  for (const entry of config.subject) values[entry.key] = "";
  values["agreement"] = false;
  return values;
}

/**
 * The pipe-joined insured lists of the form's first `count` insureds (birthdays `YYYY/MM/DD`).
 * @example insuredListsOfForm({ insureds: [{ insuredName: "张三" }, { insuredName: "李四" }] }, 2).insuredName // "张三|李四"
 */
export function insuredListsOfForm(values: Readonly<ApplicationFormValues>, count: number): InsuredLists {
  const lists = {} as InsuredLists;
  for (const key of INSURED_LIST_FIELDS) {
    const entries: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const value = formText(values, insuredKey(key, index));
      entries.push(key === "insuredBirthday" ? dateTextWith(value, "/") || value : value);
    }
    lists[key] = entries.join("|");
  }
  return lists;
}

/**
 * The insureds after the count changed to `count` (domain's `insuredCountChanged`: every list resized, new
 * insureds with the product's defaults, the dropped ones gone), plus `insuredCount` itself.
 * @example resizeInsuredForm(values, config, 3).insureds[2].insuredBirthday // ""
 */
export function resizeInsuredForm(values: Readonly<ApplicationFormValues>, config: ApplicationFormConfig, count: number): { insureds: InsuredFormEntry[]; insuredCount: string } {
  const before = insuredSlots(config, Number(formText(values, "insuredCount")) || 1);
  const state = { ...defaultApplicationState({ variant: config.insuredVariant, productCode: config.productCode }), insured: insuredListsOfForm(values, before) };
  const next = insuredCountChanged(state, insuredSlots(config, count));
  const insureds = formOfInsuredLists(next.insured, next.basicMsgInfo.insuredCount);
  // insureds 2…n that are new: the spec's defaults, never a guessed birthday (issue 20 item 4)
  const defaults = newInsuredDefaults(config);
  for (let index = Math.max(before, 1); index < insureds.length; index += 1) insureds[index] = { ...insureds[index], ...defaults };
  return { insureds, insuredCount: String(next.basicMsgInfo.insuredCount) };
}

/** The defaulted fields of a new insured after the first ({@link newInsuredDefaults}). */
export interface NewInsuredDefaults {
  readonly insuredRelationship: string;
  readonly insuredIdentifyType: string;
  readonly insuredBirthday: string;
  readonly businessDetail: string;
}

/**
 * What insureds 2…n start with (spec §3 "Insured person", issue 20 item 4, customer report F7): never 本人 — in
 * variant A no relationship ("": the customer chooses; the spec's 601005 is 本人, the applicant, whom insured 1
 * already is and who is insured once), in variant B the spec's 9 ("first insured 0 = self and others 9"),
 * the identity type the product's rules give (`defaultIdentifyType`: 03 for EAJ, LAY_JW, EAJ_HQ, EAJ_XM, else
 * 01), businessDetail 99, and no birthday: a birthday is the person's own (typed, or derived from a type-01
 * number), never a guessed 2000-01-01. Every other field starts empty.
 * @example newInsuredDefaults(config).insuredRelationship // ""
 * @example newInsuredDefaults({ productCode: "EAJ_XM", insuredVariant: "B" }).insuredRelationship // "9"
 * @example newInsuredDefaults(config).insuredBirthday // ""
 */
export function newInsuredDefaults(config: Pick<ApplicationFormConfig, "productCode"> & Partial<Pick<ApplicationFormConfig, "insuredVariant">>): NewInsuredDefaults {
  return {
    // variant A's only default code, 601005, is 本人: the applicant, who is insured once (insured 1's default)
    insuredRelationship: config.insuredVariant === "B" ? INSURED_VARIANT_CODES.B.other : "",
    insuredIdentifyType: defaultIdentifyType(config.productCode),
    insuredBirthday: "",
    businessDetail: DEFAULT_BUSINESS_DETAIL,
  };
}

/** The plan and duration an application form opens with ({@link openingCover}). */
export interface OpeningCover {
  readonly planCode: string;
  readonly duration: string;
}

/**
 * The cover the form opens with (issue 20 item 4: "the form opens with what the customer chose"): the plan
 * chosen on the product page when the product has it, and the product's cover period as the product page
 * showed it (`periodDays`) when the form offers that duration. Nothing is guessed: where there was no choice
 * the only plan / the only duration is taken, else the field is left empty ("") for the customer.
 * @example openingCover(travelConfig, [{ planCode: "LAYJN01" }, { planCode: "LAYJN02" }], { planCode: "LAYJN01", periodDays: 3 }) // { planCode: "LAYJN01", duration: "3" }
 * @example openingCover(travelConfig, plans, {}) // { planCode: "", duration: "" }
 */
export function openingCover(config: Pick<ApplicationFormConfig, "period">, plans: readonly { readonly planCode: string }[], choice: { readonly planCode?: string; readonly periodDays?: number }): OpeningCover {
  const asked = plans.find((plan) => plan.planCode === choice.planCode);
  const planCode = asked?.planCode ?? (plans.length === 1 ? (plans[0]?.planCode ?? "") : "");
  const options = config.period.options;
  const periodDays = choice.periodDays;
  let duration = "";
  if (options.length === 1) duration = String(options[0]);
  else if (config.period.unit === "day" && periodDays !== undefined && options.includes(periodDays)) duration = String(periodDays);
  return { planCode, duration };
}

/**
 * The cover fields to put over a restored draft (customer report F1: the plan in the address wins over an unsent
 * draft, also after a reload): when the address chose a plan ({@link openingCover}'s `planCode`) and the form holds
 * another one, that plan with its opening duration (a duration typed for another plan is not this plan's); else
 * nothing (the same plan keeps the draft's duration, the customer's own choice). The people typed stay as they are.
 * @example coverOverDraft({ planCode: "LAYJN02", duration: "3" }, { planCode: "LAYJN01", duration: "7" }) // { planCode: "LAYJN02", duration: "3" }
 * @example coverOverDraft({ planCode: "LAYJN02", duration: "3" }, { planCode: "LAYJN02", duration: "7" }) // {}
 */
export function coverOverDraft(opening: OpeningCover, current: OpeningCover): Partial<OpeningCover> {
  return opening.planCode === "" || opening.planCode === current.planCode ? {} : opening;
}

/** How many days after its earliest start a cover may begin at the latest (the spec is silent; insurers sell a few months ahead). */
export const LATEST_START_DAYS = 90;

/**
 * The latest start date a customer may choose: {@link LATEST_START_DAYS} after the earliest ("" for an unreadable one).
 * A cover bought years ahead is a mistake rather than a wish (customer rehearsal: the picker went on for years).
 * @example latestStartDate("2026-11-08") // "2027-02-06"
 */
export function latestStartDate(earliest: string): string {
  return addDaysWith(earliest, LATEST_START_DAYS);
}

/**
 * The start date a form keeps: the one chosen, unless it is unreadable or before the earliest start (a draft saved
 * days ago, a waiting period the draft did not know): then the earliest; one after the latest start
 * ({@link latestStartDate}) becomes the latest.
 * @example startDateFrom("2026-11-08", "2026-11-02") // "2026-11-08"
 * @example startDateFrom("2026-11-08", "2026-12-01") // "2026-12-01"
 * @example startDateFrom("2026-11-08", "2031-01-01") // "2027-02-06"
 */
export function startDateFrom(earliest: string, chosen: string): string {
  const date = dateTextWith(chosen);
  if (date === "" || date < earliest) return earliest;
  const latest = latestStartDate(earliest);
  return latest !== "" && date > latest ? latest : date;
}

/**
 * Birthday and sex of insured `index` from a confirmed type-01 number (spec §3 "Behaviour on identity
 * confirmation"), the sex in the variant's codes; an empty patch when the number derives nothing.
 * @example confirmedInsuredPatch(values, 0) // { "insureds.0.insuredBirthday": "1949-12-31", "insureds.0.insuredSex": "2" }
 */
export function confirmedInsuredPatch(values: Readonly<ApplicationFormValues>, index: number, now?: Date, variant: InsuredVariant = "A"): Record<string, string> {
  const type = formText(values, insuredKey("insuredIdentifyType", index));
  const number = formText(values, insuredKey("insuredIdentifyNumber", index));
  const lists = insuredListsOfForm(values, index + 1);
  const next = confirmIdentity(lists, index, { type, number, variant: variant === "B" ? "B" : "A", ...(now === undefined ? {} : { now }) });
  if (next.insuredBirthday === lists.insuredBirthday && next.insuredSex === lists.insuredSex) return {};
  return {
    [insuredKey("insuredBirthday", index)]: dateTextWith(pipedEntry(next.insuredBirthday, index)),
    [insuredKey("insuredSex", index)]: pipedEntry(next.insuredSex, index),
  };
}

/**
 * Birthday and sex of the applicant from a confirmed type-01 number; empty when nothing derives.
 * @example confirmedApplicantPatch({ applyIdentifyType: "01", applyIdentifyNumber: "11010519491231002X" }) // { applyBirthday: "1949-12-31", applySex: "106002" }
 */
export function confirmedApplicantPatch(values: Readonly<ApplicationFormValues>, now?: Date): Record<string, string> {
  const type = formText(values, "applyIdentifyType");
  const number = formText(values, "applyIdentifyNumber");
  const lists = confirmIdentity(insuredListsOfForm({ [INSUREDS]: [{ insuredIdentifyType: type }] }, 1), 0, { type, number, variant: "A", ...(now === undefined ? {} : { now }) });
  const birthday = dateTextWith(lists.insuredBirthday);
  if (birthday === "" || lists.insuredSex === "") return {};
  return { applyBirthday: birthday, applySex: lists.insuredSex === INSURED_VARIANT_CODES.A.male ? APPLICANT_SEX_CODES.male : APPLICANT_SEX_CODES.female };
}

/**
 * The fields of every insured whose relationship is self (the variant's self code), copied from the applicant
 * (name, identity, birthday, sex in the variant's insured codes, mobile); empty when no insured is self.
 * @example selfInsuredPatch({ insureds: [{ insuredRelationship: "601005" }], applyName: "张三", … }, 1)["insureds.0.insuredName"] // "张三"
 */
export function selfInsuredPatch(values: Readonly<ApplicationFormValues>, count: number, variant: InsuredVariant = "A"): Record<string, string> {
  const patch: Record<string, string> = {};
  const codes = INSURED_VARIANT_CODES[variant === "B" ? "B" : "A"];
  const applicantSex = formText(values, "applySex");
  const sex = applicantSex === APPLICANT_SEX_CODES.male ? codes.male : applicantSex === APPLICANT_SEX_CODES.female ? codes.female : "";
  for (let index = 0; index < count; index += 1) {
    if (formText(values, insuredKey("insuredRelationship", index)) !== codes.self) continue;
    const copy: Record<string, string> = {
      insuredName: formText(values, "applyName"),
      insuredIdentifyType: formText(values, "applyIdentifyType"),
      insuredIdentifyNumber: formText(values, "applyIdentifyNumber"),
      insuredBirthday: formText(values, "applyBirthday"),
      insuredSex: sex,
      insuredMobile: formText(values, "applyMobile"),
    };
    for (const [key, value] of Object.entries(copy)) {
      if (formText(values, insuredKey(key, index)) !== value) patch[insuredKey(key, index)] = value;
    }
  }
  return patch;
}

/** The insured fields a self insured copies from the applicant (see {@link selfInsuredPatch}), the type apart. */
const SELF_COPIED = ["insuredName", "insuredIdentifyNumber", "insuredBirthday", "insuredSex", "insuredMobile"] as const;

/**
 * What insured `index` drops once it is no longer self (customer report F7): each field that still holds the
 * applicant's copy ({@link selfInsuredPatch}: name, number, birthday, sex, mobile) becomes "" — a spouse or a child
 * does not keep the applicant's mobile or identity. Empty for a self insured and for values the customer typed.
 * @example selfCopyCleared({ applyMobile: "139…", insureds: [{ insuredRelationship: "601001", insuredMobile: "139…" }] }, 0) // { "insureds.0.insuredMobile": "" }
 */
export function selfCopyCleared(values: Readonly<ApplicationFormValues>, index: number, variant: InsuredVariant = "A"): Record<string, string> {
  const self = INSURED_VARIANT_CODES[variant === "B" ? "B" : "A"].self;
  const list = values[INSUREDS];
  if (!Array.isArray(list) || formText(values, insuredKey("insuredRelationship", index)) === self) return {};
  // the copy the insured would get as self: the fields it does not change are the copy
  const asSelf = list.map((entry, at) => ({ ...entry, insuredRelationship: at === index ? self : "" }));
  const differs = selfInsuredPatch({ ...values, [INSUREDS]: asSelf }, list.length, variant);
  const patch: Record<string, string> = {};
  for (const key of SELF_COPIED) {
    const path = insuredKey(key, index);
    if (!(path in differs) && formText(values, path) !== "") patch[path] = "";
  }
  return patch;
}

/**
 * The applicant's sex of an account's pre-fill (`proposalUserInfo`), only when the account knows the person (a
 * birthday or an identity number); else "" (customer report F7: the wire always carries a sex, and a new account's
 * 男 would preset the form, and a passport holder would keep it unseen).
 * @example knownApplicantSex({ applySex: "106001", applyBirthday: "", applyIdentifyNumber: "" }) // ""
 */
export function knownApplicantSex(info: { readonly applySex: string; readonly applyBirthday: string; readonly applyIdentifyNumber: string }): string {
  return info.applyBirthday === "" && info.applyIdentifyNumber === "" ? "" : info.applySex;
}

/**
 * Whether the applicant's identity type is offered to an insured of this product (so "self" can be chosen).
 * @example applicantFitsInsured(config, { applyIdentifyType: "01" }) // true
 */
export function applicantFitsInsured(config: ApplicationFormConfig, values: Readonly<ApplicationFormValues>): boolean {
  return config.insuredIdentityTypes.includes(formText(values, "applyIdentifyType"));
}
