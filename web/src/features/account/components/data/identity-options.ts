/**
 * The identity-type choices of the account-data forms, named in the customer's language by domain.
 *
 * Decision: a contact is someone the customer insures, so it offers domain's insured types; the account's own
 * identity is a person's, so it offers the personal applicant types (no enterprise codes).
 */
import { APPLICANT_IDENTITY_TYPES, ENTERPRISE_IDENTITY_TYPES, INSURED_IDENTITY_TYPES, identityTypeName, type Locale } from "@micromall/domain";
import type { SelectOption } from "../../../../ui";

/** Types a contact may have. */
export const CONTACT_IDENTITY_TYPES: readonly string[] = INSURED_IDENTITY_TYPES;
/** Types the account's own identity may have. */
export const PERSONAL_IDENTITY_TYPES: readonly string[] = APPLICANT_IDENTITY_TYPES.filter((code) => !ENTERPRISE_IDENTITY_TYPES.includes(code));

/**
 * Select options for identity-type codes.
 * @example identityTypeOptions(["01", "06"], "en") // [{ value: "01", label: "Resident identity card" }, { value: "06", label: "Passport" }]
 */
export function identityTypeOptions(codes: readonly string[], locale: Locale): SelectOption[] {
  return codes.map((code) => ({ value: code, label: identityTypeName(code, locale) }));
}
