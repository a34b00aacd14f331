import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { PlanDiscount } from "../gateway/product-payloads";
import { CAR_COVER_SUMS, DEFAULT_CAR_COVERS, type CarCoverChoice } from "./car-insure";
import { CAR_COVER_CODES } from "./car-cover-codes";
import { carCoverPremiums, carCoversFen, fromPriceFen, pricedPlans, quoteTariff, refundFen, runningDiscount, type TariffProduct } from "./tariff";

const WAN = 1_000_000;
const NOW = new Date("2026-11-23T04:00:00Z"); // 12:00 China time
const annual = { productCode: "EAJ", durationDays: 365, plans: [{ planCode: "A", planName: "A", premiumFen: 5_000, items: [] }, { planCode: "B", planName: "B", premiumFen: 19_900, items: [] }] };
const trip: TariffProduct = { productCode: "LAY", durationDays: 7, plans: [{ planCode: "T", premiumFen: 5_800 }] };
const offer = (planCode: string, premiumFen: number, endsAt: string): PlanDiscount => ({ productCode: "EAJ", planCode, planName: planCode, originalPremiumFen: 19_900, premiumFen, endsAt });

describe("carCoversFen", () => {
  test("the car rule: compulsory plus each cover", () => {
    expect(carCoversFen({})).toBe(95_000);
    expect(carCoversFen({ DDB: 200 * WAN })).toBe(95_000 + 153_000);
    expect(carCoversFen({ DDA: 15 * WAN, DDB: 200 * WAN })).toBe(95_000 + 60_000 + 225_000 + 153_000);
    expect(carCoversFen(DEFAULT_CAR_COVERS)).toBe(553_000);
  });
  test("a choice that breaks a cover rule or an unpriced sum has no price", () => {
    expect(carCoversFen({ DDE: 500_000 })).toBeNull();
    expect(carCoversFen({ DDB: 123 })).toBeNull();
  });
});

describe("carCoverPremiums", () => {
  test("each chosen cover's premium, the compulsory cover's (BZ) first; together they are carCoversFen", () => {
    expect(carCoverPremiums({})).toEqual({ BZ: 95_000 });
    expect(carCoverPremiums({ DDA: 15 * WAN, DDB: 200 * WAN })).toEqual({ BZ: 95_000, DDA: 60_000 + 225_000, DDB: 153_000 });
    const premiums = carCoverPremiums(DEFAULT_CAR_COVERS);
    expect(Object.values(premiums ?? {}).reduce((sum, fen) => sum + fen, 0)).toBe(carCoversFen(DEFAULT_CAR_COVERS));
    expect(new Set(Object.values(premiums ?? {})).size).toBe(Object.keys(premiums ?? {}).length);
  });
  test("a choice that breaks a cover rule, an unpriced sum or no choice at all has none", () => {
    expect(carCoverPremiums({ DDE: 500_000 })).toBeNull();
    expect(carCoverPremiums({ DDB: 123 })).toBeNull();
    expect(carCoverPremiums(null as never)).toBeNull();
  });
});

describe("quoteTariff", () => {
  test("plan × periods × persons × copies", () => {
    expect(quoteTariff(annual, { planCode: "A", insuredCount: 2, quantity: 3 })).toMatchObject({ ok: true, unitFen: 5_000, periods: 1, premiumFen: 5_000, sumPremium: 30_000 });
    expect(quoteTariff(annual, { planCode: "A", duration: 2 })).toMatchObject({ ok: true, periods: 2, sumPremium: 10_000 });
    expect(quoteTariff(trip, { planCode: "T", duration: 8 })).toMatchObject({ ok: true, periods: 2, sumPremium: 11_600 });
    expect(quoteTariff(trip, { planCode: "T" })).toMatchObject({ ok: true, periods: 1, sumPremium: 5_800 });
  });
  test("refuses what it cannot price", () => {
    expect(quoteTariff(annual, { planCode: "X" })).toEqual({ ok: false, reason: "plan" });
    expect(quoteTariff(annual, { planCode: "A", insuredCount: 0 })).toEqual({ ok: false, reason: "count" });
    expect(quoteTariff(annual, { planCode: "A", quantity: 11 })).toEqual({ ok: false, reason: "count" });
    expect(quoteTariff(annual, { planCode: "A", duration: 0 })).toEqual({ ok: false, reason: "duration" });
    expect(quoteTariff(annual, { planCode: "A", duration: 1.5 })).toEqual({ ok: false, reason: "duration" });
    expect(quoteTariff(annual, { planCode: "A", renewalDiscountPercent: 90 })).toEqual({ ok: false, reason: "discount" });
    expect(quoteTariff(annual, { planCode: "A", covers: { DDE: 500_000 } })).toEqual({ ok: false, reason: "covers" });
  });
  test("a running limited-time discount replaces the plan's premium; an ended one does not", () => {
    const running = [offer("B", 15_900, "2026-11-23 18:45:00")];
    expect(quoteTariff(annual, { planCode: "B", insuredCount: 2 }, { discounts: running, now: NOW })).toMatchObject({ ok: true, unitFen: 15_900, sumPremium: 31_800, discounted: true });
    const ended = [offer("B", 15_900, "2026-11-23 11:59:59")];
    expect(quoteTariff(annual, { planCode: "B" }, { discounts: ended, now: NOW })).toMatchObject({ ok: true, unitFen: 19_900, discounted: false });
    expect(runningDiscount(running, "EAJ", "A", NOW)).toBeUndefined();
  });
  test("a car choice is priced by its covers; a renewal takes the stated percent off", () => {
    const car: TariffProduct = { productCode: "DAA", durationDays: 365, plans: [{ planCode: "DAA01", premiumFen: 1 }] };
    expect(quoteTariff(car, { planCode: "DAA01", covers: DEFAULT_CAR_COVERS })).toMatchObject({ ok: true, sumPremium: 553_000 });
    expect(quoteTariff(car, { planCode: "DAA01", covers: DEFAULT_CAR_COVERS, renewalDiscountPercent: 15 })).toMatchObject({ ok: true, renewalDiscountFen: 82_950, sumPremium: 470_050 });
  });
});

describe("fromPriceFen and pricedPlans", () => {
  test("from is the cheapest plan at the running discounts", () => {
    expect(fromPriceFen(annual)).toBe(5_000);
    expect(fromPriceFen(annual, { discounts: [offer("B", 4_000, "2026-11-24 00:00:00")], now: NOW })).toBe(4_000);
    expect(fromPriceFen({ productCode: "N", durationDays: 365, plans: [] })).toBeNull();
    expect(pricedPlans(annual, { discounts: [offer("B", 4_000, "2026-11-24 00:00:00")], now: NOW }).map((plan) => plan.premiumFen)).toEqual([5_000, 4_000]);
  });
});

describe("refundFen", () => {
  test("unused days pro rata; all before the start; nothing after the end", () => {
    expect(refundFen(36_500, "2026-01-01", "2026-12-31", "2026-07-02")).toBe(18_200);
    expect(refundFen(36_500, "2026-01-01", "2026-12-31", "2025-12-31")).toBe(36_500);
    expect(refundFen(36_500, "2026-01-01", "2026-12-31", "2027-03-01")).toBe(0);
    expect(refundFen(36_500, "bad", "2026-12-31", "2026-07-02")).toBe(0);
  });
});

const choiceArb: fc.Arbitrary<CarCoverChoice> = fc
  .record(Object.fromEntries(CAR_COVER_CODES.map((code) => [code, fc.option(fc.constantFrom(...CAR_COVER_SUMS[code]), { nil: undefined })])) as Record<string, fc.Arbitrary<number | undefined>>)
  .map((record) => Object.fromEntries(Object.entries(record).filter(([, sum]) => sum !== undefined)) as CarCoverChoice);

describe("tariff properties", () => {
  test("a quote is a whole, non-negative number of fen, linear in persons and copies", () => {
    fc.assert(
      fc.property(fc.constantFrom("A", "B"), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), (planCode, count, copies, years) => {
        const one = quoteTariff(annual, { planCode, duration: years });
        const many = quoteTariff(annual, { planCode, duration: years, insuredCount: count, quantity: copies });
        expect(one.ok && many.ok).toBe(true);
        if (!one.ok || !many.ok) return;
        expect(Number.isSafeInteger(many.sumPremium) && many.sumPremium >= 0).toBe(true);
        expect(many.sumPremium).toBe(one.sumPremium * count * copies);
      }),
    );
  });
  test("a car choice is priced iff it has no cover problem; a renewal never costs more than the tariff", () => {
    fc.assert(
      fc.property(choiceArb, fc.integer({ min: 0, max: 50 }), (covers, percent) => {
        const full = carCoversFen(covers);
        const renewal = quoteTariff({ productCode: "DAA", durationDays: 365, plans: [{ planCode: "P", premiumFen: 0 }] }, { planCode: "P", covers, renewalDiscountPercent: percent });
        if (full === null) {
          expect(renewal).toEqual({ ok: false, reason: "covers" });
          return;
        }
        expect(renewal.ok && renewal.sumPremium).toBe(full - Math.round((full * percent) / 100));
        expect(renewal.ok && renewal.sumPremium <= full && renewal.sumPremium >= full / 2).toBe(true);
      }),
    );
  });
  test("from is at most every plan's price and equals the cheapest", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 6 }), (premiums) => {
        const product = { productCode: "X", durationDays: 365, plans: premiums.map((premiumFen, index) => ({ planCode: `P${index}`, planName: "", premiumFen, items: [] })) };
        const from = fromPriceFen(product);
        expect(from).toBe(Math.min(...premiums));
        for (const plan of pricedPlans(product)) expect(from).toBeLessThanOrEqual(plan.premiumFen);
      }),
    );
  });
  test("the refund lies between nothing and the premium and falls as days pass", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 400 }), (premium, day) => {
        const today = new Date(Date.UTC(2026, 0, 1) + (day - 20) * 86_400_000).toISOString().slice(0, 10);
        const tomorrow = new Date(Date.UTC(2026, 0, 1) + (day - 19) * 86_400_000).toISOString().slice(0, 10);
        const refund = refundFen(premium, "2026-01-01", "2026-12-31", today);
        expect(refund >= 0 && refund <= premium && Number.isSafeInteger(refund)).toBe(true);
        expect(refundFen(premium, "2026-01-01", "2026-12-31", tomorrow)).toBeLessThanOrEqual(refund);
      }),
    );
  });
});
