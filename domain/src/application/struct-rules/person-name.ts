/** The `personName` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { personNameProblem } from "../../formats/person-name";
import type { StructRuleCheck } from "../form-struct-rules";
import { textOf } from "./text-of";

/**
 * The name at `name` fits the identity type at `type` (`personNameProblem`, customer report 2 G2: a passport name may
 * have single spaces between letters, an identity card's none), as a name or, with `kind` "insuredName", an insured's
 * name; a blank name is left to its required rule.
 */
export const personName: StructRuleCheck<"personName"> = (rule, form) => {
  const problem = personNameProblem(textOf(form, rule.name), textOf(form, rule.type), rule.kind);
  return problem === null ? [] : [{ path: rule.name, key: problem }];
};
