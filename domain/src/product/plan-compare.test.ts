import { describe, expect, test } from "vitest";
import type { Plan } from "../gateway/payloads";
import { comparePlans, lowestPremiumFen, planTiers, sumInsuredLabel } from "./plan-compare";

const plan = (planCode: string, premiumFen: number, items: [string, number][]): Plan => ({
  planCode,
  planName: planCode,
  premiumFen,
  items: items.map(([name, sumInsuredFen]) => ({ name, sumInsuredFen })),
});

describe("planTiers", () => {
  test.each([
    [0, []],
    [1, ["only"]],
    [2, ["basic", "full"]],
    [3, ["basic", "recommended", "full"]],
    [4, ["basic", "recommended", "standard", "full"]],
    [5, ["basic", "standard", "recommended", "standard", "full"]],
  ])("%i plans", (count, tiers) => expect(planTiers(count)).toEqual(tiers));

  test("a count that is not one gives no tiers", () => {
    expect(planTiers(Number.NaN)).toEqual([]);
    expect(planTiers(-2)).toEqual([]);
  });
});

describe("comparePlans", () => {
  const full = plan("FULL", 30_000, [["意外身故", 500_000], ["意外医疗", 50_000], ["住院津贴", 18_000]]);
  const basic = plan("BASIC", 5_000, [["意外身故", 100_000], ["意外医疗", 50_000]]);
  const middle = plan("MID", 12_000, [["意外身故", 300_000], ["意外医疗", 50_000]]);

  test("orders the columns cheapest first with their tiers and picks the recommended plan", () => {
    const comparison = comparePlans([full, basic, middle]);
    expect(comparison.columns.map((column) => [column.planCode, column.tier])).toEqual([
      ["BASIC", "basic"],
      ["MID", "recommended"],
      ["FULL", "full"],
    ]);
    expect(comparison.defaultPlanCode).toBe("MID");
    expect(comparison.premiumDiffers).toBe(true);
  });

  test("one row per cover item, a missing item is null, and rows that differ are marked", () => {
    const { rows } = comparePlans([full, basic, middle]);
    expect(rows).toEqual([
      { name: "意外身故", sums: [100_000, 300_000, 500_000], differs: true },
      { name: "意外医疗", sums: [50_000, 50_000, 50_000], differs: false },
      { name: "住院津贴", sums: [null, null, 18_000], differs: true },
    ]);
  });

  test("equal premiums keep the gateway's order; without a recommended plan the cheapest is chosen", () => {
    const a = plan("A", 100, [["x", 1]]);
    const b = plan("B", 100, [["x", 1]]);
    const comparison = comparePlans([a, b]);
    expect(comparison.columns.map((column) => column.planCode)).toEqual(["A", "B"]);
    expect(comparison.premiumDiffers).toBe(false);
    expect(comparison.rows[0]?.differs).toBe(false);
    expect(comparison.defaultPlanCode).toBe("A");
  });

  test("no plans: nothing to compare", () => {
    expect(comparePlans([])).toEqual({ columns: [], rows: [], premiumDiffers: false, defaultPlanCode: "" });
  });
});

describe("lowestPremiumFen", () => {
  test("the cheapest plan's premium, or null", () => {
    expect(lowestPremiumFen([{ premiumFen: 300 }, { premiumFen: 120 }, { premiumFen: 500 }])).toBe(120);
    expect(lowestPremiumFen([])).toBeNull();
    expect(lowestPremiumFen([{ premiumFen: Number.NaN }])).toBeNull();
  });
});

describe("sumInsuredLabel", () => {
  test("万 from ten thousand yuan in Chinese, separators in English", () => {
    expect(sumInsuredLabel(30_000_000)).toBe("30万元");
    expect(sumInsuredLabel(1_500_000)).toBe("1.5万元");
    expect(sumInsuredLabel(1_000_000)).toBe("1万元");
    expect(sumInsuredLabel(150_000)).toBe("1,500元");
    expect(sumInsuredLabel(30_000)).toBe("300元");
    expect(sumInsuredLabel(30_000_000, "en")).toBe("¥300,000");
  });

  test("nothing for what is not an amount", () => {
    expect(sumInsuredLabel(Number.NaN)).toBe("");
    expect(sumInsuredLabel(-1)).toBe("");
  });
});

test("comparePlans: a cover row keeps the English name the gateway gave any plan's item", () => {
  const withEn: Plan = { planCode: "A", planName: "A", premiumFen: 100, items: [{ name: "航班延误", sumInsuredFen: 1, en: { name: "Flight delay" } }] };
  const without: Plan = { planCode: "B", planName: "B", premiumFen: 50, items: [{ name: "航班延误", sumInsuredFen: 2 }, { name: "意外医疗", sumInsuredFen: 3 }] };
  const rows = comparePlans([withEn, without]).rows;
  expect(rows.map((row) => [row.name, row.en?.name])).toEqual([
    ["航班延误", "Flight delay"],
    ["意外医疗", undefined],
  ]);
});
