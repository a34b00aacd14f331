/** The `insuredWhenOther` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { identityNumberProblem } from "../../schemas/identity-number";
import type { StructRuleCheck, StructRuleProblem } from "../form-struct-rules";
import { textOf } from "./text-of";

/** Unless `forWhom` is "self", `name` and `number` are required and `number` fits `type`. */
export const insuredWhenOther: StructRuleCheck<"insuredWhenOther"> = (rule, form) => {
  if (form[rule.forWhom] === "self") return [];
  const problems: StructRuleProblem[] = [];
  if (textOf(form, rule.name).trim() === "") problems.push({ path: rule.name, key: "required" });
  if (textOf(form, rule.number).trim() === "") problems.push({ path: rule.number, key: "required" });
  else {
    const problem = identityNumberProblem(textOf(form, rule.type), textOf(form, rule.number));
    if (problem !== null) problems.push({ path: rule.number, key: problem });
  }
  return problems;
};
