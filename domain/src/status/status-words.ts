/**
 * Status words: every status the mall gets from the gateway as a code (orders, proposals, policies, claims,
 * invoices, surrenders, cards, service benefits, service requests) is shown as the mall's own word for that code, in the
 * customer's language (issue 20 item 1, issue 19 "status words and codes are domain rules"). The gateway's own
 * `…StateName` text is Chinese whatever the customer reads, so screens never show it. The checks screens make
 * on a code (is this order paid?) are here too, one function per question.
 *
 * Codes (as the gateway and the fixtures send them):
 * - order / proposal: 0 awaiting payment, 1 under underwriting, 2 issued (order) / accepted (proposal), 3 cancelled;
 * - policy: 1 in force, 2 expired, 3 surrendered, 4 not yet in force;
 * - claim: 1 reported, 2 surveyed, 3 loss assessed, 4 approved, 5 closed;
 * - invoice: 0 not requested, 1 being issued, 2 issued, 3 failed, 4 reversed;
 * - surrender: 1 accepted, refund in progress, 2 refunded, 3 declined;
 * - card: 0 not activated, 1 activated, 2 expired;
 * - benefit: 0 not activated, 1 ready to use, 2 used up, 3 expired;
 * - serviceRequest (a work order sent with `saveBpm`, e.g. a courtesy car): 1 received. The spec names no other
 *   code; the gateway answers a new request with 1, so any other code gets the neutral word until one is known.
 *
 * Decisions where the spec is silent: an unknown code (or kind) gets a neutral word ({@link UNKNOWN_STATUS_WORD}),
 * never the raw code and never a guess; lookups are own-property only; an unknown locale gives zh-CN.
 */
import { DEFAULT_LOCALE, type Locale, type LocalizedText } from "../messages/locale";

/** Every kind of record whose status comes as a code. */
export const STATUS_KINDS = ["order", "proposal", "policy", "claim", "invoice", "surrender", "card", "benefit", "serviceRequest"] as const;

/** A kind of record whose status comes as a code. */
export type StatusKind = (typeof STATUS_KINDS)[number];

/** The word for a code the mall does not know. */
export const UNKNOWN_STATUS_WORD: LocalizedText = { "zh-CN": "状态待确认", en: "Status to be confirmed" };

const AWAITING_PAYMENT: LocalizedText = { "zh-CN": "待支付", en: "Awaiting payment" };
const UNDERWRITING: LocalizedText = { "zh-CN": "核保中", en: "Under review" };
const CANCELLED: LocalizedText = { "zh-CN": "已取消", en: "Cancelled" };
const EXPIRED: LocalizedText = { "zh-CN": "已过期", en: "Expired" };
const NOT_ACTIVATED: LocalizedText = { "zh-CN": "待激活", en: "Not activated" };

const WORDS: Readonly<Record<StatusKind, Readonly<Record<string, LocalizedText>>>> = {
  order: { "0": AWAITING_PAYMENT, "1": UNDERWRITING, "2": { "zh-CN": "已出单", en: "Policy issued" }, "3": CANCELLED },
  proposal: { "0": AWAITING_PAYMENT, "1": UNDERWRITING, "2": { "zh-CN": "已承保", en: "Accepted" }, "3": CANCELLED },
  policy: {
    "1": { "zh-CN": "有效", en: "In force" },
    "2": EXPIRED,
    "3": { "zh-CN": "已退保", en: "Surrendered" },
    "4": { "zh-CN": "未生效", en: "Not yet in force" },
  },
  claim: {
    "1": { "zh-CN": "已报案", en: "Reported" },
    "2": { "zh-CN": "已查勘", en: "Surveyed" },
    "3": { "zh-CN": "已定损", en: "Loss assessed" },
    "4": { "zh-CN": "已核赔", en: "Claim approved" },
    "5": { "zh-CN": "已结案", en: "Closed" },
  },
  invoice: {
    "0": { "zh-CN": "未开票", en: "Not invoiced" },
    "1": { "zh-CN": "开票中", en: "Issuing" },
    "2": { "zh-CN": "已开票", en: "Issued" },
    "3": { "zh-CN": "开票失败", en: "Issue failed" },
    "4": { "zh-CN": "已红冲", en: "Reversed" },
  },
  // F11: a surrender takes effect when the insurer accepts it (the policy reads 已退保 at once); what is still in
  // progress is the refund, so the surrender says the policy's own word and then where its refund is
  surrender: {
    "1": { "zh-CN": "已退保，退费处理中", en: "Surrendered, refund in progress" },
    "2": { "zh-CN": "已退保，已退费", en: "Surrendered, refunded" },
    "3": { "zh-CN": "退保未通过", en: "Declined" },
  },
  card: { "0": NOT_ACTIVATED, "1": { "zh-CN": "已激活", en: "Activated" }, "2": EXPIRED },
  benefit: { "0": NOT_ACTIVATED, "1": { "zh-CN": "可使用", en: "Ready to use" }, "2": { "zh-CN": "已用完", en: "Used up" }, "3": EXPIRED },
  serviceRequest: { "1": { "zh-CN": "已受理", en: "Received" } },
};

function own<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === "string" && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/**
 * The mall's word for a status `code` of a `kind` of record, in `locale`. Total: an unknown kind or code gives
 * {@link UNKNOWN_STATUS_WORD}; an unknown locale gives zh-CN.
 * @example statusLabel("order", "0", "zh-CN") // "待支付"
 * @example statusLabel("order", "2", "en") // "Policy issued"
 * @example statusLabel("claim", "9", "en") // "Status to be confirmed"
 */
export function statusLabel(kind: StatusKind, code: string, locale: Locale = DEFAULT_LOCALE): string {
  const codes = own(WORDS, kind);
  const word = codes === undefined ? undefined : own(codes, code);
  return (word ?? UNKNOWN_STATUS_WORD)[locale === "en" ? "en" : "zh-CN"];
}

/** Whether an order (or proposal) waits for payment. @example isOrderUnpaid("0") // true */
export function isOrderUnpaid(code: string): boolean {
  return code === "0";
}

/** The fields of an order the deletion rule reads. */
export interface OrderDeletionFields {
  readonly orderState: string;
  /** The cover's first day, `YYYY-MM-DD`. */
  readonly startDate: string;
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}/;

/**
 * Whether an unpaid order has expired: its cover would start before `today` (the China date, `YYYY-MM-DD`), so it
 * can no longer be paid (the customer applies again). Total: anything else answers false.
 * @example isOrderExpired({ orderState: "0", startDate: "2026-11-01" }, "2026-11-27") // true
 * @example isOrderExpired({ orderState: "0", startDate: "2026-11-28" }, "2026-11-27") // false
 */
export function isOrderExpired(order: OrderDeletionFields, today: string): boolean {
  if (typeof order !== "object" || order === null || !isOrderUnpaid(order.orderState)) return false;
  const start = order.startDate;
  return typeof start === "string" && typeof today === "string" && DAY_TEXT.test(start) && start.slice(0, 10) < today.slice(0, 10);
}

/**
 * Whether the customer may delete an order from 我的订单 (issue 21 "delete an order"): a cancelled one, or an
 * unpaid one that has expired. A paid order or one still payable stays. Total: anything else answers false.
 * @example isOrderDeletable({ orderState: "3", startDate: "2030-01-01" }, "2026-11-27") // true
 * @example isOrderDeletable({ orderState: "0", startDate: "2030-01-01" }, "2026-11-27") // false
 */
export function isOrderDeletable(order: OrderDeletionFields, today: string): boolean {
  if (typeof order !== "object" || order === null) return false;
  return order.orderState === "3" || isOrderExpired(order, today);
}

/**
 * Whether 再次投保 starts a new application from an order (issue 21 "buy again"): a paid one (under
 * underwriting or issued), or an unpaid one that has expired. One still payable is paid instead; a cancelled one
 * is not offered. Total: anything else answers false.
 * @example isOrderRebuyable({ orderState: "2", startDate: "2020-01-01" }, "2026-11-27") // true
 * @example isOrderRebuyable({ orderState: "3", startDate: "2020-01-01" }, "2026-11-27") // false
 */
export function isOrderRebuyable(order: OrderDeletionFields, today: string): boolean {
  if (typeof order !== "object" || order === null) return false;
  return isOrderPaid(order.orderState) || isOrderExpired(order, today);
}

/** Whether an order has been paid (under underwriting or issued). @example isOrderPaid("2") // true */
export function isOrderPaid(code: string): boolean {
  return code === "1" || code === "2";
}

/** Whether a claim is closed (settled). @example isClaimClosed("5") // true */
export function isClaimClosed(code: string): boolean {
  return code === "5";
}

/** Whether an invoice has been issued (it can be sent or downloaded). @example isInvoiceIssued("2") // true */
export function isInvoiceIssued(code: string): boolean {
  return code === "2";
}

/** Whether a card is activated. @example isCardActive("1") // true */
export function isCardActive(code: string): boolean {
  return code === "1";
}

/** Whether a card has expired. @example isCardExpired("2") // true */
export function isCardExpired(code: string): boolean {
  return code === "2";
}

/** Whether a service benefit can still be used (not activated yet, or ready). @example isBenefitStateOpen("1") // true */
export function isBenefitStateOpen(code: string): boolean {
  return code === "0" || code === "1";
}

/** Whether a service benefit waits to be activated. @example isBenefitPending("0") // true */
export function isBenefitPending(code: string): boolean {
  return code === "0";
}
