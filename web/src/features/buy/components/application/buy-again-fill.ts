/**
 * The "buy again" fill of the application form ({@link useBuyAgain}), loaded only when the navigation carries an
 * old proposal's fields: domain's `applicationFormOfProposal` then stays out of /inputInfo's first view.
 */
import { INSUREDS, applicationFormOfProposal, resizeInsuredForm, type ApplicationFormConfig, type ApplicationFormValues } from "@micromall/domain";
import type { SchemaForm } from "../../../../forms/use-schema-form";

/**
 * Puts an old proposal's fields into the form: the list at the proposal's length (new entries with the spec's
 * defaults), each insured's values, then the plain fields.
 * @example fillFromProposal(form, config, [{ key: "applyName", value: "王小明" }])
 */
export function fillFromProposal(form: SchemaForm<ApplicationFormValues, ApplicationFormValues>, config: ApplicationFormConfig, fields: readonly { key: string; value: string }[]): void {
  const proposal = applicationFormOfProposal(config, fields);
  if (proposal.insureds !== undefined) {
    const resized = resizeInsuredForm(form.getValues(), config, proposal.insureds.length);
    form.setValue(INSUREDS, resized.insureds.map((entry, index) => ({ ...entry, ...proposal.insureds?.[index] })));
  }
  for (const [key, value] of Object.entries(proposal.fields)) form.setValue(key, value);
}
