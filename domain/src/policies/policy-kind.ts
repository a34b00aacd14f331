/**
 * The line (tab of 我的保单) a policy is filed under, and the line the list opens on.
 *
 * Decision (issue F8): a policy's line follows its product's category, never the customer: car → 车险;
 * products sold and serviced online (travel, phone screen) → 互联网险; the rest (accident, home, exhibition,
 * anything new) → 其他. Gas policies come from the gas company's channel (no mall product) and are filed as gas
 * by whoever issues them.
 */
import type { PolicyKind, ProductSummary } from "../gateway/payloads";

/** The line of each product category. */
const KIND_OF_CATEGORY: Record<ProductSummary["category"], PolicyKind> = {
  car: "car",
  travel: "internet",
  phone: "internet",
  accident: "other",
  home: "other",
  exhibition: "other",
  other: "other",
};

/**
 * The line a policy of a product category is filed under.
 * @example policyKindOf("travel") // "internet"
 */
export function policyKindOf(category: ProductSummary["category"]): PolicyKind {
  return KIND_OF_CATEGORY[category] ?? "other";
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
