/**
 * The settlement lookup (/settlementQuery → /settlementResponse, issue 10, spec §3 "Settlement lookup"): the
 * shared lookup shape configured for a car claim found by plate, the insured's name and identity, and the engine
 * number's last six characters, answered by `queryClaimList` (the claim service's motor claim list; the
 * settlement screens use the claim service's calls `queryClaimList` / `queryClaimDetail`, there is no separate
 * settlement call in spec §7).
 *
 * Decisions where the spec is silent:
 * - This is the one screen of spec §5 "Identity number: 18 (up to 20 on some screens, 6 on one)" (the lead's
 *   reading of issue 21 "Limits"): `identifyNo` is the last six characters of the insured's identity number
 *   (证件号码后六位, `LENGTH_LIMITS.identityNumber.short`), as an insurer's public claim lookup asks for a part of
 *   the number (the lookup is open to guests); a text input (an identity card may end with X), with a hint saying
 *   so, masked like a number in the not-found summary. It is sent as `identifyNo`.
 * - The identity type is chosen from the vehicle lookup's list (01, 11, 13: a car's insured is a person or a
 *   company) because the check of the last six depends on it (an identity card's: five digits then a digit or X;
 *   another type's: six letters or digits; domain's `identityLastSix` rule); it is not sent (the call takes the
 *   number alone).
 * - Nothing found stays on /settlementQuery (the not-found shape in place of the form, with what was searched);
 *   found claims go to /settlementResponse with the lookup in the navigation's state, never in the address.
 * - The account's mall id is not sent: this lookup finds a car's claims by what the customer typed, not by the
 *   bound identity (that is /claimList).
 */
import { LENGTH_LIMITS, SETTLEMENT_LOOKUP_FORM_SHAPE, VEHICLE_LOOKUP_IDENTITY_TYPES, toResultList, type CarClaimLookupRequest, type ClaimSummary } from "@micromall/domain";
import type { LookupConfig, LookupValues } from "../../../../components/lookup";
import { identityTypeField } from "../../../../components/lookup/lookup-fields";

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
    identityTypeField("identifyType"),
    {
      name: "identifyNo",
      kind: "text",
      label: "identifyNoLastSix",
      hint: "identifyNoLastSix",
      maxLength: LENGTH_LIMITS.identityNumber.short,
      inputMode: "text",
      mask: "idNumber",
    },
    { name: "engineNoLastSix", kind: "text", label: "engineNoLastSix", maxLength: 6 },
  ],
  identityTypes: VEHICLE_LOOKUP_IDENTITY_TYPES,
  empty: { licenseNo: "", insuredName: "", identifyType: "01", identifyNo: "", engineNoLastSix: "" },
  call: "queryClaimList",
  toPayload: settlementPayload,
  rows: (answer) => toResultList(answer),
  resultPath: "/settlementResponse",
};
