import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { POLICY_BADGES, claimOffered, policyOffers, type PolicyBadge } from "../index";

describe("policyOffers (issue 18: what a policy is offered for)", () => {
  test("a policy whose cover runs or has yet to start is offered invoicing and surrender; renewal once it is expiring", () => {
    // renewing a policy with months to run bought a second, overlapping cover (customer rehearsal 2026-11-28)
    expect(policyOffers("inForce", [])).toEqual({ renew: false, invoice: true, surrender: true, claim: true });
    expect(policyOffers("expiring", ["5"])).toEqual({ renew: true, invoice: true, surrender: true, claim: true });
    expect(policyOffers("notYet", [])).toEqual({ renew: false, invoice: true, surrender: true, claim: false });
  });

  test("a surrendered policy is offered nothing; an expired one only a claim report, for an accident of its cover period (G10)", () => {
    expect(policyOffers("surrendered", [])).toEqual({ renew: false, invoice: false, surrender: false, claim: false });
    expect(policyOffers("expired", [])).toEqual({ renew: false, invoice: false, surrender: false, claim: true });
  });

  test("a policy with an open claim (reported to approved, or a state the mall does not know) is not offered for surrender", () => {
    for (const state of ["1", "2", "3", "4", "9", ""]) {
      expect(policyOffers("inForce", ["5", state]), state).toEqual({ renew: false, invoice: true, surrender: false, claim: true });
    }
  });

  test("claims not known yet offer no surrender", () => {
    expect(policyOffers("inForce", null).surrender).toBe(false);
  });

  test("total: any badge and claim states answer four booleans; surrender implies invoicing, a renewal implies the cover ends soon, a claim that it runs or ran (never surrendered), and an unknown badge gets nothing", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...POLICY_BADGES), fc.string()), fc.option(fc.array(fc.oneof(fc.constantFrom("1", "2", "3", "4", "5"), fc.string()))), (badge, states) => {
        const offers = policyOffers(badge as PolicyBadge, states);
        for (const value of Object.values(offers)) expect(typeof value).toBe("boolean");
        if (offers.surrender) expect(offers.invoice).toBe(true);
        if (offers.renew) expect(badge).toBe("expiring");
        if (offers.claim) expect(["inForce", "expiring", "expired"]).toContain(badge);
        if (!(POLICY_BADGES as readonly string[]).includes(badge)) expect(offers).toEqual({ renew: false, invoice: false, surrender: false, claim: false });
        if (states !== null && states.some((state) => state !== "5")) expect(offers.surrender).toBe(false);
      }),
    );
  });

  test("claimOffered agrees with policyOffers for every badge", () => {
    for (const badge of POLICY_BADGES) expect(claimOffered(badge), badge).toBe(policyOffers(badge, []).claim);
    expect(claimOffered("surrendered")).toBe(false);
  });
});
