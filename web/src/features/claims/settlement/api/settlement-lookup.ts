/**
 * The settlement lookup (/settlementQuery → /settlementResponse, issue 10, spec §3 "Settlement lookup"): the
 * shared lookup shape configured for a car claim found by plate, the insured's name and identity, and the engine
 * number's last six characters, answered by `queryClaimList` (the claim service's motor claim list; the
 * settlement screens use the claim service's calls `queryClaimList` / `queryClaimDetail`, there is no separate
 * settlement call in spec §7).
 *
 * Decisions where the spec is silent:
 * - The identity type is chosen from the vehicle lookup's list (01, 11, 13: a car's insured is a person or a
 *   company) and checks the number; it is not sent (the call takes the number alone).
 * - Nothing found stays on /settlementQuery (the not-found shape in place of the form, with what was searched);
 *   found claims go to /settlementResponse with the lookup in the navigation's state, never in the address.
 * - The account's mall id is not sent: this lookup finds a car's claims by what the customer typed, not by the
 *   bound identity (that is /claimList).
 */
import { LENGTH_LIMITS, SETTLEMENT_LOOKUP_FORM_SHAPE, VEHICLE_LOOKUP_IDENTITY_TYPES, toResultList, type CarClaimLookupRequest, type ClaimSummary } from "@micromall/domain";
import type { LookupConfig, LookupValues } from "../../../../components/lookup";
import { identityFields } from "../../../../components/lookup/lookup-fields";

/** The settlement lookup's payload from its values (the form's, or those handed to the result page). */
export function settlementPayload(values: LookupValues): CarClaimLookupRequest {
  return {
    licenseNo: values["licenseNo"] ?? "",
    insuredName: values["insuredName"] ?? "",
    identifyNo: values["identifyNo"] ?? "",
    engineNoLastSix: values["engineNoLastSix"] ?? "",
  };
}

/** The settlement lookup's configuration. */
export const SETTLEMENT_LOOKUP: LookupConfig<"queryClaimList", ClaimSummary> = {
  id: "settlementQuery",
  form: SETTLEMENT_LOOKUP_FORM_SHAPE,
  fields: [
    { name: "licenseNo", kind: "text", label: "licenseNo", maxLength: LENGTH_LIMITS.plate.settlement },
    { name: "insuredName", kind: "text", label: "insuredName", maxLength: LENGTH_LIMITS.name.holder },
    ...identityFields("identifyType", "identifyNo"),
    { name: "engineNoLastSix", kind: "text", label: "engineNoLastSix", maxLength: 6 },
  ],
  identityTypes: VEHICLE_LOOKUP_IDENTITY_TYPES,
  empty: { licenseNo: "", insuredName: "", identifyType: "01", identifyNo: "", engineNoLastSix: "" },
  call: "queryClaimList",
  toPayload: settlementPayload,
  rows: (answer) => toResultList(answer),
  resultPath: "/settlementResponse",
};
