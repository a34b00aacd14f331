/**
 * Effect-free decoding of gateway answers: a small data type describing a structural answer Schema
 * (`AnswerShape`) and `decodeShape`, which decodes `data` exactly as effect's `Schema.decodeUnknownResult`
 * decodes it with the Schema the shape was compiled from (`ANSWER_SHAPES`, generated from
 * `GATEWAY_CONTRACTS` of `@micromall/domain/schemas`). The browser decodes with this (a few hundred bytes)
 * instead of effect's Schema core (~24 KB gzip); `answer-shapes.test.ts` proves the shapes are the Schemas'
 * and that both decoders agree on ok/not-ok and on the decoded value.
 *
 * Semantics (effect 4's, which this mirrors):
 * - `string` / `boolean`: `typeof`; `finite`: a number with `Number.isFinite`; `null`: `=== null`;
 *   `literals`: `===` one of the values.
 * - `array`: `Array.isArray`; every element decoded; the result is a new array.
 * - `struct`: a non-null, non-array object; a key is present when `key in data` (own or inherited, as effect;
 *   `__proto__` only when own); a required key must be present; a present optional key must decode (an
 *   optional key is exact: `undefined` is not a string); keys the shape does not name are dropped; the result
 *   is a new object with the shape's keys in the shape's order.
 * - `union`: the members are tried in order and the first that decodes wins (effect's default "anyOf").
 * All issues are collected (effect's `errors: "all"`). Issue messages are for logs and tests and are not
 * effect's wording; the customer sees the §8 "other" failure.
 *
 * Totality: `decodeShape` never throws — any exception while reading the input (a throwing getter or proxy,
 * not possible from `JSON.parse`) is one issue at the path "". Recursion follows the shape, not the data:
 * its depth is the shape's depth (at most 5 for the mall's answers), so a deeply nested hostile input
 * cannot exhaust the stack; the work is linear in the size of the part of the input the shape reads (a union
 * re-reads its input once per member, a constant factor fixed by the shape).
 */

/** A value one of the fixed `values` (`Schema.Literals`). */
export type AnswerLiteral = string | number | boolean;

/** One key of a struct shape (`optional` for `Schema.optionalKey`). */
export interface AnswerField {
  readonly key: string;
  readonly shape: AnswerShape;
  readonly optional?: true;
}

/**
 * The structural description of an answer Schema: only what the gateway answers use.
 * @example const user: AnswerShape = { kind: "struct", fields: [{ key: "mallId", shape: { kind: "string" } }] };
 */
export type AnswerShape =
  | { readonly kind: "string" }
  | { readonly kind: "finite" }
  | { readonly kind: "boolean" }
  | { readonly kind: "null" }
  | { readonly kind: "literals"; readonly values: readonly AnswerLiteral[] }
  | { readonly kind: "array"; readonly item: AnswerShape }
  | { readonly kind: "struct"; readonly fields: readonly AnswerField[] }
  | { readonly kind: "union"; readonly members: readonly AnswerShape[] };

/** One problem of a value that does not decode: where (dot-joined path, "" for the whole) and what. */
export interface ShapeIssue {
  readonly path: string;
  readonly message: string;
}

/** The outcome of {@link decodeShape}. */
export type DecodedShape = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issues: readonly ShapeIssue[] };

/** Where a value sits, innermost step first (built in O(1) per step; joined only for an issue). */
type Path = { readonly up: Path; readonly key: string | number } | null;

const FAILED: unique symbol = Symbol("failed");
type Step = unknown | typeof FAILED;

/**
 * Decodes `data` with `shape`. Never throws.
 * @example decodeShape({ kind: "struct", fields: [{ key: "url", shape: { kind: "string" } }] }, { url: "u", extra: 1 }) // { ok: true, value: { url: "u" } }
 * @example decodeShape({ kind: "finite" }, "1") // { ok: false, issues: [{ path: "", message: "Expected a finite number, got \"1\"" }] }
 */
export function decodeShape(shape: AnswerShape, data: unknown): DecodedShape {
  const issues: ShapeIssue[] = [];
  try {
    const value = decode(shape, data, null, issues);
    if (value === FAILED || issues.length > 0) return { ok: false, issues: issues.length > 0 ? issues : [{ path: "", message: "Invalid value" }] };
    return { ok: true, value };
  } catch (error) {
    return { ok: false, issues: [{ path: "", message: error instanceof Error ? error.message : "decoding failed" }] };
  }
}

function decode(shape: AnswerShape, data: unknown, path: Path, issues: ShapeIssue[]): Step {
  switch (shape.kind) {
    case "string":
      return typeof data === "string" ? data : fail(issues, path, "a string", data);
    case "finite":
      return typeof data === "number" && Number.isFinite(data) ? data : fail(issues, path, "a finite number", data);
    case "boolean":
      return typeof data === "boolean" ? data : fail(issues, path, "a boolean", data);
    case "null":
      return data === null ? data : fail(issues, path, "null", data);
    case "literals":
      return shape.values.some((literal) => literal === data) ? data : fail(issues, path, shape.values.map((v) => JSON.stringify(v)).join(" | "), data);
    case "array": {
      if (!Array.isArray(data)) return fail(issues, path, "an array", data);
      const out: unknown[] = [];
      let failed = false;
      for (let index = 0; index < data.length; index++) {
        const item = decode(shape.item, data[index], { up: path, key: index }, issues);
        if (item === FAILED) failed = true;
        else out.push(item);
      }
      return failed ? FAILED : out;
    }
    case "struct": {
      if (typeof data !== "object" || data === null || Array.isArray(data)) return fail(issues, path, "an object", data);
      const out: Record<string, unknown> = {};
      let failed = false;
      for (const field of shape.fields) {
        const present = field.key === "__proto__" ? Object.prototype.hasOwnProperty.call(data, field.key) : field.key in data;
        if (!present) {
          if (field.optional !== true) {
            issues.push({ path: join({ up: path, key: field.key }), message: "Missing key" });
            failed = true;
          }
          continue;
        }
        const value = decode(field.shape, Reflect.get(data, field.key), { up: path, key: field.key }, issues);
        if (value === FAILED) failed = true;
        else if (field.key === "__proto__") Object.defineProperty(out, field.key, { value, writable: true, enumerable: true, configurable: true });
        else out[field.key] = value;
      }
      return failed ? FAILED : out;
    }
    case "union": {
      const memberIssues: ShapeIssue[] = [];
      for (const member of shape.members) {
        const tried: ShapeIssue[] = [];
        const value = decode(member, data, path, tried);
        if (value !== FAILED && tried.length === 0) return value;
        for (const issue of tried) memberIssues.push(issue);
      }
      if (memberIssues.length === 0) memberIssues.push({ path: join(path), message: "Expected one of the union's members" });
      for (const issue of memberIssues) issues.push(issue);
      return FAILED;
    }
  }
}

function fail(issues: ShapeIssue[], path: Path, expected: string, data: unknown): typeof FAILED {
  issues.push({ path: join(path), message: `Expected ${expected}, got ${describe(data)}` });
  return FAILED;
}

function join(path: Path): string {
  const keys: string[] = [];
  for (let at = path; at !== null; at = at.up) keys.push(String(at.key));
  return keys.reverse().join(".");
}

function describe(data: unknown): string {
  if (data === null) return "null";
  if (Array.isArray(data)) return "an array";
  switch (typeof data) {
    case "string":
      return JSON.stringify(data.length > 40 ? `${data.slice(0, 40)}…` : data);
    case "number":
    case "boolean":
    case "undefined":
      return String(data);
    default:
      return typeof data;
  }
}
