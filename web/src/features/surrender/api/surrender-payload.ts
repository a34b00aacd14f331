/**
 * The `querySurrender` payload of the surrender lookup, from its values. Kept apart from the lookup's configuration
 * so /surrenderQuery, whose form loads after its list, carries no form limits with the list.
 */
import type { CallRequest } from "@micromall/domain";
import type { LookupValues } from "../../../components/lookup";

/**
 * The payload of the lookup by policy number, insured name and identity.
 * @example surrenderLookupPayload({ policyNo: "P1", insuredName: "张三", identifyType: "01", identifyNumber: "…", code: "8888" }).policyNo // "P1"
 */
export function surrenderLookupPayload(values: LookupValues): CallRequest<"querySurrender"> {
  return {
    policyNo: values["policyNo"] ?? "",
    insuredName: values["insuredName"] ?? "",
    identifyType: values["identifyType"] ?? "",
    identifyNumber: values["identifyNumber"] ?? "",
    code: values["code"] ?? "",
  };
}
