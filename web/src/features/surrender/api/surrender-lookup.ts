/**
 * The surrender-application lookup as data for the shared lookup shape (spec §3 "Surrender": lookup the same as
 * the invoice lookup): a policy number, the insured's name and identity, and the picture code. Found applications
 * show on /surrenderQuery itself; nothing found goes to /surrenderQueryFail.
 *
 * No car variant, unlike the invoice lookup's plate search: only non-motor policies bought in the mall are surrendered
 * online (a car policy is surrendered through the hotline, as /surrender and /surrenderGuide tell the customer), so
 * no surrender application of a car policy exists to be looked up by its plate.
 */
import { INVOICE_LOOKUP_IDENTITY_TYPES, toResultList, type SurrenderApplication } from "@micromall/domain";
import { policyLookupPayload, type LookupConfig } from "../../../components/lookup";
import { policyLookup } from "../../../components/lookup/policy-lookup";

/** The lookup of surrender applications by policy. */
export const SURRENDER_QUERY_LOOKUP: LookupConfig<"querySurrender", SurrenderApplication> = policyLookup({
  id: "surrenderQuery",
  identityTypes: INVOICE_LOOKUP_IDENTITY_TYPES,
  call: "querySurrender",
  toPayload: policyLookupPayload,
  rows: (answer) => toResultList(answer),
  resultPath: "/surrenderQuery",
  notFoundPath: "/surrenderQueryFail",
});
