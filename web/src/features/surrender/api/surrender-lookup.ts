/**
 * The surrender-application lookup as data for the shared lookup shape (spec §3 "Surrender": lookup the same as
 * the invoice lookup): a policy number, the insured's name and identity, and the picture code. Found applications
 * show on /surrenderQuery itself; nothing found goes to /surrenderQueryFail.
 */
import { INVOICE_LOOKUP_FORM_SHAPE, INVOICE_LOOKUP_IDENTITY_TYPES, LENGTH_LIMITS, toResultList, type SurrenderApplication } from "@micromall/domain";
import type { LookupConfig } from "../../../components/lookup";
import { surrenderLookupPayload } from "./surrender-payload";

/** The lookup of surrender applications by policy. */
export const SURRENDER_QUERY_LOOKUP: LookupConfig<"querySurrender", SurrenderApplication> = {
  id: "surrenderQuery",
  form: INVOICE_LOOKUP_FORM_SHAPE,
  fields: [
    { name: "policyNo", kind: "text", label: "policyNo", maxLength: LENGTH_LIMITS.policyNumber },
    { name: "insuredName", kind: "text", label: "insuredName", maxLength: LENGTH_LIMITS.name.holder },
    { name: "identifyType", kind: "identityType", label: "identifyType", maxLength: 3 },
    { name: "identifyNumber", kind: "identityNumber", label: "identifyNumber", maxLength: LENGTH_LIMITS.identityNumber.extended },
    { name: "code", kind: "captcha", label: "code", maxLength: 6 },
  ],
  identityTypes: INVOICE_LOOKUP_IDENTITY_TYPES,
  empty: { policyNo: "", insuredName: "", identifyType: "01", identifyNumber: "", code: "" },
  call: "querySurrender",
  toPayload: surrenderLookupPayload,
  rows: (answer) => toResultList(answer),
  resultPath: "/surrenderQuery",
  notFoundPath: "/surrenderQueryFail",
};
