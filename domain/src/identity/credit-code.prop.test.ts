import fc from "fast-check";
import { isUnifiedIdentifier } from "util-helpers";
import { describe, expect, it } from "vitest";
import { validCreditCodeArb, validStrictCreditCodeArb } from "./credit-code.arb";
import { isCreditCode, parseCreditCode } from "./credit-code";
import { anyCodePointArb } from "./identity.arb";

const replacementArb = fc.oneof(
  fc.constantFrom(..."0123456789ABCDEFGHJKLMNPQRTUWXYIOSVZa ０"),
  anyCodePointArb,
);

describe("credit codes built by construction", () => {
  it("always pass and split back into their parts", () => {
    fc.assert(
      fc.property(validCreditCodeArb, (code) => {
        expect(parseCreditCode(code)).toEqual({
          ok: true,
          authority: code.charAt(0),
          type: code.charAt(1),
          region: code.slice(2, 8),
          orgCode: code.slice(8, 17),
        });
      }),
    );
  });

  it("with a valid embedded organisation code, also pass the strict check", () => {
    fc.assert(fc.property(validStrictCreditCodeArb, (code) => isCreditCode(code, { strictOrgCode: true })));
  });

  it("agree with util-helpers' mod-31 check on digit-authority codes (an independent implementation)", () => {
    fc.assert(
      fc.property(validCreditCodeArb, (code) => {
        fc.pre(/^\d/.test(code));
        expect(isUnifiedIdentifier(code)).toBe(true);
      }),
    );
  });
});

describe("checksum sensitivity", () => {
  it("any single-character substitution fails", () => {
    fc.assert(
      fc.property(validCreditCodeArb, fc.nat(17), replacementArb, (code, index, replacement) => {
        fc.pre(replacement !== code.charAt(index));
        const changed = code.slice(0, index) + replacement + code.slice(index + 1);
        expect(isCreditCode(changed)).toBe(false);
      }),
    );
  });
});
