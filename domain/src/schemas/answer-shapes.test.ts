/**
 * The browser's effect-free answer decoder (`decodeShape` over `ANSWER_SHAPES`) is the answer Schemas':
 * (a) the committed generated shapes equal the shapes compiled from `GATEWAY_CONTRACTS` now (no drift);
 * (b) per call, `decodeShape` and effect's `decodeAnswer` agree on ok/not-ok and on the decoded value, for
 *     values effect's own arbitrary builds from the Schema and for mutated and hostile values.
 * With `ANSWER_SHAPES_WRITE=1` (`npm run gen:shapes -w domain`) (a) rewrites the generated file instead.
 */
import { existsSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import * as Arbitrary from "effect/Arbitrary";
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeShape, type AnswerShape } from "../gateway/answer-shape";
import { ANSWER_SHAPES } from "../gateway/answer-shapes.generated";
import { GATEWAY_CATALOGUE, type GatewayCallName } from "../gateway/catalogue";
import { AnswerShapeError, answerShapeOfAst, renderAnswerShapesModule } from "./answer-shape-ast";
import { GATEWAY_CONTRACTS, decodeAnswer } from "./contracts";

const NAMES = Object.keys(GATEWAY_CATALOGUE).filter((name): name is GatewayCallName => Object.prototype.hasOwnProperty.call(GATEWAY_CONTRACTS, name));
const GENERATED = fileURLToPath(new URL("../gateway/answer-shapes.generated.ts", import.meta.url));
const REGENERATE = "npm run gen:shapes -w domain";

const compiled = (): Record<string, AnswerShape> => Object.fromEntries(NAMES.map((name) => [name, answerShapeOfAst(GATEWAY_CONTRACTS[name].answer.ast, name)]));

describe("ANSWER_SHAPES (generated)", () => {
  it("covers every catalogue call", () => {
    expect(NAMES).toHaveLength(Object.keys(GATEWAY_CATALOGUE).length);
    expect(Object.keys(ANSWER_SHAPES).sort()).toEqual([...NAMES].sort());
  });

  it("equals the shapes compiled from the answer Schemas now", () => {
    const shapes = compiled();
    if (process.env["ANSWER_SHAPES_WRITE"] === "1") {
      writeFileSync(GENERATED, renderAnswerShapesModule(shapes));
      return;
    }
    for (const name of NAMES) {
      expect(ANSWER_SHAPES[name], `${name}: the generated shapes are stale; run \`${REGENERATE}\``).toStrictEqual(shapes[name]);
    }
  });
});

describe("answerShapeOfAst", () => {
  it("compiles the structural nodes", () => {
    const schema = Schema.Struct({
      s: Schema.String,
      n: Schema.Finite,
      b: Schema.Boolean,
      z: Schema.Null,
      l: Schema.Literals(["a", "b"]),
      a: Schema.mutable(Schema.Array(Schema.String)),
      o: Schema.optionalKey(Schema.Struct({ x: Schema.String })),
      u: Schema.Union([Schema.String, Schema.Finite]),
    });
    expect(answerShapeOfAst(schema.ast)).toStrictEqual({
      kind: "struct",
      fields: [
        { key: "s", shape: { kind: "string" } },
        { key: "n", shape: { kind: "finite" } },
        { key: "b", shape: { kind: "boolean" } },
        { key: "z", shape: { kind: "null" } },
        { key: "l", shape: { kind: "literals", values: ["a", "b"] } },
        { key: "a", shape: { kind: "array", item: { kind: "string" } } },
        { key: "o", shape: { kind: "struct", fields: [{ key: "x", shape: { kind: "string" } }] }, optional: true },
        { key: "u", shape: { kind: "union", members: [{ kind: "string" }, { kind: "finite" }] } },
      ],
    });
  });

  it.each([
    ["a filter", Schema.Struct({ x: Schema.String.check(Schema.isMinLength(1)) }), "x"],
    ["a plain Number (accepts NaN)", Schema.Struct({ x: Schema.Number }), "x"],
    ["a filter on a finite", Schema.Struct({ x: Schema.Finite.check(Schema.isInt()) }), "x"],
    ["a struct check", Schema.Struct({ x: Schema.String }).check(Schema.makeFilter(() => true)), ""],
    ["a transformation", Schema.Struct({ x: Schema.NumberFromString }), "x"],
    ["optional (undefined allowed)", Schema.Struct({ x: Schema.optional(Schema.String) }), "x"],
    ["a record", Schema.Record(Schema.String, Schema.String), ""],
    ["a tuple", Schema.Tuple([Schema.String]), ""],
    ["unknown", Schema.Struct({ x: Schema.Unknown }), "x"],
    ["a oneOf union", Schema.Union([Schema.String, Schema.Finite], { mode: "oneOf" }), ""],
  ])("fails on %s (never drops a rule silently)", (_, schema, path) => {
    expect(() => answerShapeOfAst(schema.ast)).toThrow(AnswerShapeError);
    try {
      answerShapeOfAst(schema.ast);
    } catch (error) {
      expect(error instanceof AnswerShapeError && error.path).toBe(path);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// (b) agreement with effect
// ---------------------------------------------------------------------------------------------------------

const HOSTILE: readonly unknown[] = [null, undefined, 0, -0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "", "x", "9", true, false, [], [1], {}, { a: 1 }, "zz"];

/** Every path inside `value` (objects' keys, arrays' indexes), the root included as []. */
function pathsOf(value: unknown, at: readonly (string | number)[] = [], out: (readonly (string | number)[])[] = []): (readonly (string | number)[])[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...at, index], out));
  else if (typeof value === "object" && value !== null) for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], out);
  return out;
}

type Mutation = { readonly pick: number; readonly op: "replace" | "delete" | "extra" | "wrap"; readonly hostile: number };

/** `value` changed at one path: replaced by a hostile value, key deleted, extra key added, wrapped in an array. */
function mutate(value: unknown, mutation: Mutation): unknown {
  const copy: unknown = structuredClone(value);
  const paths = pathsOf(copy);
  const path = paths[mutation.pick % paths.length] ?? [];
  const replacement = HOSTILE[mutation.hostile % HOSTILE.length];
  if (path.length === 0) {
    if (mutation.op === "wrap") return [copy];
    if (mutation.op === "extra" && typeof copy === "object" && copy !== null && !Array.isArray(copy)) return { ...copy, extraKey: replacement };
    return replacement;
  }
  let parent: unknown = copy;
  for (const step of path.slice(0, -1)) parent = typeof parent === "object" && parent !== null ? Reflect.get(parent, step) : undefined;
  const key = path[path.length - 1] ?? "";
  if (typeof parent !== "object" || parent === null) return copy;
  const current: unknown = Reflect.get(parent, key);
  switch (mutation.op) {
    case "replace":
      Reflect.set(parent, key, replacement);
      break;
    case "delete":
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else Reflect.deleteProperty(parent, key);
      break;
    case "extra":
      if (typeof current === "object" && current !== null && !Array.isArray(current)) Reflect.set(current, "extraKey", replacement);
      else Reflect.set(parent, key, replacement);
      break;
    case "wrap":
      Reflect.set(parent, key, [current]);
      break;
  }
  return copy;
}

function agree(name: GatewayCallName, data: unknown): void {
  const theirs = decodeAnswer(name, data);
  const ours = decodeShape(ANSWER_SHAPES[name], data);
  expect(ours.ok, `${name}: ok of ${JSON.stringify(data)}`).toBe(theirs.ok);
  if (ours.ok && theirs.ok) expect(ours.value, name).toStrictEqual(theirs.value);
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  pick: fc.nat(),
  op: fc.constantFrom("replace" as const, "delete" as const, "extra" as const, "wrap" as const),
  hostile: fc.nat(),
});
const jsonArb = fc.jsonValue({ maxDepth: 3 });

describe("decodeShape agrees with effect's decodeAnswer", () => {
  it.each(NAMES)("%s", (name) => {
    const schema = GATEWAY_CONTRACTS[name].answer;
    const valid = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count: 4, seed: name }));
    expect(valid.length).toBeGreaterThan(0);
    for (const value of valid) {
      expect(decodeShape(ANSWER_SHAPES[name], value).ok, `${name}: effect's own value ${JSON.stringify(value)}`).toBe(true);
      agree(name, value);
      // extra keys everywhere are dropped alike
      agree(name, mutate(value, { pick: 0, op: "extra", hostile: 5 }));
    }
    fc.assert(
      fc.property(fc.constantFrom(...valid), fc.array(mutationArb, { minLength: 1, maxLength: 3 }), (value, mutations) => {
        agree(name, mutations.reduce<unknown>((current, mutation) => mutate(current, mutation), value));
      }),
      { numRuns: 25, seed: 7 },
    );
    fc.assert(
      fc.property(jsonArb, (value) => agree(name, value)),
      { numRuns: 5, seed: 11 },
    );
    for (const value of HOSTILE) agree(name, value);
  });

  it("agree on inherited keys, an own __proto__ key, sparse arrays and arrays with extra properties", () => {
    const inherited: unknown = Object.create({ url: "u" });
    const ownProto: unknown = JSON.parse('{"__proto__": {"url": "u"}, "fileName": "f"}');
    agree("download", inherited);
    agree("download", ownProto);
    agree("download", Object.assign(Object.create(null), { url: "u" }));
    // eslint-disable-next-line no-sparse-arrays -- a hole is what is tested
    agree("selectProblem", [, { id: "1", prpdCode: "p", question: "q", answer: "a" }]);
    agree("prpdCode", Object.assign([{ prpdCode: "p", prpdName: "n" }], { extra: 1 }));
  });
});

describe("decodeShape", () => {
  it("keeps the shape's keys in the shape's order, drops the others, copies arrays", () => {
    const shape: AnswerShape = {
      kind: "struct",
      fields: [
        { key: "a", shape: { kind: "string" } },
        { key: "list", shape: { kind: "array", item: { kind: "finite" } } },
        { key: "o", shape: { kind: "boolean" }, optional: true },
      ],
    };
    const list = [1, 2];
    const decoded = decodeShape(shape, { extra: 1, list, a: "x" });
    expect(decoded).toStrictEqual({ ok: true, value: { a: "x", list: [1, 2] } });
    if (decoded.ok) expect(Reflect.get(decoded.value as object, "list")).not.toBe(list);
  });

  it("reports every issue with its path", () => {
    const shape: AnswerShape = {
      kind: "struct",
      fields: [
        { key: "a", shape: { kind: "string" } },
        { key: "list", shape: { kind: "array", item: { kind: "literals", values: ["1", "2"] } } },
      ],
    };
    const decoded = decodeShape(shape, { list: ["1", "3"] });
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.issues.map((issue) => issue.path)).toEqual(["a", "list.1"]);
  });

  it("never throws: a throwing getter is an issue at the root", () => {
    const shape: AnswerShape = { kind: "struct", fields: [{ key: "a", shape: { kind: "string" } }] };
    const hostile = Object.defineProperty({}, "a", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(decodeShape(shape, hostile)).toStrictEqual({ ok: false, issues: [{ path: "", message: "boom" }] });
  });

  it("reads only as deep as the shape: a deeply nested input does not exhaust the stack", () => {
    let deep: unknown = "x";
    for (let level = 0; level < 100_000; level++) deep = { a: deep };
    const shape: AnswerShape = { kind: "struct", fields: [{ key: "a", shape: { kind: "struct", fields: [] } }] };
    expect(decodeShape(shape, deep)).toStrictEqual({ ok: true, value: { a: {} } });
  });

  // its time (linear) is a budget of `npm run bench` (bench/timing.budget.ts)
  it("decodes a list of 100,000 entries", () => {
    const shape: AnswerShape = { kind: "array", item: { kind: "struct", fields: [{ key: "a", shape: { kind: "string" } }] } };
    const long = Array.from({ length: 100_000 }, (_, index) => ({ a: String(index) }));
    const decoded = decodeShape(shape, long);
    expect(decoded.ok && Array.isArray(decoded.value) ? decoded.value.length : 0).toBe(100_000);
  });
});

// The browser's side: decoding from the BUILT package root brings no effect (cf. package.test.ts) and stays small.
const built = existsSync(fileURLToPath(new URL("../../dist/index.js", import.meta.url)));

describe.skipIf(!built)("the built root's decoder", () => {
  it("carries no effect code and stays small", async () => {
    const result = await build({
      stdin: {
        contents: 'import { decodeShape, ANSWER_SHAPES } from "@micromall/domain"; console.log(decodeShape(ANSWER_SHAPES.login, null));',
        resolveDir: fileURLToPath(new URL("../../..", import.meta.url)),
        loader: "js",
      },
      bundle: true,
      minify: true,
      write: false,
      metafile: true,
      format: "esm",
      platform: "browser",
      logLevel: "silent",
    });
    const text = result.outputFiles[0]?.text ?? "";
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.includes("domain/dist/gateway") || input.includes("domain/dist/chunk-"))).toBe(true);
    expect(inputs.filter((input) => input.includes("node_modules/effect"))).toEqual([]);
    for (const marker of ["~effect/", "SchemaError", "MissingKey"]) expect(text).not.toContain(marker);
    // measured 4.0 KB gzip -9 (shapes of 122 calls ~3.1 KB + decoder ~1 KB); effect's Schema core alone is ~24 KB
    expect(gzipSync(text, { level: 9 }).length).toBeLessThan(6_000);
  });
});
