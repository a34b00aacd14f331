/** The `holderName` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { isEnterpriseName } from "../../formats/names";
import { personNameProblem } from "../../formats/person-name";
import { ENTERPRISE_IDENTITY_TYPES } from "../../schemas/identity-number";
import type { StructRuleCheck } from "../form-struct-rules";
import { nameFault } from "./name-fault";
import { textOf } from "./text-of";

/**
 * An enterprise name for an enterprise identity `type`, else a personal name that fits the type (`personNameProblem`:
 * a passport name may have single spaces) of at most `personalMax`, at `name`.
 */
export const holderName: StructRuleCheck<"holderName"> = (rule, form) => {
  const name = textOf(form, rule.name);
  const type = textOf(form, rule.type);
  if (ENTERPRISE_IDENTITY_TYPES.includes(type)) return isEnterpriseName(name) ? [] : [{ path: rule.name, key: nameFault("enterpriseName", name) }];
  // a blank name is not a name either (this rule has always refused it here, the field's required names it first)
  const problem = name.trim() === "" ? "name" : personNameProblem(name, type);
  if (problem !== null) return [{ path: rule.name, key: problem }];
  return name.length <= rule.personalMax ? [] : [{ path: rule.name, key: `tooLong:${rule.personalMax}` }];
};
