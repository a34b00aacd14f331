/**
 * Plans of a product side by side (issue 9 "plans compared side by side, differences highlighted"): the
 * columns cheapest first with their tier (basic / recommended / full), one row per cover item with each plan's
 * sum insured (or none), and which rows differ between the plans; the "price from" of a product.
 *
 * Decisions where the spec is silent:
 * - Columns are ordered by premium, cheapest first (a stable sort: equal premiums keep the gateway's order).
 * - Tiers: one plan is "only"; two are basic and full; three or more are basic, …, full with the middle one
 *   (the lower middle for an even count) "recommended" and any others "standard". The recommended plan is the
 *   one chosen when the page opens; without one, the cheapest.
 * - Rows: every cover item of any plan, in the order they first appear going through the columns; a plan
 *   without the item has `null` there ("not covered"). A row differs when its sums are not all the same
 *   (a missing item differs from any sum).
 */
import type { Plan } from "../gateway/payloads";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../messages/locale";
import { formatSumInsured } from "../money/sum-insured";


/** Where a plan stands among its product's plans. */
export type PlanTier = "only" | "basic" | "standard" | "recommended" | "full";

/** A plan as a column of the comparison. */
export interface PlanColumn {
  readonly planCode: string;
  readonly planName: string;
  readonly premiumFen: number;
  readonly tier: PlanTier;
}

/** A cover item across the plans: each column's sum insured in fen, or `null` where the plan lacks it. */
export interface CoverRow {
  readonly name: string;
  /** The English name, from the first plan's item that carries one (`coverNameText`). */
  readonly en?: { readonly name: string };
  readonly sums: readonly (number | null)[];
  readonly differs: boolean;
}

/** The comparison of a product's plans. */
export interface PlanComparison {
  readonly columns: readonly PlanColumn[];
  readonly rows: readonly CoverRow[];
  /** Whether the premiums differ between the plans. */
  readonly premiumDiffers: boolean;
  /** The plan chosen when the page opens (the recommended one, else the cheapest); "" without plans. */
  readonly defaultPlanCode: string;
}

/**
 * The tier of each of `count` plans ordered cheapest first.
 * @example planTiers(3) // ["basic", "recommended", "full"]
 * @example planTiers(2) // ["basic", "full"]
 * @example planTiers(4) // ["basic", "recommended", "standard", "full"]
 */
export function planTiers(count: number): PlanTier[] {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (n === 0) return [];
  if (n === 1) return ["only"];
  const middle = n >= 3 ? Math.floor((n - 1) / 2) : -1;
  return Array.from({ length: n }, (_, index): PlanTier =>
    index === 0 ? "basic" : index === n - 1 ? "full" : index === middle ? "recommended" : "standard",
  );
}

/**
 * The plans of a product side by side.
 * @example comparePlans([{ planCode: "B", planName: "全面", premiumFen: 200, items: [{ name: "医疗", sumInsuredFen: 5 }] },
 *   { planCode: "A", planName: "基础", premiumFen: 100, items: [{ name: "医疗", sumInsuredFen: 5 }, { name: "身故", sumInsuredFen: 9 }] }])
 * // columns A (basic), B (full); rows 医疗 [5, 5] same, 身故 [9, null] differs
 */
export function comparePlans(plans: readonly Plan[]): PlanComparison {
  const ordered = plans.map((plan, index) => ({ plan, index })).sort((a, b) => a.plan.premiumFen - b.plan.premiumFen || a.index - b.index);
  const tiers = planTiers(ordered.length);
  const columns = ordered.map(({ plan }, index): PlanColumn => ({
    planCode: plan.planCode,
    planName: plan.planName,
    premiumFen: plan.premiumFen,
    tier: tiers[index] ?? "standard",
  }));
  const names: string[] = [];
  for (const { plan } of ordered) for (const item of plan.items) if (!names.includes(item.name)) names.push(item.name);
  const rows = names.map((name): CoverRow => {
    const sums = ordered.map(({ plan }) => plan.items.find((item) => item.name === name)?.sumInsuredFen ?? null);
    const en = ordered.map(({ plan }) => plan.items.find((item) => item.name === name)?.en).find((text) => text !== undefined);
    return { name, sums, differs: sums.some((sum) => sum !== sums[0]), ...(en === undefined ? {} : { en: { name: en.name } }) };
  });
  const premiums = columns.map((column) => column.premiumFen);
  return {
    columns,
    rows,
    premiumDiffers: premiums.some((premium) => premium !== premiums[0]),
    defaultPlanCode: (columns.find((column) => column.tier === "recommended") ?? columns[0])?.planCode ?? "",
  };
}

/**
 * The "price from" of a product: its cheapest plan's premium in fen, or `null` without plans.
 * @example lowestPremiumFen([{ premiumFen: 300 }, { premiumFen: 120 }]) // 120
 * @example lowestPremiumFen([]) // null
 */
export function lowestPremiumFen(plans: readonly Pick<Plan, "premiumFen">[]): number | null {
  let lowest: number | null = null;
  for (const plan of plans) if (Number.isFinite(plan.premiumFen) && (lowest === null || plan.premiumFen < lowest)) lowest = plan.premiumFen;
  return lowest;
}

/**
 * A sum insured as the comparison shows it: domain's one sum-insured format ({@link formatSumInsured}, G21).
 * @example sumInsuredLabel(30_000_000) // "30万元"
 * @example sumInsuredLabel(30_000) // "300元"
 * @example sumInsuredLabel(30_000_000, "en") // "¥300,000"
 */
export function sumInsuredLabel(fen: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatSumInsured(fen, isLocale(locale) ? locale : DEFAULT_LOCALE);
}
