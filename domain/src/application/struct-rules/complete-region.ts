/** The `completeRegion` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { isRegionPicked } from "../region-picker";
import type { StructRuleCheck } from "../form-struct-rules";
import { textOf } from "./text-of";

/** Province, city and district are each picked (the picker offers only the table's entries), else `schema.region` at district. */
export const completeRegion: StructRuleCheck<"completeRegion"> = (rule, form) =>
  isRegionPicked({ province: textOf(form, rule.province), city: textOf(form, rule.city), district: textOf(form, rule.district) })
    ? []
    : [{ path: rule.district, key: "schema.region" }];
