/**
 * The line (tab of 我的保单) a policy is filed under, and the line the list opens on.
 *
 * Decision (issue F8): a policy's line follows its product's category, never the customer. The tabs name the
 * channel a customer bought through (spec §7: queryCar/Gas/Internet/OtherPolicyList): car → 车险; every other
 * product the mall sells — bought and serviced online here: travel, accident, home, phone screen, exhibition booth
 * — → 互联网险 (customer rehearsal 5: a family accident cover bought in the mall was filed under 其他, where no
 * customer looked for it); 其他 only for what the mall does not sell (category "other": a policy issued at a
 * bank's or the insurer's counter, a category it does not know). Gas policies come from the gas company's channel
 * (no mall product) and are filed as gas by whoever issues them.
 */
import type { PolicyKind, ProductSummary } from "../gateway/payloads";

/** The line of each product category. */
const KIND_OF_CATEGORY: Record<ProductSummary["category"], PolicyKind> = {
  car: "car",
  travel: "internet",
  phone: "internet",
  accident: "internet",
  home: "internet",
  exhibition: "internet",
  other: "other",
};

/**
 * The line a policy of a product category is filed under. Total: an unknown category is 其他.
 * @example policyKindOf("travel") // "internet"
 * @example policyKindOf("accident") // "internet"
 * @example policyKindOf("other") // "other"
 */
export function policyKindOf(category: ProductSummary["category"]): PolicyKind {
  return Object.prototype.hasOwnProperty.call(KIND_OF_CATEGORY, category) ? KIND_OF_CATEGORY[category] : "other";
}

/**
 * The line 我的保单 opens on: the first (in tab order) with a policy; a line whose count is not known yet
 * (loading or failed) ahead of it is opened instead, so the list never jumps past a line it has not seen;
 * the first line when every line is empty.
 * @example openingPolicyKind(["car", "gas", "internet", "other"], { car: 0, gas: 0, internet: 0, other: 1 }) // "other"
 */
export function openingPolicyKind(order: readonly PolicyKind[], counts: Partial<Record<PolicyKind, number>>): PolicyKind {
  for (const kind of order) {
    const count = counts[kind];
    if (count === undefined || count > 0) return kind;
  }
  return order[0] ?? "car";
}
