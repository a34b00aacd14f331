/**
 * Field schemas shared by the §3 entities: every check is one of the domain validators (formats/, identity/,
 * calendar/), so a form and a gateway response decode through one definition.
 *
 * Failure messages are message-catalogue keys (`mobile`, `required`, `identity.reason.checksum`…), turned into
 * text by `decodeEntity`; a length failure is `tooLong:<max>` so the text can name the limit.
 * Values are never trimmed or case-folded (style rule); "required" means not blank.
 */
import * as Schema from "effect/Schema";
import { parseDateText } from "../calendar/index";
import {
  LENGTH_LIMITS,
  isEmail,
  isEnterpriseName,
  isInsuredName,
  isLicensePlate,
  isMobile,
  isMoney,
  isName,
  isPhone,
  isPolicyNumber,
} from "../formats/index";
import { ENTERPRISE_IDENTITY_TYPES, identityNumberProblem } from "./identity-number";


/** Verification / captcha code of the lookups: 4–6 letters or digits (spec leaves which code; see schemas/index). */
const LOOKUP_CODE = /^[A-Za-z0-9]{4,6}$/;
/** Proposal number: 1–22 letters or digits, like a policy number (spec §5 limit 22). */
const PROPOSAL_NUMBER = /^[A-Za-z0-9]{1,22}$/;
/** Decimal text of a record amount. */
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;
/** Last six characters of an engine number. */
const ENGINE_LAST_SIX = /^[A-Za-z0-9]{6}$/;

/** One of a fixed list of codes; failing with `schema.choice`. */
export function choice<const L extends readonly [string, ...string[]]>(codes: L) {
  return Schema.Literals(codes).annotate({ message: "schema.choice" });
}

/** A filter failing with a message key. */
export function rule(key: string, predicate: (input: string) => boolean) {
  return Schema.makeFilter<string>((input) => predicate(input) || key);
}

/** Not blank; stops further checks on the field when it fails. */
export const notBlank = Schema.makeFilter<string>((input) => input.trim() !== "" || "required", undefined, true);

/** At most `max` UTF-16 code units (as the browser's maxlength). */
export function maxLength(max: number) {
  return Schema.makeFilter<string>((input) => input.length <= max || `tooLong:${max}`);
}

/** A required text field with an optional format rule and length limit. */
export function requiredText(options: { readonly key?: string; readonly check?: (input: string) => boolean; readonly max?: number } = {}) {
  const checks = [notBlank] as [ReturnType<typeof rule>, ...ReturnType<typeof rule>[]];
  if (options.check !== undefined) checks.push(rule(options.key ?? "schema.invalid", options.check));
  if (options.max !== undefined) checks.push(maxLength(options.max));
  return Schema.String.check(...checks);
}

/** An optional text field: absent, `""`, or passing the rule. */
export function optionalText(options: { readonly key?: string; readonly check?: (input: string) => boolean; readonly max?: number } = {}) {
  const { check, max } = options;
  const key = options.key ?? "schema.invalid";
  return Schema.optionalKey(
    Schema.String.check(
      Schema.makeFilter<string>((input) => input === "" || check === undefined || check(input) || key),
      Schema.makeFilter<string>((input) => max === undefined || input.length <= max || `tooLong:${max}`),
    ),
  );
}

/** A required date text the calendar helpers read (`YYYY-MM-DD`, `YYYY/MM/DD`, `YYYYMMDD`). */
export const DateText = requiredText({ key: "dateInvalid", check: (input) => parseDateText(input).ok });

/** A personal name (spec §5: letters, hyphen, underscore, middle dot, CJK). */
export const PersonName = (max: number) => requiredText({ key: "name", check: isName, max });

/** An insured person's name (CJK or letters only), at most 10. */
export const InsuredName = requiredText({ key: "insuredName", check: isInsuredName, max: LENGTH_LIMITS.name.insured });

/** A mobile number. */
export const Mobile = requiredText({ key: "mobile", check: isMobile, max: LENGTH_LIMITS.mobile });

/** A phone number (mobile, short number or landline). */
export const Phone = requiredText({ key: "phone", check: isPhone });

/** An e-mail address, at most 60. */
export const Email = requiredText({ key: "email", check: isEmail, max: LENGTH_LIMITS.email });

/** A licence plate. */
export const LicensePlate = (max: number = LENGTH_LIMITS.plate.default) => requiredText({ key: "licensePlate", check: isLicensePlate, max });

/** A policy number: 1–22 letters or digits. */
export const PolicyNumber = requiredText({ key: "policyNumber", check: isPolicyNumber, max: LENGTH_LIMITS.policyNumber });

/** A proposal number: 1–22 letters or digits. */
export const ProposalNumber = requiredText({ key: "schema.proposalNumber", check: (s) => PROPOSAL_NUMBER.test(s), max: LENGTH_LIMITS.proposalNumber });

/** The verification / captcha code of a lookup. */
export const LookupCode = requiredText({ key: "schema.code", check: (s) => LOOKUP_CODE.test(s) });

/** Last six characters of the engine number. */
export const EngineNoLastSix = requiredText({ key: "schema.engineNoLastSix", check: (s) => ENGINE_LAST_SIX.test(s) });

/** An identity number field (its format is checked against its type by {@link identityNumberCheck}). */
export const IdentityNumber = (max: number = LENGTH_LIMITS.identityNumber.extended) => requiredText({ max });

/** A required identity-type code. */
export const IdentityTypeCode = requiredText();

/** An amount as records carry it: a finite number, or decimal text such as "0.00" or "-12.5". */
export const Amount = Schema.Union([
  Schema.Finite,
  Schema.String.check(rule("schema.number", (s) => DECIMAL_TEXT.test(s))),
]);

/** An amount the customer enters: money text (positive, up to 2 decimals) or a positive number. */
export const MoneyInput = Schema.Union([
  Schema.Finite.check(Schema.makeFilter<number>((n) => n > 0 || "money")),
  requiredText({ key: "money", check: isMoney }),
]);

/**
 * A struct check: the number field fits the type field (spec §5 "Identity type to validator"); the issue is
 * reported at the number field's path.
 */
export function identityNumberCheck<K extends string, N extends string>(typeKey: K, numberKey: N, options: { readonly claim?: boolean } = {}) {
  return Schema.makeFilter<{ readonly [P in K | N]: string }>((entity) => {
    const problem = identityNumberProblem(entity[typeKey], entity[numberKey], options.claim === true);
    return problem === null ? undefined : { path: [numberKey], issue: problem };
  });
}

/**
 * A struct check: the name fits the holder kind — an enterprise name (brackets allowed, up to 99) for an
 * enterprise identity type, else a personal name up to `personalMax`.
 */
export function holderNameCheck<K extends string, N extends string>(typeKey: K, nameKey: N, personalMax: number) {
  return Schema.makeFilter<{ readonly [P in K | N]: string }>((entity) => {
    const name = entity[nameKey];
    if (ENTERPRISE_IDENTITY_TYPES.includes(entity[typeKey])) {
      return isEnterpriseName(name) ? undefined : { path: [nameKey], issue: "enterpriseName" };
    }
    if (!isName(name)) return { path: [nameKey], issue: "name" };
    return name.length <= personalMax ? undefined : { path: [nameKey], issue: `tooLong:${personalMax}` };
  });
}
