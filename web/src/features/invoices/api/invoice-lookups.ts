/**
 * The invoice lookups as data for the shared lookup shape (spec §3 "Invoice lookup": by policy, or the car
 * variant by plate).
 */
import { CAR_INVOICE_LOOKUP_FORM_SHAPE, CAR_INVOICE_LOOKUP_IDENTITY_TYPES, INVOICE_LOOKUP_IDENTITY_TYPES, LENGTH_LIMITS, toResultList, type InvoiceRecord } from "@micromall/domain";
import { plateLookupPayload, policyLookupPayload, type LookupConfig } from "../../../components/lookup";
import { policyLookup } from "../../../components/lookup/policy-lookup";
import { captchaField, identityFields } from "../../../components/lookup/lookup-fields";

/** The lookup by policy number, insured name and identity (spec §3 "Invoice lookup"). */
export const INVOICE_LOOKUP: LookupConfig<"queryInvoice", InvoiceRecord> = policyLookup({
  id: "invoiceQuery:policy",
  identityTypes: INVOICE_LOOKUP_IDENTITY_TYPES,
  call: "queryInvoice",
  toPayload: policyLookupPayload,
  rows: (answer) => toResultList(answer),
  resultPath: "/invoiceResult",
});

/** The car variant: plate, insured name and identity (spec §3 "Invoice lookup", car fields). */
export const CAR_INVOICE_LOOKUP: LookupConfig<"queryInvoice", InvoiceRecord> = {
  id: "invoiceQuery:car",
  form: CAR_INVOICE_LOOKUP_FORM_SHAPE,
  fields: [
    { name: "licenseNo", kind: "text", label: "licenseNo", maxLength: LENGTH_LIMITS.plate.default },
    { name: "carInsuredName", kind: "text", label: "insuredName", maxLength: LENGTH_LIMITS.name.holder },
    ...identityFields("carIdentifyType", "carIdentifyNumber"),
    captchaField("carCode"),
  ],
  identityTypes: CAR_INVOICE_LOOKUP_IDENTITY_TYPES,
  empty: { licenseNo: "", carInsuredName: "", carIdentifyType: "01", carIdentifyNumber: "", carCode: "" },
  call: "queryInvoice",
  toPayload: plateLookupPayload,
  rows: (answer) => toResultList(answer),
  resultPath: "/invoiceResult",
};

/** Both lookups, by variant. */
export const INVOICE_LOOKUPS = { policy: INVOICE_LOOKUP, car: CAR_INVOICE_LOOKUP } as const;
