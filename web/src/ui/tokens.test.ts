import { describe, expect, it } from "vitest";
import { BRAND_RED, contrastRatio, PAGE_BACKGROUND, SPINNER_GREY, SURFACE, TEXT_COLOUR, TEXT_SECONDARY } from "./tokens";

describe("colour contrast (WCAG 2)", () => {
  it("computes the known extremes", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
  it("brand red reaches 4.5:1 as text on the page grey and on white, and under white text (issue 8 point 25)", () => {
    expect(contrastRatio(BRAND_RED, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(BRAND_RED, SURFACE)).toBeGreaterThanOrEqual(4.5);
    // The old red, #e60012, was 4.4:1 on the page grey.
    expect(contrastRatio("#e60012", PAGE_BACKGROUND)).toBeLessThan(4.5);
  });
  it("body and secondary text reach 4.5:1 on white and on the page grey", () => {
    for (const colour of [TEXT_COLOUR, TEXT_SECONDARY]) {
      expect(contrastRatio(colour, SURFACE)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it("the spinner grey reaches 3:1 for graphics", () => {
    expect(contrastRatio(SPINNER_GREY, "#ffffff")).toBeGreaterThanOrEqual(3);
  });
  it("is NaN for malformed colours", () => {
    expect(contrastRatio("red", "#ffffff")).toBeNaN();
  });
});
