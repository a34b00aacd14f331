/** The `identityNumber` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { identityNumberProblem } from "../../schemas/identity-number";
import type { StructRuleCheck } from "../form-struct-rules";
import { textOf } from "./text-of";

/** `number` fits `type` (`identityNumberProblem`), else its key at `number`. */
export const identityNumber: StructRuleCheck<"identityNumber"> = (rule, form) => {
  const problem = identityNumberProblem(textOf(form, rule.type), textOf(form, rule.number), rule.claim === true);
  return problem === null ? [] : [{ path: rule.number, key: problem }];
};
