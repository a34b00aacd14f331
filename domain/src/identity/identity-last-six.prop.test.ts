import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validCreditCodeArb } from "./credit-code.arb";
import { validIdCardArb } from "./id-card.arb";
import { anyCodePointArb } from "./identity.arb";
import { isIdentityNumberLastSix } from "./identity-last-six";
import { validOrgCodeArb, validPrintedOrgCodeArb } from "./org-code.arb";

const TYPES = ["01", "14", "11", "13", "06", "99", "", "x"];
const typeArb = fc.oneof(fc.constantFrom(...TYPES), fc.string({ maxLength: 4 }));

describe("the last six of a real number pass with its type", () => {
  it("an identity card's last six (upper- or lower-case X) pass as 01", () => {
    fc.assert(
      fc.property(validIdCardArb, (number) => {
        expect(isIdentityNumberLastSix(number.slice(-6), "01")).toBe(true);
        expect(isIdentityNumberLastSix(number.slice(-6).toLowerCase(), "01")).toBe(true);
      }),
    );
  });

  it("a credit code's last six pass as 13; an organisation code's last six without the hyphen pass as 11", () => {
    fc.assert(fc.property(validCreditCodeArb, (code) => isIdentityNumberLastSix(code.slice(-6), "13")));
    fc.assert(fc.property(validOrgCodeArb, (code) => isIdentityNumberLastSix(code.slice(-6), "11")));
    fc.assert(fc.property(validPrintedOrgCodeArb, (code) => isIdentityNumberLastSix(code.replace("-", "").slice(-6), "11")));
  });
});

describe("total", () => {
  it("never throws and answers a boolean for any text and any type; only six characters can pass", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: anyCodePointArb, maxLength: 10 }), fc.string({ unit: "binary", maxLength: 10 })), typeArb, (input, type) => {
        const answer = isIdentityNumberLastSix(input, type);
        expect(typeof answer).toBe("boolean");
        if (input.length !== 6) expect(answer).toBe(false);
      }),
    );
  });

  it("an identity card's rule is the other types' rule narrowed: what passes as 01 passes as any other type", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789Xx"), minLength: 6, maxLength: 6 }), typeArb, (input, type) => {
        if (isIdentityNumberLastSix(input, "01")) expect(isIdentityNumberLastSix(input, type)).toBe(true);
      }),
    );
  });

  it("a megabyte of text is refused, and a megabyte type is 'other' (the timing is hostile-input.prop.test.ts's)", () => {
    for (const piece of ["1", "X", "张", "😀", "\ud800"]) {
      const long = piece.repeat(1_000_000 / piece.length);
      expect(isIdentityNumberLastSix(long, "01")).toBe(false);
      expect(isIdentityNumberLastSix(long, "13")).toBe(false);
      expect(isIdentityNumberLastSix("31002X", long)).toBe(true);
    }
  });
});
