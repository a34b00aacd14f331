/** The `completeRegion` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { isCompleteRegion } from "../region-picker";
import type { StructRuleCheck } from "../form-struct-rules";
import { textOf } from "./text-of";

/** Province, city and district are a complete pick, else `schema.region` at district. */
export const completeRegion: StructRuleCheck<"completeRegion"> = (rule, form) =>
  isCompleteRegion({ province: textOf(form, rule.province), city: textOf(form, rule.city), district: textOf(form, rule.district) })
    ? []
    : [{ path: rule.district, key: "schema.region" }];
