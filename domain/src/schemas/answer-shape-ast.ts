/**
 * Compiles an effect Schema AST into the effect-free {@link AnswerShape} of the package root
 * (`gateway/answer-shape.ts`). Used by the generator of `gateway/answer-shapes.generated.ts`
 * (`npm run gen:shapes -w domain`) and by the test that keeps that file equal to the Schemas.
 *
 * Strict by design: a node, check, encoding or decoding option it cannot express exactly throws
 * ({@link AnswerShapeError}), so a filter added to an answer Schema is never silently dropped by the browser's
 * decoder. Compiled: `String`, `Finite` (a `Number` whose only check is effect's `isFinite`), `Boolean`, `Null`,
 * `Literal`/`Literals`, arrays (`Array`, mutable or not), `Struct` with `optionalKey` fields, `Union` (default
 * "anyOf" mode). Rejected: any other node, any other check, any encoding (transformations), index signatures,
 * tuples, symbol keys, `optional` with `undefined`, `parseOptions` annotations, "oneOf" unions.
 */
import * as SchemaAST from "effect/SchemaAST";
import type { AnswerField, AnswerLiteral, AnswerShape } from "../gateway/answer-shape";

/** Thrown for an AST the compiler cannot express exactly; `path` says where. */
export class AnswerShapeError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`cannot compile the answer Schema at "${path}": ${reason}`);
    this.name = "AnswerShapeError";
  }
}

const FINITE_ID = "effect/schema/isFinite";

/**
 * The shape of an answer Schema's AST. Throws {@link AnswerShapeError} on anything it cannot compile.
 * @example answerShapeOfAst(Schema.Struct({ url: Schema.String }).ast) // { kind: "struct", fields: [{ key: "url", shape: { kind: "string" } }] }
 */
export function answerShapeOfAst(ast: SchemaAST.AST, path = ""): AnswerShape {
  if (ast.encoding !== undefined) throw new AnswerShapeError(path, `${ast._tag} has an encoding (a transformation)`);
  if (ast.annotations !== undefined && "parseOptions" in ast.annotations) throw new AnswerShapeError(path, `${ast._tag} carries parseOptions`);
  if (SchemaAST.isNumber(ast)) {
    if (ast.checks?.length === 1 && isFiniteCheck(ast.checks[0])) return { kind: "finite" };
    throw new AnswerShapeError(path, "a number must be Schema.Finite (exactly the isFinite check)");
  }
  if (ast.checks !== undefined) throw new AnswerShapeError(path, `${ast._tag} has checks (${ast.checks.length})`);
  if (SchemaAST.isString(ast)) return { kind: "string" };
  if (SchemaAST.isBoolean(ast)) return { kind: "boolean" };
  if (SchemaAST.isNull(ast)) return { kind: "null" };
  if (SchemaAST.isLiteral(ast)) return { kind: "literals", values: [literalOf(ast, path)] };
  if (SchemaAST.isArrays(ast)) {
    const item = ast.rest[0];
    if (ast.elements.length !== 0 || ast.rest.length !== 1 || item === undefined || ast.encodingChecks !== undefined) {
      throw new AnswerShapeError(path, "only plain arrays (no tuple elements, one rest element, no checks)");
    }
    return { kind: "array", item: answerShapeOfAst(item, `${path}[]`) };
  }
  if (SchemaAST.isObjects(ast)) {
    if (ast.indexSignatures.length !== 0 || ast.encodingChecks !== undefined) throw new AnswerShapeError(path, "index signatures or checks on a struct");
    return {
      kind: "struct",
      fields: ast.propertySignatures.map((property): AnswerField => {
        const key = property.name;
        if (typeof key !== "string") throw new AnswerShapeError(path, "a struct key that is not a string");
        const at = path === "" ? key : `${path}.${key}`;
        const shape = answerShapeOfAst(property.type, at);
        return SchemaAST.isOptional(property.type) ? { key, shape, optional: true } : { key, shape };
      }),
    };
  }
  if (SchemaAST.isUnion(ast)) {
    if (ast.options?.mode === "oneOf" || ast.encodingChecks !== undefined) throw new AnswerShapeError(path, "a oneOf union or a union with checks");
    const members = ast.types.map((member) => answerShapeOfAst(member, path));
    const literals: AnswerLiteral[] = [];
    for (const member of members) {
      if (member.kind !== "literals") return { kind: "union", members };
      literals.push(...member.values);
    }
    return { kind: "literals", values: literals };
  }
  throw new AnswerShapeError(path, `unsupported node ${ast._tag}`);
}

function isFiniteCheck(check: SchemaAST.Check<unknown> | undefined): boolean {
  if (check === undefined || check._tag !== "Filter" || check.aborted) return false;
  const representation: unknown = check.annotations === undefined ? undefined : Reflect.get(check.annotations, "representation");
  return typeof representation === "object" && representation !== null && Reflect.get(representation, "id") === FINITE_ID;
}

function literalOf(ast: SchemaAST.Literal, path: string): AnswerLiteral {
  const literal = ast.literal;
  if (typeof literal === "string" || typeof literal === "boolean") return literal;
  if (typeof literal === "number" && Number.isFinite(literal) && !Object.is(literal, -0)) return literal;
  throw new AnswerShapeError(path, `unsupported literal ${String(literal)}`);
}

/**
 * The source text of `gateway/answer-shapes.generated.ts` for `shapes` (one per call, in catalogue order).
 * Every struct, array and union is one `const`, shared wherever it recurs (the policy detail of six calls is
 * written once), children before parents.
 * @example renderAnswerShapesModule({ download: { kind: "struct", fields: [{ key: "url", shape: { kind: "string" } }] } }) // "// GENERATED …"
 */
export function renderAnswerShapesModule(shapes: Readonly<Record<string, AnswerShape>>): string {
  const names = new Map<string, string>();
  const consts: string[] = [];
  const primitives = new Set<string>();
  const primitive = (name: string, kind: string): string => {
    primitives.add(`const ${name}: AnswerShape = { kind: "${kind}" };`);
    return name;
  };
  const ref = (shape: AnswerShape): string => {
    switch (shape.kind) {
      case "string":
        return primitive("S", shape.kind);
      case "finite":
        return primitive("F", shape.kind);
      case "boolean":
        return primitive("B", shape.kind);
      case "null":
        return primitive("Z", shape.kind);
      case "literals":
        return `{ kind: "literals", values: ${JSON.stringify(shape.values)} }`;
      default: {
        const body = renderNode(shape, ref);
        const known = names.get(body);
        if (known !== undefined) return known;
        const name = `s${names.size}`;
        names.set(body, name);
        consts.push(`const ${name}: AnswerShape = ${body};`);
        return name;
      }
    }
  };
  const entries = Object.entries(shapes).map(([name, shape]) => `  ${name}: ${ref(shape)},`);
  return [
    "// GENERATED by `npm run gen:shapes -w domain` from GATEWAY_CONTRACTS (src/schemas/contracts.ts). Do not edit:",
    "// change the answer Schemas and regenerate; src/schemas/answer-shapes.test.ts fails while this file is stale.",
    'import type { AnswerShape } from "./answer-shape";',
    'import type { GatewayCallName } from "./catalogue";',
    "",
    ...[...primitives].sort(),
    ...consts,
    "",
    "/**",
    " * The shape of every call's answer, compiled from its effect Schema (`GATEWAY_CONTRACTS[name].answer`); decode",
    " * with `decodeShape(ANSWER_SHAPES[name], data)`, which agrees with `decodeAnswer(name, data)`.",
    ' * @example decodeShape(ANSWER_SHAPES.download, { url: "https://x/a.pdf" }).ok // true',
    " */",
    "export const ANSWER_SHAPES: { readonly [N in GatewayCallName]: AnswerShape } = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

function renderNode(shape: AnswerShape, ref: (shape: AnswerShape) => string): string {
  switch (shape.kind) {
    case "array":
      return `{ kind: "array", item: ${ref(shape.item)} }`;
    case "union":
      return `{ kind: "union", members: [${shape.members.map(ref).join(", ")}] }`;
    case "struct":
      return `{ kind: "struct", fields: [${shape.fields
        .map((field) => `{ key: ${JSON.stringify(field.key)}, shape: ${ref(field.shape)}${field.optional === true ? ", optional: true" : ""} }`)
        .join(", ")}] }`;
    default:
      return ref(shape);
  }
}
