/**
 * The applicant filled from a frequent contact (customer report 2 G13: "从常用联系人添加" for the 投保人 too, with the
 * insureds' picker): the contact's name, document, birthday, sex in the applicant's codes (spec §3 "Applicant":
 * 106001 / 106002), mobile and e-mail.
 *
 * Decisions:
 * - A contact's document that the applicant may not use (a student card, a birth certificate: `allowedTypes`, the
 *   form's applicant types) is not copied: the applicant keeps the document already there, and the rest fills.
 * - What the contact does not know (no e-mail, no sex, no birthday) is left out, so it does not blank what the form
 *   holds (a birthday and sex derived from an identity card come with the number: the form derives them).
 */
import { APPLICANT_SEX_CODES } from "./confirm-identity";
import type { ContactOfInsured } from "./insured-choices";

/** A frequent contact as {@link contactApplicantPatch} reads it: an insured's contact fields, no relationship, an optional e-mail. */
export interface ContactOfApplicant extends Omit<ContactOfInsured, "relationship"> {
  readonly email?: string | undefined;
}

/**
 * The applicant's fields from a frequent contact; its document only when `allowedTypes` holds its type.
 * @example contactApplicantPatch({ name: "赵磊", identifyType: "01", identifyNumber: "11010519491231002X", birthday: "1949-12-31", sex: "2", mobile: "13912340021" }, ["01"])
 * // { applyName: "赵磊", applyIdentifyType: "01", applyIdentifyNumber: "11010519491231002X", applyBirthday: "1949-12-31", applySex: "106002", applyMobile: "13912340021" }
 */
export function contactApplicantPatch(contact: ContactOfApplicant, allowedTypes: readonly string[]): Record<string, string> {
  const patch: Record<string, string> = { applyName: contact.name };
  if (allowedTypes.includes(contact.identifyType)) {
    patch["applyIdentifyType"] = contact.identifyType;
    patch["applyIdentifyNumber"] = contact.identifyNumber;
    if (contact.birthday !== "") patch["applyBirthday"] = contact.birthday;
    if (contact.sex === "1") patch["applySex"] = APPLICANT_SEX_CODES.male;
    if (contact.sex === "2") patch["applySex"] = APPLICANT_SEX_CODES.female;
  }
  patch["applyMobile"] = contact.mobile;
  if (contact.email !== undefined && contact.email !== "") patch["applyEmail"] = contact.email;
  return patch;
}
