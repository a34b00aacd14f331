/**
 * The `queryInvoice` payload of a lookup's values (the ones a lookup handed to /invoiceResult), whichever of the two
 * variants they are. The payloads themselves are the shared holder-lookup payloads of `components/lookup`.
 */
import type { CallRequest } from "@micromall/domain";
import { plateLookupPayload, policyLookupPayload, type LookupValues } from "../../../components/lookup";

/**
 * The payload of whichever variant the values are (the car variant names a plate).
 * @example lookupPayload({ licenseNo: "粤B12345" }).licenseNo // "粤B12345"
 */
export function lookupPayload(values: LookupValues): CallRequest<"queryInvoice"> {
  return "licenseNo" in values ? plateLookupPayload(values) : policyLookupPayload(values);
}
