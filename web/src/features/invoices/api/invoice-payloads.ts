/**
 * The `queryInvoice` payloads of the two lookup variants, from a lookup's values (the form's, or the ones a lookup
 * handed to /invoiceResult). Kept apart from the lookups' configurations so the result page, which has no form,
 * carries no form limits.
 */
import type { CallRequest } from "@micromall/domain";
import type { LookupValues } from "../../../components/lookup";

/**
 * The payload of the lookup by policy number, insured name and identity.
 * @example policyLookupPayload({ policyNo: "P1", insuredName: "张三", identifyType: "01", identifyNumber: "…", code: "8888" }).policyNo // "P1"
 */
export function policyLookupPayload(values: LookupValues): CallRequest<"queryInvoice"> {
  return {
    policyNo: values["policyNo"] ?? "",
    insuredName: values["insuredName"] ?? "",
    identifyType: values["identifyType"] ?? "",
    identifyNumber: values["identifyNumber"] ?? "",
    code: values["code"] ?? "",
  };
}

/**
 * The payload of the car variant (plate, car insured name and identity).
 * @example carLookupPayload({ licenseNo: "粤B12345", … }).licenseNo // "粤B12345"
 */
export function carLookupPayload(values: LookupValues): CallRequest<"queryInvoice"> {
  return {
    licenseNo: values["licenseNo"] ?? "",
    carInsuredName: values["carInsuredName"] ?? "",
    carIdentifyType: values["carIdentifyType"] ?? "",
    carIdentifyNumber: values["carIdentifyNumber"] ?? "",
    carCode: values["carCode"] ?? "",
  };
}

/**
 * The payload of whichever variant the values are (the car variant names a plate).
 * @example lookupPayload({ licenseNo: "粤B12345" }).licenseNo // "粤B12345"
 */
export function lookupPayload(values: LookupValues): CallRequest<"queryInvoice"> {
  return "licenseNo" in values ? carLookupPayload(values) : policyLookupPayload(values);
}
