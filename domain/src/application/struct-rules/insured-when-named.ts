/** The `insuredWhenNamed` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { personNameProblem } from "../../formats/person-name";
import { identityNumberProblem } from "../../schemas/identity-number";
import type { StructRuleCheck, StructRuleProblem } from "../form-struct-rules";
import { textOf } from "./text-of";

/**
 * When `insured` is "named" (the card covers a named person): `relationship` is picked, `name` is an insured's name
 * (CJK or letters, `insuredName`; single spaces between letters for a foreign document, `personNameProblem`), and `number` is given and fits `type` — each with its exact fault. Otherwise
 * nothing is asked.
 */
export const insuredWhenNamed: StructRuleCheck<"insuredWhenNamed"> = (rule, form) => {
  if (form[rule.insured] !== "named") return [];
  const problems: StructRuleProblem[] = [];
  if (textOf(form, rule.relationship).trim() === "") problems.push({ path: rule.relationship, key: "required" });
  const name = textOf(form, rule.name);
  if (name.trim() === "") problems.push({ path: rule.name, key: "required" });
  else {
    // a passport name may have single spaces (customer report 2 G2)
    const fault = personNameProblem(name, textOf(form, rule.type), "insuredName");
    if (fault !== null) problems.push({ path: rule.name, key: fault });
  }
  if (textOf(form, rule.number).trim() === "") problems.push({ path: rule.number, key: "required" });
  else {
    const problem = identityNumberProblem(textOf(form, rule.type), textOf(form, rule.number));
    if (problem !== null) problems.push({ path: rule.number, key: problem });
  }
  return problems;
};
