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
import { isIdentityNumberLastSix } from "../identity/identity-last-six";
import { LENGTH_LIMITS, isMoney } from "../formats/index";
import type { FormRule, StructRule } from "../application/form-check";
import { FORM_FORMATS, type FormFormat } from "../application/form-formats";
import { structRuleProblems } from "../application/form-struct-rules";
import { FREE_TEXT_MESSAGE_KEY } from "../formats/free-text";

/**
 * The annotation naming a filter's rule, so the form-shape compiler (`form-shape-ast.ts`) turns the filter into the
 * same effect-free rule of `checkForm` (`application/form-check.ts`); a filter of a form Schema without it does not compile.
 * @example Schema.makeFilter(isMobile, formRule({ id: "format", format: "mobile", key: "mobile" }))
 */
export function formRule(rule: FormRule | StructRule): { readonly formRule: FormRule | StructRule } {
  return { formRule: rule };
}


/** Decimal text of a record amount. */
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/** One of a fixed list of codes; failing with `schema.choice`. */
export function choice<const L extends readonly [string, ...string[]]>(codes: L) {
  return Schema.Literals(codes).annotate({ message: "schema.choice" });
}

/**
 * A filter failing with a message key: a format of `FORM_FORMATS` (annotated with its rule id, so forms may use
 * it), or a predicate of its own (not annotated: only for Schemas that are not forms).
 * @example rule("mobile", "mobile")
 */
export function rule(key: string, check: FormFormat | ((input: string) => boolean)) {
  if (typeof check === "function") return Schema.makeFilter<string>((input) => check(input) || key);
  const predicate = FORM_FORMATS[check];
  // a refused name with a space is told the space is the fault (customer report F13), as `checkForm`'s `space`
  if (NAME_FORMATS.includes(check)) return Schema.makeFilter<string>((input) => predicate(input) || (/\s/u.test(input) ? NAME_SPACE_KEY : key), formRule({ id: "format", format: check, key, space: NAME_SPACE_KEY }));
  return Schema.makeFilter<string>((input) => predicate(input) || key, formRule({ id: "format", format: check, key }));
}

/** The name formats, whose refusal names a space as its own fault. */
const NAME_FORMATS: readonly FormFormat[] = ["name", "insuredName", "enterpriseName"];
/** The fault of a name with a space. */
const NAME_SPACE_KEY = "nameSpace";

/**
 * A filter: the text differs from the runtime parameter `param`, whose value here is `value` (the shape keeps
 * `param` and `checkForm` is given its value).
 * @example notParam("schema.sameMobile", "currentMobile", "13800138000")
 */
export function notParam(key: string, param: string, value: string) {
  return Schema.makeFilter<string>((input) => input !== value || key, formRule({ id: "notParam", param, key }));
}

/** Not blank; stops further checks on the field when it fails. */
export const notBlank = Schema.makeFilter<string>((input) => input.trim() !== "" || "required", formRule({ id: "required" }), true);

/** At most `max` UTF-16 code units (as the browser's maxlength). */
export function maxLength(max: number) {
  return Schema.makeFilter<string>((input) => input.length <= max || `tooLong:${max}`, formRule({ id: "maxLength", max }));
}

/**
 * Customer free text holds no control, bidi or zero-width character (issue 23 finding 5: domain's
 * `isCleanFreeText`, message `freeText`). The empty text is clean.
 */
export const cleanText = Schema.makeFilter<string>(
  (input) => FORM_FORMATS.freeText(input) || FREE_TEXT_MESSAGE_KEY,
  formRule({ id: "format", format: "freeText", key: FREE_TEXT_MESSAGE_KEY }),
);

/** A boolean that must be true (an agreement box), failing with `key`. */
export function accepted(key: string) {
  return Schema.Boolean.check(Schema.makeFilter<boolean>((value) => value || key, formRule({ id: "accepted", key })));
}

/** Options of a text field: a format (by id, or a predicate for Schemas that are not forms), its failure key, a length limit. */
export interface TextOptions {
  readonly key?: string;
  readonly format?: FormFormat;
  readonly check?: (input: string) => boolean;
  readonly max?: number;
  /** Customer free text: refuse control, bidi and zero-width characters ({@link cleanText}). */
  readonly freeText?: true;
}

/** A required text field with an optional format rule, the free-text rule and a length limit. */
export function requiredText(options: TextOptions = {}) {
  const checks = [notBlank] as [ReturnType<typeof maxLength>, ...ReturnType<typeof maxLength>[]];
  const check = options.format ?? options.check;
  if (check !== undefined) checks.push(rule(options.key ?? "schema.invalid", check));
  if (options.freeText === true) checks.push(cleanText);
  if (options.max !== undefined) checks.push(maxLength(options.max));
  return Schema.String.check(...checks);
}

/** An optional text field: absent, `""`, or passing the rule. */
export function optionalText(options: TextOptions = {}) {
  const { check, format, max } = options;
  const key = options.key ?? "schema.invalid";
  const checks: ReturnType<typeof maxLength>[] = [];
  if (format !== undefined) {
    const predicate = FORM_FORMATS[format];
    checks.push(Schema.makeFilter<string>((input) => input === "" || predicate(input) || key, formRule({ id: "format", format, key, allowEmpty: true })));
  } else if (check !== undefined) {
    checks.push(Schema.makeFilter<string>((input) => input === "" || check(input) || key));
  }
  if (max !== undefined) checks.push(maxLength(max));
  const [first, ...rest] = checks;
  return Schema.optionalKey(first === undefined ? Schema.String : Schema.String.check(first, ...rest));
}

/** A required date text the calendar helpers read (`YYYY-MM-DD`, `YYYY/MM/DD`, `YYYYMMDD`). */
export const DateText = requiredText({ key: "dateInvalid", check: (input) => parseDateText(input).ok });

/**
 * A date of birth that may stay empty (a contact of another identity type than the card); when given, a real
 * `YYYY-MM-DD` from 100 years back to today (spec §5 "Date ranges", domain's `isBirthDate`), else the date
 * picker's message of spec §5 (`schema.birthDate`, 输入的数据不合法!).
 */
export const OptionalBirthDate = Schema.String.check(
  Schema.makeFilter<string>(
    (input) => input === "" || FORM_FORMATS.birthDate(input) || "schema.birthDate",
    formRule({ id: "format", format: "birthDate", key: "schema.birthDate", allowEmpty: true }),
  ),
);

/** A personal name (spec §5: letters, hyphen, underscore, middle dot, CJK). */
export const PersonName = (max: number) => requiredText({ key: "name", format: "name", max });

/**
 * A person's name beside an identity type: required, at most `max`; what it may hold depends on the type and is
 * checked by {@link personNameCheck} (customer report 2 G2: a passport name may have single spaces).
 */
export const PersonNameOfType = (max: number) => requiredText({ max });

/**
 * A struct check: the name at `nameKey` fits the identity type at `typeKey` (`personNameProblem`: single spaces between
 * letters for a passport or another foreign document, none for any other type), as a name or an insured's name.
 * @example Schema.Struct({ name: PersonNameOfType(10), identifyType: IdentityTypeCode }).check(personNameCheck("identifyType", "name"))
 */
export function personNameCheck<K extends string, N extends string>(typeKey: K, nameKey: N, kind: "name" | "insuredName" = "name") {
  return structCheck<{ readonly [P in K | N]: string }>({ id: "personName", type: typeKey, name: nameKey, kind });
}

/** An insured person's name (CJK or letters only), at most 10. */
export const InsuredName = requiredText({ key: "insuredName", format: "insuredName", max: LENGTH_LIMITS.name.insured });

/** A mobile number. */
export const Mobile = requiredText({ key: "mobile", format: "mobile", max: LENGTH_LIMITS.mobile });

/** A phone number (mobile, short number or landline). */
export const Phone = requiredText({ key: "phone", format: "phone" });

/** An e-mail address, at most 60. */
export const Email = requiredText({ key: "email", format: "email", max: LENGTH_LIMITS.email });

/** A licence plate. */
export const LicensePlate = (max: number = LENGTH_LIMITS.plate.default) => requiredText({ key: "licensePlate", format: "licensePlate", max });

/** A policy number: 1–22 letters or digits. */
export const PolicyNumber = requiredText({ key: "policyNumber", format: "policyNumber", max: LENGTH_LIMITS.policyNumber });

/** A proposal number: 1–22 letters or digits. */
export const ProposalNumber = requiredText({ key: "schema.proposalNumber", format: "proposalNumber", max: LENGTH_LIMITS.proposalNumber });

/** The verification / captcha code of a lookup. */
export const LookupCode = requiredText({ key: "schema.code", format: "lookupCode" });

/** Last six characters of the engine number. */
export const EngineNoLastSix = requiredText({ key: "schema.engineNoLastSix", format: "engineNoLastSix" });

/** An identity number field (its format is checked against its type by {@link identityNumberCheck}). */
export const IdentityNumber = (max: number = LENGTH_LIMITS.identityNumber.extended) => requiredText({ max });

/**
 * The last six characters of an identity number (the settlement lookup, spec §5 "6 on one"): required, at most
 * `LENGTH_LIMITS.identityNumber.short`; what they may be is the type's, checked by {@link identityLastSixCheck}.
 */
export const IdentityNumberLastSix = requiredText({ max: LENGTH_LIMITS.identityNumber.short });

/**
 * The last six characters of an identity number without its type (the §3 settlement lookup entity): six letters or
 * digits (`isIdentityNumberLastSix` of "any other type", which an identity card's last six fit too).
 */
export const IdentityNumberLastSixText = requiredText({
  key: "schema.identifyNoLastSix",
  check: (input) => isIdentityNumberLastSix(input, ""),
  max: LENGTH_LIMITS.identityNumber.short,
});

/** A required identity-type code. */
export const IdentityTypeCode = requiredText();

/**
 * The person of spec §3 "Settlement query, user binding and policy lists" (username, identity type and number,
 * birthday, sex 0 male / 1 female, mobile), as the fields of a form Schema; the name limit is the screen's (§5: 10 on
 * the claim binding, 30 on the query screens). Check the number and the name by the type with
 * `identityNumberCheck("identifytype", "identifynumber")` and `personNameCheck("identifytype", "username")`.
 * @example Schema.Struct(bindingPersonFields(LENGTH_LIMITS.name.claimQuery)).check(identityNumberCheck("identifytype", "identifynumber"), personNameCheck("identifytype", "username"))
 */
export function bindingPersonFields(nameMax: number) {
  return {
    // what the name may hold is the identity type's: check with `personNameCheck("identifytype", "username")`
    username: PersonNameOfType(nameMax),
    identifytype: IdentityTypeCode,
    identifynumber: IdentityNumber(),
    birthday: requiredText(),
    sex: Schema.Literals(["0", "1"]),
    mobliephone: Mobile,
  };
}

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
  return structCheck<{ readonly [P in K | N]: string }>(
    options.claim === true ? { id: "identityNumber", type: typeKey, number: numberKey, claim: true } : { id: "identityNumber", type: typeKey, number: numberKey },
  );
}

/**
 * A struct check: the text at `numberKey` can be the last six characters of a number of the type at `typeKey`
 * (`identityNumberLastSixProblem`); the issue is reported at the number field's path, a blank one is `required`'s.
 * @example Schema.Struct({ identifyType: IdentityTypeCode, identifyNo: IdentityNumberLastSix }).check(identityLastSixCheck("identifyType", "identifyNo"))
 */
export function identityLastSixCheck<K extends string, N extends string>(typeKey: K, numberKey: N) {
  return structCheck<{ readonly [P in K | N]: string }>({ id: "identityLastSix", type: typeKey, number: numberKey });
}

/**
 * A struct filter of a {@link StructRule}: its problems (`structRuleProblems`, the very function `checkForm` runs)
 * as effect issues at their fields, annotated with the rule.
 * @example Schema.Struct({ password: NewPassword, confirm: ConfirmPassword }).check(structCheck({ id: "confirmMatches", password: "password", confirm: "confirm" }))
 */
export function structCheck<T extends object>(rule: StructRule) {
  return Schema.makeFilter<T>((form) => {
    const problems = structRuleProblems(rule, form as Readonly<Record<string, unknown>>);
    return problems.length === 0 ? undefined : problems.map((problem) => ({ path: [problem.path], issue: problem.key }));
  }, formRule(rule));
}

/**
 * A struct check: the name fits the holder kind — an enterprise name (brackets allowed, up to 99) for an
 * enterprise identity type, else a personal name up to `personalMax`.
 */
export function holderNameCheck<K extends string, N extends string>(typeKey: K, nameKey: N, personalMax: number) {
  return structCheck<{ readonly [P in K | N]: string }>({ id: "holderName", type: typeKey, name: nameKey, personalMax });
}

/**
 * A struct check of an invoice buyer (spec §3 "Invoice request"): an enterprise (03) needs an enterprise name
 * (brackets allowed) and a taxpayer number; a person (05) a personal name.
 */
export function invoiceBuyerCheck<T extends string, N extends string, X extends string>(typeKey: T, nameKey: N, taxKey: X) {
  return structCheck<{ readonly [P in T | N]: string } & { readonly [P in X]?: string }>({ id: "invoiceBuyer", custtype: typeKey, name: nameKey, taxNo: taxKey });
}
