/** The `differsFrom` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import type { StructRuleCheck } from "../form-struct-rules";

/** `field` differs from `current`, else `key` at `field`. */
export const differsFrom: StructRuleCheck<"differsFrom"> = (rule, form) => (form[rule.field] === form[rule.current] ? [{ path: rule.field, key: rule.key }] : []);
