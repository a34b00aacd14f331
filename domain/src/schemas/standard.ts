/**
 * Domain's Schemas as Standard Schema V1 (https://standardschema.dev), so a form library's resolver (e.g.
 * react-hook-form's `standardSchemaResolver`) validates with the very rules and texts of the domain: one
 * rule, one text — the catalogue's, in the customer's language.
 *
 * Decisions where the spec is silent:
 * - The issue → message mapping is {@link decodeEntity}'s (a missing value is `required`, a filter failure
 *   its catalogue key, `tooLong:<max>` names the limit, anything else `schema.invalid`), never effect's own
 *   English messages; the adapter only reshapes its issues (dot-joined path → path segments, index segments
 *   as numbers so field arrays line up).
 * - Every issue is reported at once: every field's (`errors: "all"`), and the struct-level checks' (a confirmation
 *   matching its password, a new value differing from the current one) even while some field is invalid — a
 *   form shows "两次输入的密码不一致" together with a wrong mobile. `decodeEntity` runs struct checks only once the
 *   fields decode, so the adapter runs them a second time over the same keys taken as they are, and adds
 *   what that finds (once: an issue already reported at the same path with the same text is not repeated).
 * - The Standard Schema interfaces are declared here (the spec invites copying them) so the package needs no
 *   dependency for them; they are structurally the same as `@standard-schema/spec`'s.
 * - `validate` is synchronous and never throws (decodeEntity never throws).
 */
import * as Schema from "effect/Schema";
import * as SchemaAST from "effect/SchemaAST";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";
import { decodeEntity, type EntityIssue } from "./decode-entity";

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

/** Any domain Schema a form can be validated with. */
export type AnyFormSchema = Schema.ConstraintDecoder<unknown>;

/** The values a form holds for a Schema (its encoded side: what the customer types). */
export type FormInput<S extends AnyFormSchema> = S["Encoded"];

/** The values a Schema turns a valid form into. */
export type FormOutput<S extends AnyFormSchema> = S["Type"];

/** The vendor name of the adapter's Standard Schemas. */
export const FORM_SCHEMA_VENDOR = "micromall";

/**
 * One issue of {@link decodeEntity} as a Standard Schema issue: the text, and the path as segments.
 * @example toStandardIssue({ path: "insured.0.name", key: "name", message: "…" }).path // ["insured", 0, "name"]
 * @example toStandardIssue({ path: "", key: "schema.invalid", message: "…" }).path // undefined
 */
export function toStandardIssue(issue: EntityIssue): StandardSchemaV1.Issue {
  if (issue.path === "") return { message: issue.message };
  return { message: issue.message, path: issue.path.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)) };
}

/**
 * A domain Schema as a Standard Schema V1 whose issue messages are the catalogue's texts in `locale`.
 * @example const schema = toFormSchema(LoginFormSchema, "zh-CN");
 * schema["~standard"].validate({ mobile: "123", password: "" })
 * // { issues: [{ message: "请输入正确的手机号码", path: ["mobile"] }, { message: "请填写此项", path: ["password"] }] }
 * @example useForm({ resolver: standardSchemaResolver(toFormSchema(RegisterFormSchema, locale)) })
 */
export function toFormSchema<S extends AnyFormSchema>(schema: S, locale: Locale = DEFAULT_LOCALE): StandardSchemaV1<FormInput<S>, FormOutput<S>> {
  return {
    "~standard": {
      version: 1,
      vendor: FORM_SCHEMA_VENDOR,
      validate(value: unknown): StandardSchemaV1.Result<FormOutput<S>> {
        const decoded = decodeEntity(schema, value, locale);
        if (decoded.ok) return { value: decoded.value };
        const issues = [...decoded.issues];
        for (const extra of structCheckIssues(schema, value, locale)) {
          if (!issues.some((known) => known.path === extra.path && known.message === extra.message)) issues.push(extra);
        }
        return { issues: issues.map(toStandardIssue) };
      },
    },
  };
}

/**
 * The issues of a struct Schema's own checks over `value`'s keys taken as they are (each field `Unknown`), so
 * they are found even while a field is invalid; none for a Schema without struct checks or a value that is
 * not an object.
 * @example structCheckIssues(RegisterFormSchema, { mobile: "1", password: "Abc12345", confirm: "x" })
 * // [{ path: "confirm", key: "schema.confirmMismatch", message: "两次输入的密码不一致" }]
 */
export function structCheckIssues(schema: AnyFormSchema, value: unknown, locale: Locale = DEFAULT_LOCALE): readonly EntityIssue[] {
  const ast = schema.ast;
  if (!SchemaAST.isObjects(ast) || ast.checks === undefined || typeof value !== "object" || value === null) return [];
  const asTyped = Schema.Struct(Object.fromEntries(ast.propertySignatures.map((property) => [property.name, Schema.Unknown])));
  const checked = decodeEntity(asTyped.check(...ast.checks), value, locale);
  return checked.ok ? [] : checked.issues;
}
