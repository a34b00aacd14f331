import { describe, expect, it } from "vitest";
import { BRAND_RED, contrastRatio, SPINNER_GREY, TEXT_COLOUR, TEXT_SECONDARY } from "./tokens";

describe("colour contrast (WCAG 2)", () => {
  it("computes the known extremes", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
  it("brand red reaches 4.5:1 with white both ways (text on white, white on red)", () => {
    expect(contrastRatio(BRAND_RED, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
  it("body and secondary text reach 4.5:1 on white and on the page grey", () => {
    for (const colour of [TEXT_COLOUR, TEXT_SECONDARY]) {
      expect(contrastRatio(colour, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, "#f5f5f5")).toBeGreaterThanOrEqual(4.5);
    }
  });
  it("the spinner grey reaches 3:1 for graphics", () => {
    expect(contrastRatio(SPINNER_GREY, "#ffffff")).toBeGreaterThanOrEqual(3);
  });
  it("is NaN for malformed colours", () => {
    expect(contrastRatio("red", "#ffffff")).toBeNaN();
  });
});
