/**
 * The rules over several fields of a form (`StructRule` of `form-check.ts`), one module per rule id under
 * `struct-rules/`. A generated form shape (`form-shapes/*.generated.ts`) imports exactly the rules it uses, so a form route ships the
 * identity validators or the region table only when its form checks them; {@link STRUCT_RULE_CHECKS} (every rule,
 * by id) and {@link structRuleProblems} are for the Schema helpers (`schemas/fields.ts`) and the shape compiler.
 *
 * Each rule gives its problems over `form` (path and message key), never at the empty path, and may throw on
 * values of the wrong type (`checkForm` reports that as one issue at "").
 */
import type { FormField, FormShape, StructRule } from "./form-check";
import { FORM_FORMATS, type FormFormats } from "./form-formats";
import { confirmMatches } from "./struct-rules/confirm-matches";
import { differsFrom } from "./struct-rules/differs-from";
import { identityNumber } from "./struct-rules/identity-number";
import { identityLastSix } from "./struct-rules/identity-last-six";
import { completeRegion } from "./struct-rules/complete-region";
import { insuredWhenNamed } from "./struct-rules/insured-when-named";
import { holderName } from "./struct-rules/holder-name";
import { invoiceBuyer } from "./struct-rules/invoice-buyer";
import { differentPeople } from "./struct-rules/different-people";
import { personName } from "./struct-rules/person-name";
import { insuredAge } from "./struct-rules/insured-age";

/** One problem a struct rule finds: the field path and the message key. */
export interface StructRuleProblem {
  path: string;
  key: string;
}

/** The check of a struct rule of id `I`. */
export type StructRuleCheck<I extends StructRule["id"] = StructRule["id"]> = (
  rule: Extract<StructRule, { readonly id: I }>,
  form: Readonly<Record<string, unknown>>,
) => StructRuleProblem[];

/** Some struct rule checks by id: those a form shape's struct rules use. */
export type StructRuleChecks = { readonly [I in StructRule["id"]]?: StructRuleCheck<I> };

type Form = Readonly<Record<string, unknown>>;

/**
 * Every struct rule check, by id.
 * @example STRUCT_RULE_CHECKS.confirmMatches({ id: "confirmMatches", password: "a", confirm: "b" }, { a: "x", b: "y" }) // [{ path: "b", … }]
 */
export const STRUCT_RULE_CHECKS = {
  confirmMatches,
  differsFrom,
  identityNumber,
  identityLastSix,
  completeRegion,
  insuredWhenNamed,
  holderName,
  invoiceBuyer,
  differentPeople,
  personName,
  insuredAge,
} as const satisfies Required<StructRuleChecks>;

/**
 * The problems of `rule` over `form` with the check `checks` hold for its id; throws when they hold none (a shape
 * built without its rule's check) or, like the rule, on values of the wrong type.
 * @example runStructRule({ confirmMatches }, { id: "confirmMatches", password: "a", confirm: "b" }, { a: "x", b: "x" }) // []
 */
export function runStructRule(checks: StructRuleChecks, rule: StructRule, form: Form): StructRuleProblem[] {
  // the table maps each id to the check of that id's rule, which TypeScript cannot relate through a union
  const check = checks[rule.id] as ((rule: StructRule, form: Form) => StructRuleProblem[]) | undefined;
  if (check === undefined) throw new Error(`form shape without the check of its ${rule.id} rule`);
  return check(rule, form);
}

/**
 * A struct rule's problems over `form` (path and key); never empty-pathed. May throw on values of the wrong type.
 * @example structRuleProblems({ id: "confirmMatches", password: "a", confirm: "b" }, { a: "x", b: "y" }) // [{ path: "b", key: "schema.confirmMismatch" }]
 */
export function structRuleProblems(rule: StructRule, form: Form): StructRuleProblem[] {
  return runStructRule(STRUCT_RULE_CHECKS, rule, form);
}

/**
 * A complete form shape for `fields` and `rules`: with the formats and struct rule checks they use (taken from
 * the full tables; the generated shapes import theirs one by one instead).
 * @example formShapeOf([{ key: "mobile", kind: "text", rules: [{ id: "format", format: "mobile", key: "mobile" }] }], []).formats // { mobile }
 */
export function formShapeOf(fields: readonly FormField[], rules: readonly StructRule[]): FormShape {
  const formats: Partial<Record<keyof typeof FORM_FORMATS, (input: string) => boolean>> = {};
  for (const field of fields) {
    if (field.kind === "choice") continue;
    for (const rule of field.rules) if (rule.id === "format") formats[rule.format] = FORM_FORMATS[rule.format];
  }
  const structRules: Partial<Record<StructRule["id"], unknown>> = {};
  for (const rule of rules) structRules[rule.id] = STRUCT_RULE_CHECKS[rule.id];
  // each id was given the check of that id (STRUCT_RULE_CHECKS), which TypeScript cannot relate through a union
  return { fields, rules, formats: formats satisfies FormFormats, structRules: structRules as StructRuleChecks };
}
