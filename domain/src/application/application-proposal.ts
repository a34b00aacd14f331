/**
 * The moves between the application form and a proposal (spec §3, issue 21 "buy again"): the proposal fields of a
 * checked form ({@link proposalFields}, what `saveProposal` / `toNewProposa` take) and the form values of an old
 * proposal ({@link applicationFormOfProposal}). Apart from `application-form.ts` because only the submit and "buy
 * again" need them: the /inputInfo route's first view, which ships the form module, loads these on the customer's
 * action (size budget, issue 9 acceptance 4).
 */
import { dateTextWith } from "../calendar/plain-date-text";
import { formText, insuredKey, insuredListsOfForm, insuredSlots, type ApplicationFormConfig, type ApplicationFormValues, type InsuredFormEntry } from "./application-form";
import { HANDLER_CODE } from "./handler-code";
import { formOfInsuredLists } from "./insured-form-lists";
import { INSURED_LIST_FIELDS, type InsuredLists } from "./insured-lists";
import { insuredFlagOf } from "./product-form-rules";

/**
 * The proposal fields of a checked form (`toNewProposa` / `saveProposal`): cover, §9's defaults (hours, the
 * handler code `HANDLER_CODE`), applicant (with the claim outlet where the product asks for it, and `insuredFlag`:
 * `insuredFlagOf`), the insured lists (pipe-joined, in the product's variant codes) and the insured object. Dates
 * as `YYYY-MM-DD`, birthdays `YYYY/MM/DD`.
 * @example proposalFields(config, values, "2026-11-30").insuredName // "张三|李四"
 */
export function proposalFields(config: ApplicationFormConfig, values: Readonly<ApplicationFormValues>, endDate: string): Record<string, string | number> {
  const count = insuredSlots(config, Number(formText(values, "insuredCount")));
  const out: Record<string, string | number> = {
    productCode: config.productCode,
    planCode: formText(values, "planCode"),
    duration: Number(formText(values, "duration")),
    insuredCount: Math.max(count, 1),
    sumQuantity: 1,
    startDate: formText(values, "startDate"),
    endDate,
    startHour: 0,
    endHour: 24,
    handlerCode: HANDLER_CODE,
  };
  for (const entry of config.applicant) out[entry.key] = entry.key === "applyBirthday" ? dateTextWith(formText(values, entry.key), "/") : formText(values, entry.key);
  const relationships = Array.from({ length: count }, (_, index) => formText(values, insuredKey("insuredRelationship", index)));
  out["insuredFlag"] = insuredFlagOf(relationships, config.insuredVariant);
  if (count > 0) Object.assign(out, insuredListsOfForm(values, count));
  for (const entry of config.subject) out[entry.key] = formText(values, entry.key);
  return out;
}

/**
 * The form values of a proposal's fields (issue 21 "buy again": `toNewProposa` answers an old proposal's fields
 * as `saveProposal` takes them): the plan, the applicant, each insured of the pipe-joined lists at its slot
 * (the form's list of insureds, at most the form's insureds) with the count, and the insured object — only the
 * keys this form has, and only non-empty values. Dates are not taken: a new cover starts when the customer chooses.
 * @example applicationFormOfProposal(config, [{ key: "applyName", value: "王小明" }, { key: "insuredName", value: "王小明|王一" }]) // { fields: { applyName: "王小明", insuredCount: "2", … }, insureds: [{ insuredName: "王小明", … }, { insuredName: "王一", … }] }
 */
export function applicationFormOfProposal(config: ApplicationFormConfig, fields: readonly { readonly key: string; readonly value: string }[]): ProposalFormValues {
  const wire = new Map<string, string>();
  for (const field of fields) if (typeof field.value === "string" && field.value !== "") wire.set(field.key, field.value);
  const out: Record<string, string> = {};
  let insureds: InsuredFormEntry[] | undefined;
  const planCode = wire.get("planCode");
  if (planCode !== undefined) out["planCode"] = planCode;
  for (const entry of [...config.applicant, ...config.subject]) {
    const value = wire.get(entry.key);
    if (value !== undefined) out[entry.key] = entry.key === "applyBirthday" ? dateTextWith(value) || value : value;
  }
  const names = wire.get("insuredName");
  const count = names === undefined ? 0 : insuredSlots(config, names.split("|").length);
  if (count > 0) {
    const lists = {} as InsuredLists;
    for (const key of INSURED_LIST_FIELDS) lists[key] = wire.get(key) ?? "";
    // each insured with only the values the proposal had (the form's own defaults fill the rest)
    insureds = formOfInsuredLists(lists, count).map((entry) => Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== "")));
    out["insuredCount"] = String(Math.max(count, 1));
  }
  return insureds === undefined ? { fields: out } : { fields: out, insureds };
}

/** What {@link applicationFormOfProposal} gives: the form's plain fields, and its insureds' values in order. */
export interface ProposalFormValues {
  readonly fields: Readonly<Record<string, string>>;
  readonly insureds?: readonly InsuredFormEntry[];
}
