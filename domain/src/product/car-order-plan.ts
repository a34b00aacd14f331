/**
 * What an order's plan reads as, and the renewal discount it shows (customer rehearsal 5: a car renewal taken as
 * offered read 自选方案, and the offer's 续保优惠 已减6% was not on the order).
 *
 * - An order of one plan (no `covers`) reads as its plan's name.
 * - An order of covers that renews a policy (`renewal`) with exactly the covers the renewal offered (same names,
 *   same sums, in any order) reads as the renewal plan (续保方案, the offer step's own name for it).
 * - Any other order of covers reads as the customer's own choice (自选方案).
 * - The renewal discount shows when the order renews a policy and the discount took something off the premium.
 */
import type { OrderCover, OrderRecord } from "../gateway/payloads";

/** How an order's plan reads: one plan's name, the renewal plan, or the customer's own covers. */
export type OrderPlanKind = "plan" | "renewal" | "chosen";

/** What {@link orderPlanKind} and {@link orderRenewalDiscount} read of an order. */
export type OrderPlanFacts = Pick<OrderRecord, "covers" | "renewal">;

/**
 * How an order's plan reads.
 * @example orderPlanKind({}) // "plan"
 * @example orderPlanKind({ covers: [a, b], renewal: { policyNo: "P1", discountPercent: 6, discountFen: 33_180, offered: [b, a] } }) // "renewal"
 * @example orderPlanKind({ covers: [a], renewal: { policyNo: "P1", discountPercent: 6, discountFen: 100, offered: [a, b] } }) // "chosen"
 */
export function orderPlanKind(order: OrderPlanFacts): OrderPlanKind {
  const covers = order.covers;
  if (!Array.isArray(covers)) return "plan";
  const offered = order.renewal?.offered;
  return Array.isArray(offered) && sameCovers(covers, offered) ? "renewal" : "chosen";
}

/**
 * The renewal discount an order shows: its percent and the amount taken off in integer fen; null when the order
 * renews nothing or the discount took nothing off.
 * @example orderRenewalDiscount({ renewal: { policyNo: "P1", discountPercent: 6, discountFen: 33_180, offered: [] } }) // { percent: 6, fen: 33180 }
 * @example orderRenewalDiscount({}) // null
 */
export function orderRenewalDiscount(order: OrderPlanFacts): { percent: number; fen: number } | null {
  const renewal = order.renewal;
  if (renewal === undefined || renewal === null) return null;
  const { discountPercent: percent, discountFen: fen } = renewal;
  if (!Number.isSafeInteger(fen) || fen <= 0 || !Number.isFinite(percent) || percent <= 0) return null;
  return { percent, fen };
}

/** The same covers: the same names at the same sums, each once, order aside. */
function sameCovers(a: readonly OrderCover[], b: readonly OrderCover[]): boolean {
  if (a.length !== b.length) return false;
  const key = (cover: OrderCover) => `${String(cover?.name)}\u0000${String(cover?.sumInsuredFen)}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((value, index) => value === right[index]);
}
