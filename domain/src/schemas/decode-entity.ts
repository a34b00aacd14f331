/**
 * Decoding an entity into a result value (style: errors are values), with issues a screen can show: the
 * field path (dot-joined, "" for the whole value), the message key and its text in the requested locale.
 *
 * Issue texts: filter failures carry catalogue keys (see fields.ts); a missing field (or one that is
 * undefined/null) is `required`, a value outside a fixed list `schema.choice`, a wrong type or any other
 * structural failure `schema.invalid`. An issue is never shown with an effect-internal (English) message.
 * All issues are collected (`errors: "all"`); struct-level checks (identity number against its type, holder
 * name against the holder kind) run once the fields themselves decode. Never throws.
 */
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";
import { formIssue } from "../application/form-check";
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";
import { toResultList } from "../gateway/result-list";

/** One problem of a decoded value. */
export interface EntityIssue {
  /** Dot-joined field path, e.g. "insuredName" or "list.0.policyNo"; "" for the value itself. */
  readonly path: string;
  /** Message-catalogue key. */
  readonly key: string;
  /** The text of `key` in the requested locale. */
  readonly message: string;
}

/** The outcome of {@link decodeEntity}. */
export type DecodeEntityResult<T> = { ok: true; value: T } | { ok: false; issues: EntityIssue[] };

/**
 * Decodes `input` with an entity schema. Never throws.
 * @example decodeEntity(VehicleLookupSchema, { licenseNo: "京A12345", insuredName: "张三", identifyType: "01", identifyNumber: "11010519491231002X" })
 * // { ok: true, value: { … } }
 * @example decodeEntity(ClaimQuerySchema, { name: "张三", fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "110105194912310021" })
 * // { ok: false, issues: [{ path: "fcQueryIdentifyNumber", key: "identity.reason.checksum", message: "身份证号码校验位不正确，请核对号码" }] }
 */
export function decodeEntity<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
): DecodeEntityResult<S["Type"]> {
  let result: Result.Result<S["Type"], Schema.SchemaError>;
  try {
    result = Schema.decodeUnknownResult(schema)(input, { errors: "all", reportInput: true });
  } catch {
    return { ok: false, issues: [issue("", "schema.invalid", locale)] };
  }
  if (Result.isSuccess(result)) return { ok: true, value: result.success };
  const formatted = FORMATTER(result.failure.issue);
  return {
    ok: false,
    issues: formatted.issues.map((entry) =>
      issue((entry.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join("."), entry.message, locale),
    ),
  };
}

const FORMATTER = SchemaIssue.makeFormatterStandardSchemaV1({
  leafHook: (leaf) => {
    switch (leaf._tag) {
      case "MissingKey":
        return "required";
      case "InvalidType":
        // a declared key present with undefined/null is as good as missing
        if (SchemaIssue.hasInput(leaf) && (leaf.input === undefined || leaf.input === null)) return "required";
        return isLiteralChoice(leaf.ast) ? "schema.choice" : "schema.invalid";
      case "InvalidValue": {
        const message = leaf.annotations?.message;
        return typeof message === "string" ? message : "schema.invalid";
      }
      default:
        return "schema.invalid";
    }
  },
});

function isLiteralChoice(ast: { readonly _tag: string; readonly types?: readonly { readonly _tag: string }[] }): boolean {
  if (ast._tag === "Literal") return true;
  return ast._tag === "Union" && Array.isArray(ast.types) && ast.types.every((member) => member._tag === "Literal");
}

function issue(path: string, key: string, locale: Locale): EntityIssue {
  // anything that is not a catalogue key (an effect-internal message) is shown as the generic text
  return formIssue(path, key, locale);
}

/**
 * Decodes a result list (spec §4: an array, or a single object as the first entry, nothing as empty) entry by
 * entry; issue paths start with the entry's index. Never throws.
 * @example decodeEntityList(InvoiceRecordSchema, { policyNo: "P1" }) // { ok: true, value: [{ policyNo: "P1" }] }
 */
export function decodeEntityList<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  data: unknown,
  locale: Locale = DEFAULT_LOCALE,
): DecodeEntityResult<S["Type"][]> {
  const values: S["Type"][] = [];
  const issues: EntityIssue[] = [];
  toResultList(data).forEach((entry, index) => {
    const decoded = decodeEntity(schema, entry, locale);
    if (decoded.ok) values.push(decoded.value);
    else for (const problem of decoded.issues) issues.push({ ...problem, path: problem.path === "" ? String(index) : `${index}.${problem.path}` });
  });
  return issues.length === 0 ? { ok: true, value: values } : { ok: false, issues };
}
