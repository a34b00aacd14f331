/** The `differentPeople` struct rule of the forms (see `form-struct-rules.ts`); a form shape imports it only when its form has the rule. */
import type { StructRuleCheck } from "../form-struct-rules";
import { textOf } from "./text-of";

/** The identity number as a person's key: trimmed, the ID card's check letter in either case. */
const personKey = (number: string): string => number.trim().toUpperCase();

/**
 * One person is insured once: the identity number at `second` differs from the one at `first` (trimmed, the
 * check letter X in either case), else `schema.insuredTwice` at `second`. An empty number is another rule's.
 */
export const differentPeople: StructRuleCheck<"differentPeople"> = (rule, form) => {
  const second = personKey(textOf(form, rule.second));
  return second !== "" && second === personKey(textOf(form, rule.first)) ? [{ path: rule.second, key: "schema.insuredTwice" }] : [];
};
