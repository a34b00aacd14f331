import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validOrgCodeArb, validPrintedOrgCodeArb } from "./org-code.arb";
import { isOrgCode } from "./org-code";
import { anyCodePointArb } from "./identity.arb";

const LETTER_VALUES = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

describe("organisation codes built by construction", () => {
  it("pass in both the plain and the printed form", () => {
    fc.assert(fc.property(validOrgCodeArb, (code) => isOrgCode(code)));
    fc.assert(fc.property(validPrintedOrgCodeArb, (code) => isOrgCode(code)));
  });
});

describe("checksum sensitivity", () => {
  it("any substitution whose value does not differ by a multiple of 11 fails", () => {
    // GB 11714's limit: letters reach value 35, so 0 ↔ B (0 vs 11) keeps the check. Every other
    // substitution — every digit-for-digit error, every non-alphanumeric character — is caught.
    const replacementArb = fc.oneof(
      fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZa-０ "),
      anyCodePointArb,
    );
    fc.assert(
      fc.property(validOrgCodeArb, fc.nat(8), replacementArb, (code, index, replacement) => {
        const original = code.charAt(index);
        fc.pre(replacement !== original);
        const from = LETTER_VALUES.indexOf(original);
        const to = LETTER_VALUES.indexOf(replacement);
        fc.pre(index === 8 || from < 0 || to < 0 || (from - to) % 11 !== 0);
        const changed = code.slice(0, index) + replacement + code.slice(index + 1);
        expect(isOrgCode(changed)).toBe(false);
      }),
    );
  });

  it("the undetectable substitutions are exactly those differing by a multiple of 11 (documented limit)", () => {
    fc.assert(
      fc.property(validOrgCodeArb, fc.nat(7), fc.constantFrom(...LETTER_VALUES), (code, index, replacement) => {
        const from = LETTER_VALUES.indexOf(code.charAt(index));
        const to = LETTER_VALUES.indexOf(replacement);
        const changed = code.slice(0, index) + replacement + code.slice(index + 1);
        expect(isOrgCode(changed)).toBe((from - to) % 11 === 0);
      }),
    );
  });
});
