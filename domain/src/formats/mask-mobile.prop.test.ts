import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { maskMobile } from "./mask-mobile";
import { mobileArb } from "./formats.arb";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

describe("maskMobile properties", { timeout: PROPERTY_TIMEOUT }, () => {
  test("keeps the length, the first 3 and the last 4 digits of any 11-digit number", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (mobile) => {
        const masked = maskMobile(mobile);
        return masked.length === 11 && masked.startsWith(mobile.slice(0, 3)) && masked.endsWith(mobile.slice(7)) && masked.slice(3, 7) === "****";
      }),
    );
  });

  test("a mainland mobile never shows its middle four digits", () => {
    fc.assert(
      fc.property(mobileArb, (mobile) => {
        expect(maskMobile(mobile)).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
      }),
    );
  });

  test("is total and keeps the length in code points; at most 7 characters ever show", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (input) => {
        const masked = maskMobile(input);
        expect(typeof masked).toBe("string");
        expect(Array.from(masked)).toHaveLength(Array.from(input).length);
        expect(Array.from(masked).filter((c) => c !== "*").length).toBeLessThanOrEqual(Math.min(7, Array.from(input).length));
      }),
    );
  });
});
