/** The `identityLastSix` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { identityNumberLastSixProblem } from "../../schemas/identity-number";
import type { StructRuleCheck } from "../form-struct-rules";
import { textOf } from "./text-of";

/** `number` can be the last six of a number of `type` (`identityNumberLastSixProblem`; blank is `required`'s), else its key at `number`. */
export const identityLastSix: StructRuleCheck<"identityLastSix"> = (rule, form) => {
  const problem = identityNumberLastSixProblem(textOf(form, rule.type), textOf(form, rule.number));
  return problem === null ? [] : [{ path: rule.number, key: problem }];
};
