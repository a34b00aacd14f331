/**
 * The Schemas of the after-sales forms of issue 11: the invoice request, sending an issued invoice to an e-mail
 * address, and the surrender confirmation. The invoice and surrender lookups are the §3 lookup Schemas of
 * `lookups.ts` (`InvoiceLookupSchema`, `CarInvoiceLookupSchema`, `SurrenderLookupSchema`), registered as forms too.
 * Every rule is a domain validator and every message a catalogue key, so the web forms check with these
 * (through `FORM_SHAPES`) before any call.
 *
 * Decisions where the spec is silent:
 * - Invoice request: the buyer type is 05 (personal) or 03 (enterprise); the name follows the buyer
 *   (`invoiceBuyerCheck`: an enterprise name allows brackets, up to 99); the taxpayer number is checked by the
 *   unified social credit code rule (GB 32100) whenever typed and required for an enterprise; the content is free text (default 保险费, at
 *   most 30); the telephone a mobile or landline; the e-mail required (the invoice is delivered there); the remark
 *   at most 50 (spec §5). The amount is not a form field: it is the premium, read-only.
 * - Surrender: a reason must be chosen from the gateway's list and the customer must tick that they understand the
 *   cover ends and that this cannot be undone; the screen then asks for a second, deliberate confirmation.
 * - Values are judged as typed: nothing is trimmed (style rule).
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS } from "../formats/index";
import { Email, Phone, accepted, cleanText, formRule, invoiceBuyerCheck, maxLength, requiredText } from "./fields";
import { CUSTTAXNO_MAX, INVOICE_CONTENT_MAX } from "../application/after-sales";
import { FORM_FORMATS } from "../application/form-formats";

// the limits are the package root's, so a screen reads them without loading effect
export { CUSTTAXNO_MAX, INVOICE_CONTENT_MAX } from "../application/after-sales";

/** A text that may be empty and, when typed, passes the taxpayer-number rule. */
const TaxNumber = Schema.String.check(
  Schema.makeFilter<string>(
    (input) => input === "" || FORM_FORMATS.creditCode(input) || "custtaxno",
    formRule({ id: "format", format: "creditCode", key: "custtaxno", allowEmpty: true }),
  ),
  maxLength(CUSTTAXNO_MAX),
);

/**
 * An invoice request as the form holds it (the policy number and amount come from the policy, not the form).
 * @example decodeEntity(InvoiceRequestFormSchema, { custtype: "03", custname: "某某科技（深圳）有限公司", custtaxno: "", invoiceContent: "保险费", telephone: "13800138000", buymailbox: "a@b.cn", nameRemark: "" })
 * // issue at "custtaxno": "required"
 */
export const InvoiceRequestFormSchema = Schema.Struct({
  custtype: Schema.Literals(["05", "03"]),
  custname: requiredText({ max: LENGTH_LIMITS.name.holder }),
  custtaxno: TaxNumber,
  invoiceContent: requiredText({ max: INVOICE_CONTENT_MAX }),
  telephone: Phone,
  buymailbox: Email,
  nameRemark: Schema.String.check(cleanText, maxLength(LENGTH_LIMITS.invoiceRemark)),
}).check(invoiceBuyerCheck("custtype", "custname", "custtaxno"));
/** The values of {@link InvoiceRequestFormSchema}. */
export type InvoiceRequestForm = typeof InvoiceRequestFormSchema.Type;

/**
 * Sending an issued invoice to an e-mail address.
 * @example decodeEntity(InvoiceEmailFormSchema, { buymailbox: "a@b" }) // issue at "buymailbox": "email"
 */
export const InvoiceEmailFormSchema = Schema.Struct({ buymailbox: Email });
/** The values of {@link InvoiceEmailFormSchema}. */
export type InvoiceEmailForm = typeof InvoiceEmailFormSchema.Type;

/**
 * The surrender of one policy: the reason and the acknowledgement that cover ends and cannot be restored.
 * @example decodeEntity(SurrenderFormSchema, { reasonCode: "R1", understood: false }) // issue at "understood"
 */
export const SurrenderFormSchema = Schema.Struct({
  reasonCode: requiredText(),
  understood: accepted("schema.surrenderUnderstood"),
});
/** The values of {@link SurrenderFormSchema}. */
export type SurrenderForm = typeof SurrenderFormSchema.Type;
