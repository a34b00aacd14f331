import { describe, expect, it } from "vitest";
import { openingPolicyKind, policyKindOf } from "./policy-kind";

describe("policyKindOf", () => {
  it("files a product by its category, the same for every customer", () => {
    expect(policyKindOf("car")).toBe("car");
    expect(policyKindOf("travel")).toBe("internet");
    expect(policyKindOf("phone")).toBe("internet");
    expect(policyKindOf("other")).toBe("other");
  });

  it("files every product the mall sells online under 互联网险 but cars; 其他 only for what it does not sell (customer rehearsal 5)", () => {
    expect(policyKindOf("accident")).toBe("internet");
    expect(policyKindOf("home")).toBe("internet");
    expect(policyKindOf("exhibition")).toBe("internet");
    for (const unknown of ["", "toString", "__proto__", "gas"]) expect(policyKindOf(unknown as never)).toBe("other");
  });
});

describe("openingPolicyKind", () => {
  const kinds = ["car", "gas", "internet", "other"] as const;
  it("opens on the first line that has a policy", () => {
    expect(openingPolicyKind(kinds, { car: 0, gas: 0, internet: 0, other: 1 })).toBe("other");
    expect(openingPolicyKind(kinds, { car: 0, gas: 2, internet: 0, other: 1 })).toBe("gas");
  });
  it("waits on a line still loading before a later one", () => {
    expect(openingPolicyKind(kinds, { car: 0, internet: 3 })).toBe("gas");
  });
  it("stays on the first line when none has a policy", () => {
    expect(openingPolicyKind(kinds, { car: 0, gas: 0, internet: 0, other: 0 })).toBe("car");
  });
});
