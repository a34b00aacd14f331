/**
 * Rules of the open policy lookups (issue 10, spec §1 "Policies can be looked up by holder name and identity",
 * §3 "Settlement query, user binding and policy lists", "Vehicle lookup", "Identity type codes"): which identity
 * types each lookup screen offers.
 *
 * Decisions where the spec is silent:
 * - /policySearch looks a policy up by its holder, who may be a person or a company: the applicant's list
 *   (personal documents plus the enterprise codes 13 and 11).
 * - The gas, online and other lines ask for the §3 "policy lists" fields (name, identity, birthday, sex, mobile):
 *   a person's fields, so their list holds the adult personal documents only (no enterprise codes, no student card
 *   or birth certificate: a child holds no policy).
 * - The vehicle line is spec §3 "Vehicle lookup": ID card, organisation code, credit code.
 */
import { APPLICANT_IDENTITY_TYPES, VEHICLE_LOOKUP_IDENTITY_TYPES } from "../identity/identity-types";

/** Identity types of the lookup by holder name and identity (/policySearch). */
export const POLICY_SEARCH_IDENTITY_TYPES: readonly string[] = APPLICANT_IDENTITY_TYPES;

/** Identity types of the gas, online and other lines' lookups (/policyGas, /policyInternet, /policyOther). */
export const POLICY_LINE_IDENTITY_TYPES: readonly string[] = ["01", "02", "04", "06", "07", "14", "553", "99"];

/** Identity types of the vehicle line's lookup (/policyVehicle, spec §3 "Vehicle lookup"). */
export const POLICY_VEHICLE_IDENTITY_TYPES: readonly string[] = VEHICLE_LOOKUP_IDENTITY_TYPES;
