/** The `holderName` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import { isEnterpriseName, isName } from "../../formats/names";
import { ENTERPRISE_IDENTITY_TYPES } from "../../schemas/identity-number";
import type { StructRuleCheck } from "../form-struct-rules";
import { nameFault } from "./name-fault";
import { textOf } from "./text-of";

/** An enterprise name for an enterprise identity `type`, else a personal name of at most `personalMax`, at `name`. */
export const holderName: StructRuleCheck<"holderName"> = (rule, form) => {
  const name = textOf(form, rule.name);
  if (ENTERPRISE_IDENTITY_TYPES.includes(textOf(form, rule.type))) return isEnterpriseName(name) ? [] : [{ path: rule.name, key: nameFault("enterpriseName", name) }];
  if (!isName(name)) return [{ path: rule.name, key: nameFault("name", name) }];
  return name.length <= rule.personalMax ? [] : [{ path: rule.name, key: `tooLong:${rule.personalMax}` }];
};
