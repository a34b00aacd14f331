import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { carCoverItems } from "./car-cover-names";
import { orderPlanKind, orderRenewalDiscount } from "./car-order-plan";
import { CAR_COVER_SUMS, type CarCoverChoice } from "./car-insure";

const WAN = 1_000_000;
const OFFERED = carCoverItems({ DDA: 15 * WAN, DDB: 200 * WAN, DDC: 1 * WAN });
const renewal = (discountFen: number, offered = OFFERED) => ({ policyNo: "PDAA202600000000000001", discountPercent: 6, discountFen, offered });

describe("orderPlanKind (customer rehearsal 5: a renewal taken as offered read 自选方案)", () => {
  it("reads an order of one plan as its plan", () => {
    expect(orderPlanKind({})).toBe("plan");
  });

  it("reads the covers the renewal offered, in any order, as the renewal plan", () => {
    expect(orderPlanKind({ covers: OFFERED, renewal: renewal(33_180) })).toBe("renewal");
    expect(orderPlanKind({ covers: [...OFFERED].reverse(), renewal: renewal(33_180) })).toBe("renewal");
  });

  it("reads changed covers, or covers without a renewal, as the customer's own choice", () => {
    expect(orderPlanKind({ covers: OFFERED })).toBe("chosen");
    expect(orderPlanKind({ covers: carCoverItems({ DDA: 15 * WAN, DDB: 300 * WAN, DDC: 1 * WAN }), renewal: renewal(33_180) })).toBe("chosen");
    expect(orderPlanKind({ covers: carCoverItems({ DDA: 15 * WAN, DDB: 200 * WAN }), renewal: renewal(33_180) })).toBe("chosen");
    expect(orderPlanKind({ covers: [...OFFERED, ...OFFERED.slice(0, 1)], renewal: renewal(33_180) })).toBe("chosen");
  });

  const sumOf = (code: keyof typeof CAR_COVER_SUMS) => fc.constantFrom(...CAR_COVER_SUMS[code]);
  const choice: fc.Arbitrary<CarCoverChoice> = fc.record({ DDA: sumOf("DDA"), DDB: sumOf("DDB"), DDC: sumOf("DDC") }, { requiredKeys: [] });

  it("is the renewal plan exactly when the covers equal the offered ones", () => {
    fc.assert(
      fc.property(choice, choice, (chosen, offered) => {
        const same = JSON.stringify(carCoverItems(chosen)) === JSON.stringify(carCoverItems(offered));
        expect(orderPlanKind({ covers: carCoverItems(chosen), renewal: renewal(1, carCoverItems(offered)) })).toBe(same ? "renewal" : "chosen");
      }),
    );
  });
});

describe("orderRenewalDiscount", () => {
  it("shows the discount a renewal took off, in percent and fen", () => {
    expect(orderRenewalDiscount({ renewal: renewal(33_180) })).toEqual({ percent: 6, fen: 33_180 });
  });

  it("shows none without a renewal or when nothing was taken off", () => {
    expect(orderRenewalDiscount({})).toBeNull();
    expect(orderRenewalDiscount({ renewal: renewal(0) })).toBeNull();
    expect(orderRenewalDiscount({ renewal: { ...renewal(100), discountPercent: 0 } })).toBeNull();
  });
});
