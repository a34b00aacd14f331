/**
 * Records the gateway returns (spec §3): invoice, surrender and application records, and the invoice request
 * the customer sends.
 *
 * Records are read leniently (they come from the insurer's systems, not from the customer): the identifying
 * number is required, other texts may be absent, amounts may be numbers or decimal text, and fields the spec
 * does not name (invoiceStateName, refund amounts…) are kept as they came (a rest record of unknown values).
 * `invoiceState` values are not shown in the spec, so any text is accepted.
 * The invoice request is checked strictly: custtype 03 (enterprise) needs an enterprise name and a taxpayer
 * number; 05 (personal) a personal name, taxpayer number optional.
 */
import * as Schema from "effect/Schema";
import { LENGTH_LIMITS, isCusttaxno, isEmail, isPhone, isPolicyNumber } from "../formats/index";
import { Amount, MoneyInput, choice, invoiceBuyerCheck, optionalText, requiredText } from "./fields";

const Text = Schema.optionalKey(Schema.String);
const OptionalAmount = Schema.optionalKey(Amount);
/** Fields a record carries beyond the spec's: kept as they are. */
const Rest = [Schema.Record(Schema.String, Schema.Unknown)] as const;

/** Invoice record (spec §3 "Invoice record"). */
export const InvoiceRecordSchema = Schema.StructWithRest(
  Schema.Struct({
    riskName: Text,
    policyNo: Schema.String,
    startDate: Text,
    endDate: Text,
    sumPremium: OptionalAmount,
    insuredName: Text,
    invoiceState: Text,
    /** The number the request's answer gave (`applicationInvoice`'s invoiceApplyNo), once requested (F9). */
    invoiceApplyNo: Text,
  }),
  Rest,
);

/** Surrender record (spec §3 "Surrender"). */
export const SurrenderRecordSchema = Schema.StructWithRest(
  Schema.Struct({
    riskName: Text,
    productCode: Text,
    policyNo: Schema.String,
    startDate: Text,
    endDate: Text,
    sumPaid: OptionalAmount,
    applyName: Text,
    insuredName: Text,
    orderNo: Text,
    period: Schema.optionalKey(Schema.Union([Schema.String, Schema.Finite])),
  }),
  Rest,
);

/** Application (proposal) record (spec §3 "Application"); `sumPremiuml` is the spec's spelling. */
export const ApplicationRecordSchema = Schema.StructWithRest(
  Schema.Struct({
    endDate: Text,
    insuredName: Text,
    orderNo: Text,
    productName: Text,
    proposalNo: Schema.String,
    startDate: Text,
    sumPremiuml: OptionalAmount,
  }),
  Rest,
);

/** Invoice customer types (spec §3): 03 enterprise, 05 personal. */
export const INVOICE_CUSTOMER_TYPES = { enterprise: "03", personal: "05" } as const;

/** Invoice request (spec §3 "Invoice request"). */
export const InvoiceRequestSchema = Schema.Struct({
  policyNo: optionalText({ key: "policyNumber", check: isPolicyNumber, max: LENGTH_LIMITS.policyNumber }),
  mallId: optionalText(),
  custtype: choice(["03", "05"]),
  custname: requiredText({ max: LENGTH_LIMITS.name.holder }),
  invoiceContent: requiredText(),
  invoicePremium: MoneyInput,
  telephone: requiredText({ key: "phone", check: isPhone }),
  buymailbox: requiredText({ key: "email", check: isEmail, max: LENGTH_LIMITS.email }),
  custtaxno: optionalText({ key: "custtaxno", check: isCusttaxno }),
  nameRemark: optionalText({ max: LENGTH_LIMITS.invoiceRemark }),
}).check(invoiceBuyerCheck("custtype", "custname", "custtaxno"));
