import { describe, expect, it } from "vitest";
import { openingPolicyKind, policyKindOf } from "./policy-kind";

describe("policyKindOf", () => {
  it("files a product by its category, the same for every customer", () => {
    expect(policyKindOf("car")).toBe("car");
    expect(policyKindOf("travel")).toBe("internet");
    expect(policyKindOf("phone")).toBe("internet");
    expect(policyKindOf("accident")).toBe("other");
    expect(policyKindOf("home")).toBe("other");
    expect(policyKindOf("exhibition")).toBe("other");
    expect(policyKindOf("other")).toBe("other");
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
