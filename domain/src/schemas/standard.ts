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
 * - The Standard Schema interfaces are declared in the package root (`application/form-check.ts`; the spec invites
 *   copying them) so the package needs no dependency for them; they are structurally the same as `@standard-schema/spec`'s.
 * - The browser validates with the effect-free `toFormResolverSchema(FORM_SHAPES.<form>)` of the package root, which
 *   gives the same issues and value as this (`form-shapes.test.ts`); this adapter is the reference it is tested against.
 * - `validate` is synchronous and never throws (decodeEntity never throws).
 */
import * as Schema from "effect/Schema";
import * as SchemaAST from "effect/SchemaAST";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";
import { FORM_SCHEMA_VENDOR, toStandardIssue, type StandardSchemaV1 } from "../application/form-check";
import { decodeEntity, type EntityIssue } from "./decode-entity";

// the Standard Schema interface, vendor and issue mapping are the package root's (`checkForm`'s resolver uses them too)
export { FORM_SCHEMA_VENDOR, toStandardIssue, type StandardSchemaV1 } from "../application/form-check";

/** Any domain Schema a form can be validated with. */
export type AnyFormSchema = Schema.ConstraintDecoder<unknown>;

/** The values a form holds for a Schema (its encoded side: what the customer types). */
export type FormInput<S extends AnyFormSchema> = S["Encoded"];

/** The values a Schema turns a valid form into. */
export type FormOutput<S extends AnyFormSchema> = S["Type"];

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
  // an optional key stays optional: its absence is no problem of the struct checks
  const asTyped = Schema.Struct(
    Object.fromEntries(ast.propertySignatures.map((property) => [property.name, SchemaAST.isOptional(property.type) ? Schema.optionalKey(Schema.Unknown) : Schema.Unknown])),
  );
  const checked = decodeEntity(asTyped.check(...ast.checks), value, locale);
  return checked.ok ? [] : checked.issues;
}
