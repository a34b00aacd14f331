/**
 * Compiles a form Schema's AST into the effect-free {@link FormShape} of the package root
 * (`application/form-check.ts`). Used by the generator of `application/form-shapes.generated.ts`
 * (`npm run gen:shapes -w domain`) and by the test that keeps that file equal to the Schemas.
 *
 * Strict by design: every filter must carry a known `formRule` annotation (the `fields.ts` helpers add it), and
 * any node, check or option it cannot express exactly throws ({@link FormShapeError}), so a rule added to a form
 * Schema is never silently dropped in the browser. Compiled: a `Struct` of `String` (with rule filters),
 * `Boolean` (with rule filters) and string `Literal`/`Literals` fields, `optionalKey` fields, and struct filters
 * with struct rules. The `required` rule must be an aborting filter and every other rule a non-aborting one
 * (`checkForm` stops a field's rules after `required` only).
 */
import * as SchemaAST from "effect/SchemaAST";
import type { FormField, FormFormat, FormRule, FormShape, StructRule } from "../application/form-check";
import { FORM_FORMATS } from "../application/form-formats";
import { formShapeOf } from "../application/form-struct-rules";

/** Thrown for an AST the compiler cannot express exactly; `path` says where. */
export class FormShapeError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`cannot compile the form Schema at "${path}": ${reason}`);
    this.name = "FormShapeError";
  }
}

const FIELD_RULES: Readonly<Record<FormRule["id"], readonly string[]>> = {
  required: [],
  format: ["format", "key"],
  maxLength: ["max"],
  notParam: ["param", "key"],
  accepted: ["key"],
};

const STRUCT_RULES: Readonly<Record<StructRule["id"], readonly string[]>> = {
  confirmMatches: ["password", "confirm"],
  differsFrom: ["field", "current", "key"],
  identityNumber: ["type", "number"],
  identityLastSix: ["type", "number"],
  completeRegion: ["province", "city", "district"],
  insuredWhenNamed: ["insured", "name", "type", "number", "relationship"],
  holderName: ["type", "name", "personalMax"],
  invoiceBuyer: ["custtype", "name", "taxNo"],
  differentPeople: ["first", "second"],
  personName: ["type", "name", "kind"],
  insuredAge: ["type", "number", "birthday", "start", "min", "max"],
};

/**
 * The shape of a form Schema's AST. Throws {@link FormShapeError} on anything it cannot compile.
 * @example formShapeOfAst(LoginFormSchema.ast) // { fields: [{ key: "mobile", kind: "text", rules: [{ id: "required" }, …] }, …], rules: [] }
 */
export function formShapeOfAst(ast: SchemaAST.AST): FormShape {
  noEncoding(ast, "");
  if (!SchemaAST.isObjects(ast)) throw new FormShapeError("", `a form is a Struct, not ${ast._tag}`);
  if (ast.indexSignatures.length !== 0) throw new FormShapeError("", "index signatures");
  const fields = ast.propertySignatures.map((property): FormField => {
    const key = property.name;
    if (typeof key !== "string") throw new FormShapeError("", "a key that is not a string");
    const field = fieldOf(key, property.type);
    return SchemaAST.isOptional(property.type) ? { ...field, optional: true } : field;
  });
  const rules = (ast.checks ?? []).map((check) => structRuleOf(check));
  return formShapeOf(fields, rules);
}

function noEncoding(ast: SchemaAST.AST, path: string): void {
  if (ast.encoding !== undefined) throw new FormShapeError(path, `${ast._tag} has an encoding (a transformation)`);
  if (ast.annotations !== undefined && "parseOptions" in ast.annotations) throw new FormShapeError(path, `${ast._tag} carries parseOptions`);
  if (SchemaAST.isObjects(ast) && ast.encodingChecks !== undefined) throw new FormShapeError(path, "encoding checks");
}

function fieldOf(key: string, ast: SchemaAST.AST): FormField {
  noEncoding(ast, key);
  if (SchemaAST.isString(ast)) return { key, kind: "text", rules: (ast.checks ?? []).map((check) => fieldRuleOf(check, key)) };
  if (SchemaAST.isBoolean(ast)) return { key, kind: "boolean", rules: (ast.checks ?? []).map((check) => fieldRuleOf(check, key)) };
  if (ast.checks !== undefined) throw new FormShapeError(key, `${ast._tag} has checks`);
  if (SchemaAST.isLiteral(ast)) return { key, kind: "choice", values: [stringLiteral(ast, key)] };
  if (SchemaAST.isUnion(ast) && ast.types.every(SchemaAST.isLiteral)) {
    return { key, kind: "choice", values: ast.types.map((member) => stringLiteral(member, key)) };
  }
  throw new FormShapeError(key, `unsupported field ${ast._tag}`);
}

function stringLiteral(ast: SchemaAST.Literal, path: string): string {
  noEncoding(ast, path);
  if (ast.checks !== undefined || typeof ast.literal !== "string") throw new FormShapeError(path, `a choice of string literals only (${String(ast.literal)})`);
  return ast.literal;
}

function annotationOf(check: SchemaAST.Check<unknown>, path: string): Readonly<Record<string, unknown>> {
  if (check._tag !== "Filter") throw new FormShapeError(path, `a ${check._tag} (only single filters compile)`);
  const rule: unknown = check.annotations === undefined ? undefined : Reflect.get(check.annotations, "formRule");
  if (typeof rule !== "object" || rule === null) throw new FormShapeError(path, "a filter without a formRule annotation");
  return rule as Readonly<Record<string, unknown>>;
}

function hasParams(rule: Readonly<Record<string, unknown>>, names: readonly string[], path: string): void {
  for (const name of names) {
    if (!(name in rule)) throw new FormShapeError(path, `the ${String(rule["id"])} rule lacks "${name}"`);
  }
}

function fieldRuleOf(check: SchemaAST.Check<unknown>, path: string): FormRule {
  const rule = annotationOf(check, path);
  const id = rule["id"];
  if (typeof id !== "string" || !Object.prototype.hasOwnProperty.call(FIELD_RULES, id)) throw new FormShapeError(path, `unknown field rule ${String(id)}`);
  hasParams(rule, FIELD_RULES[id as FormRule["id"]], path);
  if (check._tag === "Filter" && check.aborted !== (id === "required")) throw new FormShapeError(path, `the ${id} filter ${check.aborted ? "aborts" : "does not abort"}`);
  if (id === "format" && !Object.prototype.hasOwnProperty.call(FORM_FORMATS, String(rule["format"]))) throw new FormShapeError(path, `unknown format ${String(rule["format"])}`);
  return { ...rule } as FormRule & { readonly format?: FormFormat };
}

function structRuleOf(check: SchemaAST.Check<unknown>): StructRule {
  const rule = annotationOf(check, "");
  const id = rule["id"];
  if (typeof id !== "string" || !Object.prototype.hasOwnProperty.call(STRUCT_RULES, id)) throw new FormShapeError("", `unknown struct rule ${String(id)}`);
  hasParams(rule, STRUCT_RULES[id as StructRule["id"]], "");
  if (check._tag === "Filter" && check.aborted) throw new FormShapeError("", `the ${id} filter aborts`);
  return { ...rule } as StructRule;
}

/**
 * The name of the generated constant of a form's shape: `login` → `LOGIN_FORM_SHAPE`.
 * @example formShapeConstant("identityNumberQuery") // "IDENTITY_NUMBER_QUERY_FORM_SHAPE"
 */
export function formShapeConstant(name: string): string {
  return `${name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}_FORM_SHAPE`;
}

const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** The directory (under `application/`) of the generated per-form modules. */
export const FORM_SHAPES_DIR = "form-shapes";

/**
 * Where each format's validator is defined (module relative to `application/form-shapes/`, export name): a form's
 * module imports it from there, so a route ships the validators of its own form only. The drift test proves each
 * entry is `FORM_FORMATS`' function (the generated shapes, importing these, equal the compiled ones).
 */
const FORMAT_SOURCES: Readonly<Record<FormFormat, readonly [module: string, name: string]>> = {
  mobile: ["../../formats/mobile", "isMobile"],
  phone: ["../../formats/mobile", "isPhone"],
  email: ["../../formats/email", "isEmail"],
  name: ["../../formats/names", "isName"],
  insuredName: ["../../formats/names", "isInsuredName"],
  licensePlate: ["../../formats/license-plate", "isLicensePlate"],
  policyNumber: ["../../formats/reference-numbers", "isPolicyNumber"],
  proposalNumber: ["../form-codes", "isProposalNumber"],
  lookupCode: ["../form-codes", "isLookupCode"],
  engineNoLastSix: ["../form-codes", "isEngineNoLastSix"],
  cardNo: ["../form-codes", "isCardNo"],
  smsCode: ["../../formats/codes", "isSmsCode"],
  mallPassword: ["../../formats/mall-password", "isMallPassword"],
  postalCode: ["../../formats/codes", "isPostalCode"],
  creditCode: ["../../identity/credit-code", "isCreditCode"],
  benefitCode: ["../../benefits/benefits", "isBenefitCode"],
  isoDate: ["../../benefits/service-forms", "isIsoDate"],
  birthDate: ["../../calendar/birthday", "isBirthDate"],
  frameNumber: ["../../formats/frame-number", "isFrameNumber"],
  engineNumber: ["../../benefits/service-forms", "isEngineNumber"],
  enterpriseName: ["../../formats/names", "isEnterpriseName"],
  imei: ["../../formats/imei", "isImei"],
  imeiDigits: ["../../formats/imei", "isImeiDigits"],
  imeiCheckDigit: ["../../formats/imei", "isImeiCheckDigitRight"],
  // look-b (issue 10)
  flightNumber: ["../../formats/reference-numbers", "isFlightNumber"],
  freeText: ["../../formats/free-text", "isCleanFreeText"],
  // issue 21 "Fields and rules" (the application form)
  wholeDays: ["../product-form-rules", "isWholeDays"],
  boothDaysRange: ["../product-form-rules", "isBoothDaysInRange"],
  bankCard: ["../../formats/reference-numbers", "isBankCard"],
};

const HEADER = [
  "// GENERATED by `npm run gen:shapes -w domain` from the form Schemas (src/schemas/form-shapes.test.ts, FORM_SCHEMAS). Do not",
  "// edit: change the form Schemas and regenerate; src/schemas/form-shapes.test.ts fails while this file is stale.",
];

function renderFormModule(name: string, shape: FormShape): string {
  const byModule = new Map<string, string[]>();
  const formatEntries: string[] = [];
  for (const id of Object.keys(shape.formats) as FormFormat[]) {
    const [module, exported] = FORMAT_SOURCES[id];
    byModule.set(module, [...(byModule.get(module) ?? []), exported]);
    formatEntries.push(`${id}: ${exported}`);
  }
  const ruleIds = Object.keys(shape.structRules);
  for (const id of ruleIds) byModule.set(`../struct-rules/${kebab(id)}`, [id]);
  const imports = [...byModule.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => `import { ${[...new Set(names)].sort().join(", ")} } from "${module}";`);
  const objectOf = (entries: readonly string[]): string => (entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`);
  return [
    ...HEADER,
    'import type { FormShape } from "../form-check";',
    ...imports,
    "",
    `/** The shape of the \`${name}\` form (with only the validators it uses). */`,
    `export const ${formShapeConstant(name)} = {`,
    "  fields: [",
    ...shape.fields.map((field) => `    ${JSON.stringify(field)},`),
    "  ],",
    `  rules: [${shape.rules.length === 0 ? "]," : ""}`,
    ...(shape.rules.length === 0 ? [] : [...shape.rules.map((rule) => `    ${JSON.stringify(rule)},`), "  ],"]),
    `  formats: ${objectOf(formatEntries)},`,
    `  structRules: ${objectOf(ruleIds)},`,
    "} as const satisfies FormShape;",
    "",
  ].join("\n");
}

/**
 * The generated source files for `shapes` (one per form, by name), by path relative to `application/`: one module
 * per form (`form-shapes/<name>.generated.ts`, exporting {@link formShapeConstant}) importing exactly the
 * validators it uses from the modules that define them — one module each, so a route importing one constant ships
 * that shape and its validators only — and `form-shapes.generated.ts`, re-exporting every constant with
 * `FORM_SHAPES`, every shape by name (for domain and tests).
 * @example renderFormShapesModules({ login: formShapeOfAst(LoginFormSchema.ast) })["form-shapes/login.generated.ts"] // "// GENERATED …"
 */
export function renderFormShapesModules(shapes: Readonly<Record<string, FormShape>>): Record<string, string> {
  const files: Record<string, string> = {};
  const names = Object.keys(shapes);
  for (const name of names) files[`${FORM_SHAPES_DIR}/${kebab(name)}.generated.ts`] = renderFormModule(name, shapes[name] as FormShape);
  files["form-shapes.generated.ts"] = [
    ...HEADER,
    'import type { FormShape } from "./form-check";',
    ...names.map((name) => `import { ${formShapeConstant(name)} } from "./${FORM_SHAPES_DIR}/${kebab(name)}.generated";`),
    "",
    "export {",
    ...names.map((name) => `  ${formShapeConstant(name)},`),
    "};",
    "",
    "/**",
    " * The shape of every form Schema of `@micromall/domain/schemas`, compiled from its AST; check with",
    " * `checkForm(FORM_SHAPES[name], values)`, which agrees with `toFormSchema(<the Schema>)`. `changeMobile` takes the",
    " * runtime parameter `currentMobile`. A screen imports its form's own constant (`LOGIN_FORM_SHAPE`…) instead, so",
    " * its route ships only that shape and its validators.",
    ' * @example checkForm(FORM_SHAPES.login, { mobile: "13800138000", password: "x" }).ok // true',
    " */",
    "export const FORM_SHAPES = {",
    ...names.map((name) => `  ${name}: ${formShapeConstant(name)},`),
    "} as const satisfies Readonly<Record<string, FormShape>>;",
    "",
  ].join("\n");
  return files;
}
