/**
 * The form's insureds of pipe-joined insured lists, shared by the application form (`application-form.ts`: the
 * resizing) and the proposal moves (`application-proposal.ts`). Internal: not exported from the package root.
 */
import { dateTextWith } from "../calendar/plain-date-text";
import { INSURED_LIST_FIELDS, type InsuredLists } from "./insured-lists";
import { pipedEntry } from "./piped";

/** One insured of the form: its fields (the keys of `InsuredLists`) as texts. */
type InsuredFormEntry = Record<string, string>;

/**
 * The form's insureds of insured lists: entry `i` of each list as insured `i`'s field (birthdays `YYYY-MM-DD`).
 * @example formOfInsuredLists({ ...lists, insuredName: "张三|李四" }, 2)[1].insuredName // "李四"
 */
export function formOfInsuredLists(lists: InsuredLists, slots: number): InsuredFormEntry[] {
  return Array.from({ length: slots }, (_, index) => {
    const insured: InsuredFormEntry = {};
    for (const key of INSURED_LIST_FIELDS) {
      const entry = pipedEntry(lists[key], index);
      insured[key] = key === "insuredBirthday" ? dateTextWith(entry) || entry : entry;
    }
    return insured;
  });
}
