/**
 * The lookup by policy number, the insured's name and identity and the picture code (spec §3 "Invoice lookup";
 * "Surrender": the same lookup), as one configuration builder: a route names its id, call, identity types, rows and
 * pages; the fields, their limits, the empty form and the form shape that checks them are the same for every route.
 */
import { INVOICE_LOOKUP_FORM_SHAPE, LENGTH_LIMITS, type GatewayCallName } from "@micromall/domain";
import type { LookupConfig, LookupField, LookupValues } from "./lookup-config";
import { captchaField, identityFields } from "./lookup-fields";

/** The fields of the lookup by policy (the names of `FORM_SHAPES.invoiceLookup`). */
export const POLICY_LOOKUP_FIELDS: readonly LookupField[] = [
  { name: "policyNo", kind: "text", label: "policyNo", maxLength: LENGTH_LIMITS.policyNumber },
  { name: "insuredName", kind: "text", label: "insuredName", maxLength: LENGTH_LIMITS.name.holder },
  ...identityFields(),
  captchaField(),
];

/** The empty lookup by policy (resident identity card preselected). */
export const POLICY_LOOKUP_EMPTY: LookupValues = { policyNo: "", insuredName: "", identifyType: "01", identifyNumber: "", code: "" };

/** What a route configures of a lookup by policy. */
export type PolicyLookupRoute<N extends GatewayCallName, R> = Omit<LookupConfig<N, R>, "form" | "fields" | "empty">;

/**
 * A lookup by policy for one route.
 * @example policyLookup({ id: "surrenderQuery", call: "querySurrender", identityTypes, toPayload: policyLookupPayload, rows: toResultList, resultPath: "/surrenderQuery" })
 */
export function policyLookup<N extends GatewayCallName, R>(route: PolicyLookupRoute<N, R>): LookupConfig<N, R> {
  return { form: INVOICE_LOOKUP_FORM_SHAPE, fields: POLICY_LOOKUP_FIELDS, empty: POLICY_LOOKUP_EMPTY, ...route };
}
