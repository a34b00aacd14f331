import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { POLICY_BADGES, policyOffers, type PolicyBadge } from "../index";

describe("policyOffers (issue 18: what a policy is offered for)", () => {
  test("a policy whose cover runs or has yet to start is offered invoicing and surrender; renewal once it has started", () => {
    expect(policyOffers("inForce", [])).toEqual({ renew: true, invoice: true, surrender: true });
    expect(policyOffers("expiring", ["5"])).toEqual({ renew: true, invoice: true, surrender: true });
    expect(policyOffers("notYet", [])).toEqual({ renew: false, invoice: true, surrender: true });
  });

  test("a surrendered or expired policy is offered nowhere for surrender or invoicing", () => {
    expect(policyOffers("surrendered", [])).toEqual({ renew: false, invoice: false, surrender: false });
    expect(policyOffers("expired", [])).toEqual({ renew: true, invoice: false, surrender: false });
  });

  test("a policy with an open claim (reported to approved, or a state the mall does not know) is not offered for surrender", () => {
    for (const state of ["1", "2", "3", "4", "9", ""]) {
      expect(policyOffers("inForce", ["5", state]), state).toEqual({ renew: true, invoice: true, surrender: false });
    }
  });

  test("claims not known yet offer no surrender", () => {
    expect(policyOffers("inForce", null).surrender).toBe(false);
  });

  test("total: any badge and claim states answer three booleans; surrender implies invoicing, and an unknown badge gets nothing", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...POLICY_BADGES), fc.string()), fc.option(fc.array(fc.oneof(fc.constantFrom("1", "2", "3", "4", "5"), fc.string()))), (badge, states) => {
        const offers = policyOffers(badge as PolicyBadge, states);
        for (const value of Object.values(offers)) expect(typeof value).toBe("boolean");
        if (offers.surrender) expect(offers.invoice).toBe(true);
        if (!(POLICY_BADGES as readonly string[]).includes(badge)) expect(offers).toEqual({ renew: false, invoice: false, surrender: false });
        if (states !== null && states.some((state) => state !== "5")) expect(offers.surrender).toBe(false);
      }),
    );
  });
});
