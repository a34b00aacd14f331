/**
 * Fields the application form derives from others, shared by /inputInfo's `ApplicationForm` and the applicant
 * step of /insureRight: a confirmed type-01 identity number fills the birthday and the sex (spec §3 "Behaviour on
 * identity confirmation", domain's `confirmedApplicantPatch` / `confirmedInsuredPatch`), and an insured whose
 * relationship is self is the applicant (`selfInsuredPatch`). Each derived field is written once it differs
 * (dirty, its error cleared); the customer may still change it afterwards until the source changes again.
 */
import { useEffect } from "react";
import {
  applicantFitsInsured,
  confirmedApplicantPatch,
  confirmedInsuredPatch,
  formText,
  selfInsuredPatch,
  type ApplicationFormConfig,
  type ApplicationFormValues,
} from "@micromall/domain";
import type { SchemaForm } from "../../../../forms/use-schema-form";

const text = formText;

/**
 * Keeps the derived fields of `values` in the form: birthday and sex from confirmed type-01 numbers (the
 * applicant's and each of the `slots` insureds'), a self insured from the applicant.
 * @example useDerivedFields(form, config, form.watch(), 0) // the car applicant: no insured persons
 */
export function useDerivedFields(form: SchemaForm<ApplicationFormValues, ApplicationFormValues>, config: ApplicationFormConfig, values: ApplicationFormValues, slots: number): void {
  const patch = { ...confirmedApplicantPatch(values) };
  // the insureds' sex and self code in the product's variant (spec §3: A or B)
  for (let index = 0; index < slots; index += 1) Object.assign(patch, confirmedInsuredPatch(values, index, undefined, config.insuredVariant));
  const merged = { ...values, ...patch };
  if (slots > 0 && applicantFitsInsured(config, merged)) Object.assign(patch, selfInsuredPatch(merged, slots, config.insuredVariant));
  const changes = Object.entries(patch).filter(([key, value]) => text(values, key) !== value);
  const key = JSON.stringify(changes);
  const { setValue, clearErrors } = form;
  useEffect(() => {
    for (const [name, value] of JSON.parse(key) as [string, string][]) {
      // a derived value follows a value typed or filled in elsewhere: it starts no draft by itself (use-form-draft.ts)
      setValue(name, value, { prefill: true });
      clearErrors(name);
    }
  }, [key, setValue, clearErrors]);
}

/**
 * Whether the applicant's birthday and sex come from a confirmed identity number (the number field says so).
 * @example filledFromApplicantId({ applyIdentifyType: "01", applyIdentifyNumber: "110101199003077777" }) // true
 */
export function filledFromApplicantId(values: ApplicationFormValues): boolean {
  return Object.keys(confirmedApplicantPatch(values)).length > 0;
}
