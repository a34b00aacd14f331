/** The `invoiceBuyer` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { isEnterpriseName, isName } from "../../formats/names";
import type { StructRuleCheck, StructRuleProblem } from "../form-struct-rules";
import { nameFault } from "./name-fault";
import { textOf } from "./text-of";

/** Enterprise buyer (03): an enterprise name and a taxpayer number; a personal buyer (05): a personal name. */
export const invoiceBuyer: StructRuleCheck<"invoiceBuyer"> = (rule, form) => {
  const name = textOf(form, rule.name);
  if (form[rule.custtype] !== "03") return isName(name) ? [] : [{ path: rule.name, key: nameFault("name", name) }];
  const problems: StructRuleProblem[] = [];
  if (!isEnterpriseName(name)) problems.push({ path: rule.name, key: nameFault("enterpriseName", name) });
  const taxNo = form[rule.taxNo];
  if (taxNo === undefined || textOf(form, rule.taxNo) === "") problems.push({ path: rule.taxNo, key: "required" });
  return problems;
};
