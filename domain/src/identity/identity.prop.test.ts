/** Totality: no exported identity function throws on any string, however odd. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as identity from "./index";
import { creditCodeReasonKey, idCardReasonKey } from "../messages/identity";

/** Strings a customer, a paste or an attacker could produce. */
const anyStringArb = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: fc.constantFrom(..."0123456789Xx９０１\u0000\u001f\u007f\u0085\u200b\u3000\ud800\udc00-") }),
  fc.string({ unit: fc.constantFrom("\u{20000}", "\u{1F600}", "\ud83d", "A", "9", "x", "\t", "\n"), maxLength: 20 }),
  fc.string({ unit: "binary", minLength: 15, maxLength: 18 }),
  fc.string({ unit: "binary-ascii", minLength: 8, maxLength: 18 }),
);

/** Every exported function, called as a validator or parser. */
const FUNCTIONS: [string, (input: string) => unknown][] = Object.entries(identity as Record<string, unknown>).flatMap(
  ([name, value]) => (typeof value === "function" ? [[name, value as (input: string) => unknown] as [string, (input: string) => unknown]] : []),
);

describe("totality", () => {
  it("exports the functions other projects rely on", () => {
    const names = FUNCTIONS.map(([name]) => name);
    for (const name of ["isIdCard", "parseIdCard", "isCreditCode", "isOrgCode", "validatorForIdentityType"]) {
      expect(names).toContain(name);
    }
  });

  it("no exported function throws on any string", () => {
    fc.assert(
      fc.property(anyStringArb, (input) => {
        for (const [, fn] of FUNCTIONS) {
          const result = fn(input);
          if (typeof result === "function") expect(typeof (result as (input: string) => unknown)(input)).toBe("boolean");
        }
      }),
      { numRuns: 500 },
    );
  });

  it("parsers return a reason with a message key, validators return booleans, with options too", () => {
    const instantArb = fc.oneof(fc.date({ noInvalidDate: false }), fc.constant(new Date(Number.NaN)));
    fc.assert(
      fc.property(anyStringArb, instantArb, fc.boolean(), (input, now, strictOrgCode) => {
        const id = identity.parseIdCard(input, { now });
        if (!id.ok) expect(idCardReasonKey(id.reason)).toMatch(/^identity\.reason\./);
        expect(typeof identity.isIdCard(input, { now })).toBe("boolean");
        const credit = identity.parseCreditCode(input, { strictOrgCode });
        if (!credit.ok) expect(creditCodeReasonKey(credit.reason)).toMatch(/^identity\.creditCode\.reason\./);
        expect(typeof identity.isPassport(input, "short")).toBe("boolean");
        expect(typeof identity.identityTypeName(input, "en")).toBe("string");
        expect(typeof identity.validatorForClaimIdentityType(input)(input)).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });
});
