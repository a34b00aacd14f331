/**
 * Effect-free form checking: a small data type describing a form Schema of `@micromall/domain/schemas`
 * (`FormShape`) and `checkForm`, which gives exactly the issues (paths, keys, texts, in order) and the value that
 * `toFormSchema(schema, locale)` gives for the Schema the shape was compiled from (`FORM_SHAPES`, generated from
 * the form Schemas by `npm run gen:shapes -w domain`). The browser validates forms with this instead of effect's
 * Schema core (~24 KB gzip); `schemas/form-shapes.test.ts` proves the shapes are the Schemas' and that both agree.
 *
 * Every rule is named by an id and its parameters (`FormRule`, `StructRule`) and maps to one of the domain
 * validators (`form-formats.ts`, `form-struct-rules.ts`); the field helpers of `schemas/fields.ts` build their
 * effect filters from the same tables, so a rule is written once. A shape carries the validators its rules use
 * (`formats`, `structRules`), and `checkForm` reads only those: a form route ships its own form's validators.
 *
 * Semantics (the form Schemas' under `decodeEntity` + `toFormSchema`, which this mirrors):
 * - The value must be an object (else one issue at "": `required` for undefined/null, else `schema.invalid`).
 * - Fields in the shape's order: a missing key, or one holding undefined/null, is `required` (an optional key
 *   may be absent, but not undefined); a value of the wrong type is `schema.invalid` (`schema.choice` for a
 *   choice); then the field's rules in order, all of them (`errors: "all"`) except after a failed `required`.
 * - Struct rules run over the keys as they are, even while a field is invalid, provided every required key of
 *   the shape is present (else each missing one is `required`); their issues are added unless the same path and text is already reported. A rule that throws
 *   on a value of the wrong type is one issue at "" (`schema.invalid`), as effect's decode reports it.
 * - A valid value is a new object of the shape's keys, in the shape's order (other keys dropped).
 * - Never throws.
 */
import { MESSAGES, formatMessage } from "../messages/catalogue";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";
import type { FormFormat, FormFormats } from "./form-formats";
import { runStructRule, type StructRuleChecks } from "./form-struct-rules";
import { formMessage, isFormMessageKey } from "./form-messages";
import { fillPlaceholders } from "../messages/placeholders";

// the full tables stay where they were for their users (the Schema helpers, the compiler); checkForm reads a shape's own
export { FORM_FORMATS, type FormFormat, type FormFormats } from "./form-formats";
export { STRUCT_RULE_CHECKS, structRuleProblems, type StructRuleCheck, type StructRuleChecks, type StructRuleProblem } from "./form-struct-rules";
// the form texts alone (a field hint, a date bound): what a form route already ships, not the whole catalogue of `messageFor`
export { formMessage, formMessagesLoaded, loadFormMessages } from "./form-messages";

/** Longest address detail (the address form). */
export const ADDRESS_DETAIL_MAX = 100;
/** Longest card number (the card activation form). */
export const CARD_NO_MAX = 30;
/** Longest card password (the card activation form). */
export const CARD_PASSWORD_MAX = 20;

/**
 * One rule of a field, by id (the `formRule` annotation of the Schema filter it was compiled from).
 * - `required`: not blank (`trim() !== ""`), else `required`; stops the field's later rules.
 * - `format`: the shape's `formats[format]` holds, else `key` — or `space` when the refused input holds white space
 *   (a name's space is its own fault, customer report F13); `allowEmpty`: `""` passes too (an optional text).
 * - `maxLength`: at most `max` UTF-16 code units, else `tooLong` naming `max`.
 * - `notParam`: differs from the runtime parameter `param` (see {@link checkForm}'s `params`), else `key`.
 * - `accepted`: a boolean that is true, else `key`.
 */
export type FormRule =
  | { readonly id: "required" }
  | { readonly id: "format"; readonly format: FormFormat; readonly key: string; readonly allowEmpty?: true; readonly space?: string }
  | { readonly id: "maxLength"; readonly max: number }
  | { readonly id: "notParam"; readonly param: string; readonly key: string }
  | { readonly id: "accepted"; readonly key: string };

/**
 * A rule over several fields (the `formRule` annotation of a struct filter).
 * - `confirmMatches`: `confirm` equals `password`, else `schema.confirmMismatch` at `confirm`.
 * - `differsFrom`: `field` differs from `current`, else `key` at `field`.
 * - `identityNumber`: `number` fits `type` (`identityNumberProblem`), else its key at `number`.
 * - `identityLastSix`: `number` can be the last six characters of a number of `type` (`identityNumberLastSixProblem`:
 *   an identity card's five digits then a digit or X, another type's six letters or digits), else its key at
 *   `number`; a blank `number` is left to its `required` rule.
 * - `completeRegion`: province, city and district are each picked (`isRegionPicked`; the picker offers only the region table's entries), else `schema.region` at district.
 * - `insuredWhenNamed`: when `insured` is "named" (a card that covers a named person), `relationship` is required,
 *   `name` is an insured's name (`insuredName`) and `number` is required and fits `type`; otherwise nothing.
 * - `holderName`: for an enterprise identity `type`, `name` is an enterprise name (brackets allowed), else
 *   `enterpriseName`; otherwise a personal name (`name`) of at most `personalMax` (`tooLong`), at `name`.
 * - `invoiceBuyer`: for buyer type `enterprise` (03) `name` is an enterprise name and `taxNo` is required; for a
 *   personal buyer (05) `name` is a personal name.
 * - `differentPeople`: the identity number at `second` is not the one at `first` (one person is insured once),
 *   else `schema.insuredTwice` at `second`.
 * - `personName`: the name at `name` fits the identity type at `type` (`personNameProblem`: single spaces between
 *   letters for a passport or another foreign document, none for any other type), as a `name` or, with `kind`
 *   "insuredName", an insured's name; blank is left to the field's `required`.
 * - `insuredAge`: the age on the date at `start` of the person the identity card at `number` (type 01) or the
 *   birthday at `birthday` gives is within `min`–`max`, else `insuredAge` with the limits and the age (the
 *   applicant's fields instead when `self`'s relationship holds its code; `insured-age.ts`).
 */
export type StructRule =
  | { readonly id: "confirmMatches"; readonly password: string; readonly confirm: string }
  | { readonly id: "differsFrom"; readonly field: string; readonly current: string; readonly key: string }
  | { readonly id: "identityNumber"; readonly type: string; readonly number: string; readonly claim?: true }
  | { readonly id: "identityLastSix"; readonly type: string; readonly number: string }
  | { readonly id: "completeRegion"; readonly province: string; readonly city: string; readonly district: string }
  | { readonly id: "insuredWhenNamed"; readonly insured: string; readonly name: string; readonly type: string; readonly number: string; readonly relationship: string }
  | { readonly id: "holderName"; readonly type: string; readonly name: string; readonly personalMax: number }
  | { readonly id: "invoiceBuyer"; readonly custtype: string; readonly name: string; readonly taxNo: string }
  | { readonly id: "differentPeople"; readonly first: string; readonly second: string }
  | { readonly id: "personName"; readonly type: string; readonly name: string; readonly kind: "name" | "insuredName" }
  | {
      readonly id: "insuredAge";
      readonly type: string;
      readonly number: string;
      readonly birthday: string;
      readonly start: string;
      readonly min: number;
      readonly max: number;
      readonly self?: { readonly relationship: string; readonly code: string; readonly type: string; readonly number: string; readonly birthday: string };
    };

/** One field of a form: its key, its type and its rules (`optional` for an optional key). */
export type FormField =
  | { readonly key: string; readonly kind: "text"; readonly rules: readonly FormRule[]; readonly optional?: true }
  | { readonly key: string; readonly kind: "boolean"; readonly rules: readonly FormRule[]; readonly optional?: true }
  | { readonly key: string; readonly kind: "choice"; readonly values: readonly string[]; readonly optional?: true };

/**
 * The description of a form Schema: its fields in order, its struct rules, and the checks these use — the
 * formats of its field rules and its struct rules' checks, by id (only those, so a form route ships only the
 * validators its form needs; `formShapeOf` builds a shape with them from the full tables).
 * @example const login: FormShape = { fields: [{ key: "mobile", kind: "text", rules: [{ id: "required" }] }], rules: [], formats: {}, structRules: {} };
 */
export interface FormShape {
  readonly fields: readonly FormField[];
  readonly rules: readonly StructRule[];
  readonly formats: FormFormats;
  readonly structRules: StructRuleChecks;
  /**
   * Texts of keys only this form's rules give (locale → key → text), looked up before the form tables: a form's own
   * messages ship with its route only (the application form's booth days). Absent for the generated shapes.
   */
  readonly messages?: FormShapeMessages;
}

/** A form's own texts, locale → key → text (see {@link FormShape.messages}). */
export type FormShapeMessages = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/** One problem of a form: the field path (dot-joined, "" for the whole form), the catalogue key and its text. */
export interface FormIssue {
  readonly path: string;
  readonly key: string;
  readonly message: string;
}

/** The outcome of {@link checkForm}. */
export type FormCheck<T = Record<string, unknown>> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly FormIssue[] };

const TOO_LONG = /^tooLong:(\d+)$/;
/** A key with values for its text: `key?name=value&name=value` (values of letters, digits, "-" and "."). */
// one way to read any text (a value holds no "=" or "&"): linear time on a long input
const WITH_VALUES = /^([A-Za-z][\w.]*)\?([A-Za-z]\w*=[\w.-]*(?:&[A-Za-z]\w*=[\w.-]*)*)$/;

/**
 * A message key and the values its text names: `insuredAge?min=18&max=65` → `insuredAge`, { min: "18", max: "65" };
 * any other key as it is, without values.
 * @example keyValues("insuredAge?min=18&max=65") // { key: "insuredAge", values: { min: "18", max: "65" } }
 */
export function keyValues(key: string): { readonly key: string; readonly values: Readonly<Record<string, string>> } {
  const match = WITH_VALUES.exec(key);
  if (match === null) return { key, values: {} };
  const values: Record<string, string> = {};
  for (const pair of (match[2] ?? "").split("&")) {
    const [name = "", value = ""] = pair.split("=");
    if (name !== "") values[name] = value;
  }
  return { key: match[1] ?? key, values };
}

/**
 * An issue at `path` for a message key; `tooLong:<max>` names the limit, `key?name=value&…` fills the text's
 * placeholders ({@link keyValues}), a key the catalogue lacks is `schema.invalid`.
 * @example formIssue("name", "tooLong:10", "en") // { path: "name", key: "tooLong", message: "… 10 …" }
 */
export function formIssue(path: string, key: string, locale: Locale = DEFAULT_LOCALE): FormIssue {
  return issueOf(path, key, locale, (known) => Object.prototype.hasOwnProperty.call(MESSAGES[DEFAULT_LOCALE], known), formatMessage);
}

/** {@link formIssue} with the form texts only (`form-messages.ts`) and the shape's own: what `checkForm` reports, without the whole catalogue. */
function checkIssue(path: string, given: string, locale: Locale, own?: FormShapeMessages): FormIssue {
  const { key, values } = keyValues(given);
  const table = own === undefined ? undefined : (own[locale] ?? own[DEFAULT_LOCALE]);
  if (table !== undefined && Object.prototype.hasOwnProperty.call(table, key)) return { path, key, message: fillPlaceholders(table[key] ?? key, values) };
  return issueOf(path, given, locale, isFormMessageKey, formMessage);
}

function issueOf(
  path: string,
  key: string,
  locale: Locale,
  isKnown: (key: string) => boolean,
  text: (key: string, values: Readonly<Record<string, string>>, locale: Locale) => string,
): FormIssue {
  const tooLong = TOO_LONG.exec(key);
  if (tooLong !== null) return { path, key: "tooLong", message: text("tooLong", { max: tooLong[1] ?? "" }, locale) };
  const named = keyValues(key);
  const known = isKnown(named.key) ? named.key : "schema.invalid";
  return { path, key: known, message: text(known, known === named.key ? named.values : {}, locale) };
}

/**
 * The message key a field rule gives `input`, or null when it passes (`input` of the field's type). A format rule
 * is checked with `formats[rule.format]` (a shape's `formats`); it throws when `formats` lacks it.
 * @example fieldRuleProblem({ id: "maxLength", max: 3 }, "abcd") // "tooLong:3"
 * @example fieldRuleProblem({ id: "format", format: "mobile", key: "mobile" }, "123", {}, { mobile }) // "mobile"
 * @example fieldRuleProblem({ id: "format", format: "name", key: "name", space: "nameSpace" }, "Wang Lei", {}, { name: isName }) // "nameSpace"
 */
export function fieldRuleProblem(
  rule: FormRule,
  input: string | boolean,
  params: Readonly<Record<string, string>> = {},
  formats: FormFormats = {},
): string | null {
  switch (rule.id) {
    case "required":
      return typeof input === "string" && input.trim() === "" ? "required" : null;
    case "format":
      if (typeof input !== "string" || (rule.allowEmpty === true && input === "")) return null;
      if (formatOf(formats, rule.format)(input)) return null;
      return rule.space !== undefined && /\s/u.test(input) ? rule.space : rule.key;
    case "maxLength":
      return typeof input === "string" && input.length > rule.max ? `tooLong:${rule.max}` : null;
    case "notParam":
      return input === params[rule.param] ? rule.key : null;
    case "accepted":
      return input === true ? null : rule.key;
  }
}

function formatOf(formats: FormFormats, format: FormFormat): (input: string) => boolean {
  const test = formats[format];
  if (test === undefined) throw new Error(`form shape without its ${format} format`);
  return test;
}

/**
 * A form's values as `checkForm` reads them: one key per field path. A field array (a list of entries, e.g. the
 * application's insureds) gives each entry's field as `<list>.<index>.<field>`; every other value stays as it is.
 * Total: a value that is not a plain object is given back unchanged.
 * @example formPaths({ title: "T", people: [{ name: "Ann" }] }) // { title: "T", "people.0.name": "Ann" }
 */
export function formPaths(values: unknown): unknown {
  if (!isEntry(values)) return values;
  const paths: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value) && value.length > 0 && value.every(isEntry)) {
      value.forEach((entry, index) => {
        const inner = formPaths(entry) as Record<string, unknown>;
        for (const [field, leaf] of Object.entries(inner)) Object.defineProperty(paths, `${key}.${index}.${field}`, { value: leaf, enumerable: true, writable: true, configurable: true });
      });
    } else Object.defineProperty(paths, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return paths;
}

const isEntry = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks form values with a shape: the issues and value `toFormSchema` gives for the Schema it was compiled from.
 * @example checkForm(FORM_SHAPES.login, { mobile: "123", password: "" })
 * // { ok: false, issues: [{ path: "mobile", key: "mobile", message: "请输入正确的手机号码" }, { path: "password", key: "required", … }] }
 * @example checkForm(FORM_SHAPES.changeMobile, { mobile: "13800138000", code: "123456" }, { currentMobile: "13800138000" }) // issue at "mobile"
 */
export function checkForm<T = Record<string, unknown>>(
  shape: FormShape,
  values: unknown,
  params: Readonly<Record<string, string>> = {},
  locale: Locale = DEFAULT_LOCALE,
): FormCheck<T> {
  try {
    return check(shape, values, locale, typeof params === "object" && params !== null ? params : {}) as FormCheck<T>;
  } catch {
    return { ok: false, issues: [checkIssue("", "schema.invalid", locale)] };
  }
}

function check(shape: FormShape, values: unknown, locale: Locale, params: Readonly<Record<string, string>>): FormCheck {
  if (typeof values !== "object" || values === null || Array.isArray(values)) {
    return { ok: false, issues: [checkIssue("", values === undefined || values === null ? "required" : "schema.invalid", locale)] };
  }
  const form = values as Readonly<Record<string, unknown>>;
  const issues: FormIssue[] = [];
  const value: Record<string, unknown> = {};
  for (const field of shape.fields) {
    const present = field.key in form && (field.key !== "__proto__" || Object.prototype.hasOwnProperty.call(form, field.key));
    if (!present) {
      if (field.optional !== true) issues.push(checkIssue(field.key, "required", locale));
      continue;
    }
    const input = form[field.key];
    const problems = fieldProblems(field, input, params, shape.formats);
    for (const key of problems) issues.push(checkIssue(field.key, key, locale, shape.messages));
    if (problems.length === 0) value[field.key] = input;
  }
  if (issues.length === 0) {
    issues.push(...structIssues(shape, form, locale));
    if (issues.length === 0) return { ok: true, value };
  }
  // struct rules also run while a field is invalid (toFormSchema's second pass), once every required key is there
  const missing = shape.fields.filter((field) => field.optional !== true && !(field.key in form));
  const extra =
    missing.length > 0
      ? missing.map((field) => checkIssue(field.key, "required", locale))
      : structIssues(shape, form, locale);
  for (const found of extra) {
    if (!issues.some((known) => known.path === found.path && known.message === found.message)) issues.push(found);
  }
  return { ok: false, issues };
}

/** The struct rules' issues; a rule throwing on a value of the wrong type makes them one issue at "". */
function structIssues(shape: FormShape, form: Readonly<Record<string, unknown>>, locale: Locale): FormIssue[] {
  try {
    return shape.rules.flatMap((rule) => runStructRule(shape.structRules, rule, form)).map((problem) => checkIssue(problem.path, problem.key, locale, shape.messages));
  } catch {
    return [checkIssue("", "schema.invalid", locale)];
  }
}

function fieldProblems(field: FormField, input: unknown, params: Readonly<Record<string, string>>, formats: FormFormats): string[] {
  // effect reports a Literals union's failure (undefined and null included) as a whole, not as a leaf: schema.invalid
  if (field.kind === "choice") return typeof input === "string" && field.values.includes(input) ? [] : ["schema.invalid"];
  if (input === undefined || input === null) return ["required"];
  if (field.kind === "text" ? typeof input !== "string" : typeof input !== "boolean") return ["schema.invalid"];
  const problems: string[] = [];
  for (const rule of field.rules) {
    const problem = fieldRuleProblem(rule, input as string | boolean, params, formats);
    if (problem === null) continue;
    problems.push(problem);
    if (rule.id === "required") break;
  }
  return problems;
}

/** The Standard Schema V1 interface (a copy of `@standard-schema/spec`'s). */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly "~standard": StandardSchemaV1.Props<Input, Output>;
}

/** The parts of {@link StandardSchemaV1} (a copy of `@standard-schema/spec`'s). */
// eslint-disable-next-line @typescript-eslint/no-namespace -- the spec's own shape: interfaces merged with a namespace of types
export declare namespace StandardSchemaV1 {
  /** The Standard Schema properties. */
  export interface Props<Input = unknown, Output = Input> {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown, options?: Options | undefined) => Result<Output> | Promise<Result<Output>>;
    readonly types?: Types<Input, Output> | undefined;
  }
  /** Vendor options of `validate`. */
  export interface Options {
    readonly libraryOptions?: Record<string, unknown> | undefined;
  }
  /** The outcome of `validate`. */
  export type Result<Output> = SuccessResult<Output> | FailureResult;
  /** A valid value. */
  export interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  /** An invalid value. */
  export interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  /** One problem: its text and where it is. */
  export interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  /** A path segment as an object. */
  export interface PathSegment {
    readonly key: PropertyKey;
  }
  /** The input and output types. */
  export interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
}

/** The vendor name of the mall's Standard Schemas. */
export const FORM_SCHEMA_VENDOR = "micromall";

/**
 * One form issue as a Standard Schema issue: the text, and the path as segments (index segments as numbers).
 * @example toStandardIssue({ path: "insured.0.name", key: "name", message: "…" }).path // ["insured", 0, "name"]
 * @example toStandardIssue({ path: "", key: "schema.invalid", message: "…" }).path // undefined
 */
export function toStandardIssue(issue: FormIssue): StandardSchemaV1.Issue {
  if (issue.path === "") return { message: issue.message };
  return { message: issue.message, path: issue.path.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)) };
}

/**
 * A form shape as a Standard Schema V1 (for react-hook-form's `standardSchemaResolver`), effect-free; its issues
 * are {@link checkForm}'s in `locale`. The type parameters are the form's values and the checked values.
 * @example useForm({ resolver: standardSchemaResolver(toFormResolverSchema<LoginForm, LoginForm>(FORM_SHAPES.login, {}, "zh-CN")) })
 */
export function toFormResolverSchema<I, O = I>(
  shape: FormShape,
  params: Readonly<Record<string, string>> = {},
  locale: Locale = DEFAULT_LOCALE,
): StandardSchemaV1<I, O> {
  return {
    "~standard": {
      version: 1,
      vendor: FORM_SCHEMA_VENDOR,
      validate(value: unknown): StandardSchemaV1.Result<O> {
        const checked = checkForm<O>(shape, value, params, locale);
        return checked.ok ? { value: checked.value } : { issues: checked.issues.map(toStandardIssue) };
      },
    },
  };
}

/**
 * Whether the shape requires the field at `path` (a `required` rule, not an optional key), so a screen marks it as
 * required (customer report 2 G22: every required field is marked, visually and with `aria-required`). A field the
 * shape lacks, an optional one and a choice are not. Fields that only a struct rule requires, on a condition (a
 * card's named insured, an enterprise buyer's tax number), are not marked here. Total.
 * @example isRequiredField(FORM_SHAPES.login, "mobile") // true
 * @example isRequiredField(FORM_SHAPES.contact, "email") // false
 */
export function isRequiredField(shape: FormShape, path: string): boolean {
  try {
    return shape.fields.some((field) => field.key === path && field.kind !== "choice" && field.optional !== true && field.rules.some((rule) => rule.id === "required"));
  } catch {
    // total for plain-JavaScript callers: a subject that is no shape is not required
    return false;
  }
}

/**
 * The message of a blank required field that names the field (issue 20 point 3, F17: a message names the fault, not
 * "请填写此项"): the field's name as the screen labels it; a blank name gives the plain required text. Total.
 * @example requiredFieldMessage("邮政编码") // "请填写邮政编码"
 * @example requiredFieldMessage("Postal code", "en") // "Postal code is required"
 * @example requiredFieldMessage("") // "请填写此项"
 */
export function requiredFieldMessage(field: string, locale: Locale = DEFAULT_LOCALE): string {
  const name = typeof field === "string" ? field.trim() : "";
  return formMessage(name === "" ? "required" : "requiredNamed", { field: name }, locale);
}
