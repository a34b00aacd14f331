/** The `insuredAge` struct rule of the application form (see `form-struct-rules.ts` and `../insured-age.ts`). */
import type { StructRuleCheck } from "../form-struct-rules";
import { insuredAgeFault, insuredAgeKey, personBirth } from "../insured-age";
import { textOf } from "./text-of";

/**
 * The insured's age on the cover's first day (`start`) is within `min`–`max`, else `insuredAge` (with the limits and
 * the age) at the identity number (type 01) or the birthday. When `self` is given and the insured's relationship is
 * the self code, the insured is the applicant: the applicant's fields are read, and the fault is named there.
 */
export const insuredAge: StructRuleCheck<"insuredAge"> = (rule, form) => {
  const person = rule.self !== undefined && textOf(form, rule.self.relationship) === rule.self.code ? rule.self : rule;
  const birth = personBirth(textOf(form, person.type), textOf(form, person.number), textOf(form, person.birthday), person);
  if (birth === null) return [];
  const limits = { min: rule.min, max: rule.max };
  const fault = insuredAgeFault(birth.birthDate, textOf(form, rule.start), limits);
  return fault === null ? [] : [{ path: birth.path, key: insuredAgeKey(limits, fault.age) }];
};
