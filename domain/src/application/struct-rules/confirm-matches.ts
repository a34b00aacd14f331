/** The `confirmMatches` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import type { StructRuleCheck } from "../form-struct-rules";

/** `confirm` equals `password`, else `schema.confirmMismatch` at `confirm`. */
export const confirmMatches: StructRuleCheck<"confirmMatches"> = (rule, form) =>
  form[rule.confirm] === form[rule.password] ? [] : [{ path: rule.confirm, key: "schema.confirmMismatch" }];
