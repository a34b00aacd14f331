/**
 * The payloads of the holder lookups (the gateway's one request shape of `queryInvoice`, `querySurrender` and the
 * policy lists: a policy number or a plate, the insured's name and identity, the picture code), from a lookup's
 * values — the form's, or the ones a lookup handed to its result page. Kept apart from the lookups' field lists so
 * a result page, which has no form, carries no form limits.
 */
import type { LookupValues } from "./lookup-config";

/** The payload of a lookup by policy number, insured name and identity. */
export interface PolicyLookupPayload {
  readonly policyNo: string;
  readonly insuredName: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
  readonly code: string;
}

/** The payload of the car variant: plate, the car's insured name and identity. */
export interface PlateLookupPayload {
  readonly licenseNo: string;
  readonly carInsuredName: string;
  readonly carIdentifyType: string;
  readonly carIdentifyNumber: string;
  readonly carCode: string;
}

/**
 * The payload of the lookup by policy number, insured name and identity (a value not given is sent empty).
 * @example policyLookupPayload({ policyNo: "P1", insuredName: "张三", identifyType: "01", identifyNumber: "…", code: "86753" }).policyNo // "P1"
 */
export function policyLookupPayload(values: LookupValues): PolicyLookupPayload {
  return {
    policyNo: values["policyNo"] ?? "",
    insuredName: values["insuredName"] ?? "",
    identifyType: values["identifyType"] ?? "",
    identifyNumber: values["identifyNumber"] ?? "",
    code: values["code"] ?? "",
  };
}

/**
 * The payload of the car variant (a value not given is sent empty).
 * @example plateLookupPayload({ licenseNo: "粤B12345" }).licenseNo // "粤B12345"
 */
export function plateLookupPayload(values: LookupValues): PlateLookupPayload {
  return {
    licenseNo: values["licenseNo"] ?? "",
    carInsuredName: values["carInsuredName"] ?? "",
    carIdentifyType: values["carIdentifyType"] ?? "",
    carIdentifyNumber: values["carIdentifyNumber"] ?? "",
    carCode: values["carCode"] ?? "",
  };
}
