import { describe, expect, test } from "vitest";
import { maskMobile } from "./mask-mobile";

describe("maskMobile", () => {
  test("doc examples: hides the middle four digits of a mobile number", () => {
    expect(maskMobile("13800138000")).toBe("138****8000");
    expect(maskMobile("010-12345678")).toBe("010*****5678");
    expect(maskMobile("12345")).toBe("*****");
    expect(maskMobile("")).toBe("");
  });

  test("never shows a short value whole; astral characters count as one", () => {
    expect(maskMobile("1234567")).toBe("*******");
    expect(maskMobile("12345678")).toBe("123*5678");
    expect(maskMobile("𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷")).toBe("𠮷𠮷𠮷*𠮷𠮷𠮷𠮷");
    expect(maskMobile(undefined as unknown as string)).toBe("");
  });
});
