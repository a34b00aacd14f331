import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { maskMobile } from "./mask-mobile";

describe("maskMobile", () => {
  it("hides the middle four digits of a mobile number", () => {
    expect(maskMobile("13800138000")).toBe("138****8000");
  });

  it("never shows a short value whole", () => {
    expect(maskMobile("12345")).toBe("*****");
    expect(maskMobile("")).toBe("");
    expect(maskMobile("010-12345678")).toBe("010*****5678");
  });

  it("keeps the length, the first 3 and the last 4 digits of any 11-digit number", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (mobile) => {
        const masked = maskMobile(mobile);
        return masked.length === 11 && masked.startsWith(mobile.slice(0, 3)) && masked.endsWith(mobile.slice(7)) && masked.slice(3, 7) === "****";
      }),
    );
  });

  it("is total", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (input) => typeof maskMobile(input) === "string"));
  });
});
