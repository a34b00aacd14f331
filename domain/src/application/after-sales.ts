/**
 * Rules of the after-sales screens of issue 11 (invoices and surrender) that are not form checks: which identity
 * types each lookup offers, what a customer may do with an invoice in each state, and how a surrender refund is
 * explained.
 *
 * Decisions where the spec is silent (§4 leaves the invoice lifecycle open; our reading, as the fixtures'):
 * - Invoice states: 0 not requested, 1 issuing, 2 issued, 3 failed, 4 reversed. A request is possible in 0, 3
 *   and 4; an issued invoice (2) can be downloaded and sent to an e-mail address; every requested one (1–4) has
 *   a detail to view.
 * - A surrender refunds premium an issued invoice was for, so it reverses that invoice (红冲, state 4, as an insurer
 *   does: customer rehearsal 5). Such an invoice is history only: its detail can be viewed; it is never requested,
 *   downloaded or sent again (the policy has ended and the original is void).
 * - The invoice and surrender lookups offer the applicant's list (a policy may be held by a person or a company);
 *   the car variant offers the vehicle lookup's list (ID card, organisation code, credit code).
 * - A refund is the unused days' share of the premium paid; the screen shows the days, the premium and the refund
 *   the gateway computed (never recomputes money in the browser).
 */
import { isPolicyNumber } from "../formats/reference-numbers";
import { APPLICANT_IDENTITY_TYPES, VEHICLE_LOOKUP_IDENTITY_TYPES } from "../identity/identity-types";

/** Longest invoice content text (the request form). */
export const INVOICE_CONTENT_MAX = 30;
/** Longest taxpayer number (a unified social credit code has 18; older numbers up to 20). */
export const CUSTTAXNO_MAX = 20;

/** Identity types of the invoice and surrender lookups (policy variant). */
export const INVOICE_LOOKUP_IDENTITY_TYPES: readonly string[] = APPLICANT_IDENTITY_TYPES;
/** Identity types of the invoice lookup's car variant. */
export const CAR_INVOICE_LOOKUP_IDENTITY_TYPES: readonly string[] = VEHICLE_LOOKUP_IDENTITY_TYPES;

/** Something a customer may do with an invoice record. */
export type InvoiceAction = "request" | "view" | "download" | "email";

const ACTIONS_BY_STATE: Readonly<Record<string, readonly InvoiceAction[]>> = {
  "0": ["request"],
  "1": ["view"],
  "2": ["view", "download", "email"],
  "3": ["request", "view"],
  "4": ["request", "view"],
};

/**
 * What may be done with an invoice in `state`, in the order a screen offers it (an unknown state: nothing).
 * @example invoiceActions("0") // ["request"]
 * @example invoiceActions("2") // ["view", "download", "email"]
 * @example invoiceActions("x") // []
 */
export function invoiceActions(state: string): readonly InvoiceAction[] {
  return Object.prototype.hasOwnProperty.call(ACTIONS_BY_STATE, state) ? (ACTIONS_BY_STATE[state] ?? []) : [];
}

/**
 * Whether an invoice in `state` may be requested (again).
 * @example canRequestInvoice("3") // true
 * @example canRequestInvoice("1") // false
 */
export function canRequestInvoice(state: string): boolean {
  return invoiceActions(state).includes("request");
}

/** The fields of an invoice record that decide what may be done with it. */
export interface InvoiceActionFields {
  readonly invoiceState: string;
  /** Set when a surrender's refund reversed (红冲) the invoice. */
  readonly reversalSurrenderNo?: string | undefined;
}

/**
 * What may be done with one invoice record: its state's actions ({@link invoiceActions}), except that an invoice a
 * surrender reversed (红冲) is history only — its detail, nothing else (customer rehearsal 5).
 * @example invoiceRecordActions({ invoiceState: "4" }) // ["request", "view"]
 * @example invoiceRecordActions({ invoiceState: "4", reversalSurrenderNo: "S1" }) // ["view"]
 * @example invoiceRecordActions({ invoiceState: "2" }) // ["view", "download", "email"]
 */
export function invoiceRecordActions(record: InvoiceActionFields): readonly InvoiceAction[] {
  if (typeof record !== "object" || record === null) return [];
  const actions = invoiceActions(record.invoiceState);
  return isSurrenderReversal(record) ? actions.filter((action) => action === "view") : actions;
}

/**
 * Whether this invoice record may be requested (again): never one a surrender reversed.
 * @example canRequestInvoiceRecord({ invoiceState: "0" }) // true
 * @example canRequestInvoiceRecord({ invoiceState: "4", reversalSurrenderNo: "S1" }) // false
 */
export function canRequestInvoiceRecord(record: InvoiceActionFields): boolean {
  return invoiceRecordActions(record).includes("request");
}

/**
 * Whether surrendering a policy reverses (红冲) its e-invoice, from the invoice's state: an issued invoice (2) is
 * reversed; one being issued (1) is issued and then reversed. The surrender screen says so before the customer
 * confirms (customer rehearsal 5). No invoice (undefined), none requested (0), a failed or a reversed one: nothing
 * to reverse.
 * @example surrenderReversesInvoice("2") // true
 * @example surrenderReversesInvoice("0") // false
 * @example surrenderReversesInvoice(undefined) // false
 */
export function surrenderReversesInvoice(invoiceState: string | undefined): boolean {
  return invoiceState === "1" || invoiceState === "2";
}

/**
 * Whether an invoice record was reversed (红冲) because a surrender refunded its premium: the original is void, and
 * the screens say so (customer rehearsal 5). Total: anything else answers false.
 * @example isSurrenderReversal({ invoiceState: "4", reversalSurrenderNo: "S1" }) // true
 * @example isSurrenderReversal({ invoiceState: "4" }) // false
 */
export function isSurrenderReversal(record: InvoiceActionFields): boolean {
  return typeof record === "object" && record !== null && record.invoiceState === "4" && typeof record.reversalSurrenderNo === "string" && record.reversalSurrenderNo !== "";
}

/** How a refund was computed: days used and left of the cover. */
export interface RefundBasis {
  readonly usedDays: number;
  readonly unusedDays: number;
  readonly totalDays: number;
}

/**
 * The days behind a refund, clamped to the cover (a negative or oversized figure from a gateway never shows).
 * @example refundBasis({ usedDays: 40, totalDays: 365 }) // { usedDays: 40, unusedDays: 325, totalDays: 365 }
 * @example refundBasis({ usedDays: 400, totalDays: 365 }) // { usedDays: 365, unusedDays: 0, totalDays: 365 }
 */
export function refundBasis(info: { readonly usedDays: number; readonly totalDays: number }): RefundBasis {
  const totalDays = Number.isFinite(info.totalDays) ? Math.max(0, Math.floor(info.totalDays)) : 0;
  const usedDays = Number.isFinite(info.usedDays) ? Math.min(totalDays, Math.max(0, Math.floor(info.usedDays))) : 0;
  return { usedDays, unusedDays: totalDays - usedDays, totalDays };
}

/** What the gateway said about a policy a link names: the customer's binding and the invoice's authority. */
export interface InvoiceLinkCheck {
  /** The customer has a verified identity (`isEiBindUserInfo`). */
  readonly bound: boolean;
  /** The policy may be invoiced now (`checkUserAuthority`). */
  readonly allowed: boolean;
  readonly invoiceState: string;
}

/**
 * Where a link that carries a policy number leads (/skipInvoice): straight to the request when the customer is
 * bound and the policy may be invoiced, to the invoice's detail when it is already requested, otherwise to the
 * lookup with the number filled (the customer proves the policy is theirs there). `check` null: the gateway did
 * not confirm the policy.
 * @example invoiceLinkTarget("P1", { bound: true, allowed: true, invoiceState: "0" }) // "/invoiceRequest?policyNo=P1"
 * @example invoiceLinkTarget("P1", { bound: true, allowed: false, invoiceState: "2" }) // "/invoiceResuls?policyNo=P1"
 * @example invoiceLinkTarget("P1", { bound: false, allowed: true, invoiceState: "0" }) // "/invoiceQuery?policyNo=P1"
 * @example invoiceLinkTarget("", null) // "/invoiceQuery"
 */
export function invoiceLinkTarget(policyNo: string, check: InvoiceLinkCheck | null): string {
  if (!isPolicyNumber(policyNo)) return "/invoiceQuery";
  const query = `?policyNo=${encodeURIComponent(policyNo)}`;
  if (check === null || !check.bound) return `/invoiceQuery${query}`;
  if (check.allowed) return `/invoiceRequest${query}`;
  return check.invoiceState === "0" ? `/invoiceQuery${query}` : `/invoiceResuls${query}`;
}

/** What the 电子发票 link of a customer's own policy does: request, see the progress, see the invoice, or look it up. */
export type OwnInvoiceAction = "request" | "progress" | "view" | "lookup";

/** Where the 电子发票 link of a customer's own policy leads, what it does, and the invoice's state ("" unknown). */
export interface OwnInvoiceLink {
  readonly to: string;
  readonly action: OwnInvoiceAction;
  readonly state: string;
}

/**
 * The 电子发票 link of a logged-in customer's own policy (customer rehearsal 5): straight to what the invoice's state
 * allows, with no lookup and no picture code (the account's own invoice record, asked as the account's, proves the
 * policy is theirs) — 可开票 → the request, 开票中 → its progress, 已开票 / 已红冲 → the invoice. `record` null: the
 * state is not known (not loaded, refused), so the lookup with the number filled, as before. `offered`: the policy
 * may still be invoiced (domain's `policyOffers`); an ended policy offers no request, only an invoice it has.
 * @example ownInvoiceLink("P1", { invoiceState: "0" }, true) // { to: "/invoiceRequest?policyNo=P1", action: "request", state: "0" }
 * @example ownInvoiceLink("P1", { invoiceState: "1" }, true) // { to: "/invoiceResuls?policyNo=P1", action: "progress", state: "1" }
 * @example ownInvoiceLink("P1", { invoiceState: "2" }, true) // { to: "/invoiceResuls?policyNo=P1", action: "view", state: "2" }
 * @example ownInvoiceLink("P1", null, true) // { to: "/invoiceQuery?policyNo=P1", action: "lookup", state: "" }
 * @example ownInvoiceLink("P1", { invoiceState: "0" }, false) // null
 */
export function ownInvoiceLink(policyNo: string, record: InvoiceActionFields | null, offered: boolean): OwnInvoiceLink | null {
  if (!isPolicyNumber(policyNo)) return null;
  const query = `?policyNo=${encodeURIComponent(policyNo)}`;
  if (record === null || typeof record !== "object") return offered ? { to: `/invoiceQuery${query}`, action: "lookup", state: "" } : null;
  const state = record.invoiceState;
  const actions = invoiceRecordActions(record);
  if (actions.includes("request")) return offered ? { to: `/invoiceRequest${query}`, action: "request", state } : null;
  if (!actions.includes("view")) return null;
  return { to: `/invoiceResuls${query}`, action: isInvoiceIssuedOrReversed(record) ? "view" : "progress", state };
}

/** An invoice that was issued: issued (2), or reversed after a surrender (its original was issued). */
function isInvoiceIssuedOrReversed(record: InvoiceActionFields): boolean {
  return record.invoiceState === "2" || isSurrenderReversal(record);
}

/**
 * The policy number an address's query names (`?policyNo=`), or "" when absent or not a policy number (spec §5:
 * 1–22 letters or digits): the after-sales pages about one policy read it from their address.
 * @example policyNoFromQuery("?policyNo=P4403") // "P4403"
 * @example policyNoFromQuery("?policyNo=%3Cb%3E") // ""
 */
export function policyNoFromQuery(search: string): string {
  let value: string;
  try {
    value = new URLSearchParams(typeof search === "string" ? search : "").get("policyNo") ?? "";
  } catch {
    return "";
  }
  return isPolicyNumber(value) ? value : "";
}
