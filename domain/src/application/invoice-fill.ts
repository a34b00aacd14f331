/**
 * What the mall already knows for an invoice of the customer's own policy (F9): the lookup's insured and identity,
 * and the personal title of the request.
 *
 * Decisions where the spec is silent (spec §3 "Invoice lookup" names policyNo, insuredName, identifyType,
 * identifyNumber and code; "Invoice request" custname with custtype 05 personal, 03 enterprise):
 * - The lookup asks for the insured (the field is 被保险人姓名): the policy's first insured, with their identity
 *   when the lookup offers its type; a type it does not offer leaves type and number for the customer.
 * - A personal invoice is made out to the person who paid: the policyholder, when a person; a company's policy
 *   fills no personal title (its invoice is an enterprise one, with a taxpayer number the mall does not hold).
 * - The picture code is not filled: the spec's lookup carries it and names no exception for a logged-in customer.
 * - The delivery e-mail starts as the policyholder's (the e-mail given at purchase, or changed since), when it is one the
 *   request accepts; the customer may change it.
 */
import { isEmail } from "../formats/email";
import { isOrganisationIdentityType } from "../identity/identity-types";
import { policyInsureds } from "../policies/policy-insureds";
import { INVOICE_LOOKUP_IDENTITY_TYPES } from "./after-sales";

/** The invoice lookup's fields filled from a policy (the picture code is never among them). */
export interface InvoiceLookupFill {
  readonly policyNo: string;
  readonly insuredName: string;
  readonly identifyType?: string;
  readonly identifyNumber?: string;
}

/** The policy facts {@link invoiceLookupFill} reads. */
export interface InvoiceFillPolicy {
  readonly policyNo: string;
  readonly insuredName: string;
  readonly insuredIdentifyType: string;
  readonly insuredIdentifyNumber: string;
}

/**
 * The invoice lookup filled from the customer's own policy: its number, its first insured's name, and their
 * identity type and number when the lookup offers that type. Total.
 * @example invoiceLookupFill({ policyNo: "P1", insuredName: "张伟|李娜", insuredIdentifyType: "01", insuredIdentifyNumber: "11010519491231002X|420106196708081889" })
 * // { policyNo: "P1", insuredName: "张伟", identifyType: "01", identifyNumber: "11010519491231002X" }
 * @example invoiceLookupFill({ policyNo: "P1", insuredName: "张伟", insuredIdentifyType: "zz", insuredIdentifyNumber: "X1" })
 * // { policyNo: "P1", insuredName: "张伟" }
 */
export function invoiceLookupFill(policy: InvoiceFillPolicy): InvoiceLookupFill {
  const first = policyInsureds(policy)[0];
  const base = { policyNo: policy.policyNo, insuredName: first?.name ?? "" };
  if (first === undefined || first.identifyNumber === "" || !INVOICE_LOOKUP_IDENTITY_TYPES.includes(first.identifyType)) return base;
  return { ...base, identifyType: first.identifyType, identifyNumber: first.identifyNumber };
}

/**
 * The title of a personal invoice (custtype 05) for a policy: the policyholder's name when the holder is a person,
 * "" for a company's policy or an unknown holder. Total.
 * @example personalInvoiceTitle({ applyName: "张伟", applyIdentifyType: "01" }) // "张伟"
 * @example personalInvoiceTitle({ applyName: "厦门海岸线会展服务有限公司", applyIdentifyType: "13" }) // ""
 */
export function personalInvoiceTitle(policy: { readonly applyName: string; readonly applyIdentifyType: string }): string {
  if (typeof policy.applyName !== "string" || isOrganisationIdentityType(policy.applyIdentifyType)) return "";
  return policy.applyName.includes("|") ? "" : policy.applyName.trim();
}

/**
 * The delivery e-mail of an invoice for a policy: the policyholder's e-mail when the policy keeps a valid one, else "".
 * Total.
 * @example invoiceEmail({ applyEmail: "zhang.wei@example.com" }) // "zhang.wei@example.com"
 * @example invoiceEmail({}) // ""
 */
export function invoiceEmail(policy: { readonly applyEmail?: string | undefined }): string {
  const email = typeof policy.applyEmail === "string" ? policy.applyEmail.trim() : "";
  return isEmail(email) ? email : "";
}
