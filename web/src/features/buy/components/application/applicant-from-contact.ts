/**
 * The applicant's fields from a saved contact (domain's `contactApplicantPatch`, customer report 2 G13), loaded when
 * the customer picks a contact for the applicant, with the picker: the form's first view does not ship it.
 */
export { contactApplicantPatch } from "@micromall/domain";
