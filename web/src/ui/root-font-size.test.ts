import { afterEach, describe, expect, it } from "vitest";
import { installRootFontSize, rootFontSizeFor } from "./root-font-size";

describe("rootFontSizeFor", () => {
  it("is 50 px at the 375 px design width", () => {
    expect(rootFontSizeFor(375)).toBe(50);
  });
  it("scales in proportion inside 320–640", () => {
    expect(rootFontSizeFor(320)).toBeCloseTo(42.67, 2);
    expect(rootFontSizeFor(414)).toBeCloseTo(55.2, 5);
    expect(rootFontSizeFor(640)).toBeCloseTo(85.33, 2);
  });
  it("clamps the width to 320–640", () => {
    expect(rootFontSizeFor(1000)).toBe(rootFontSizeFor(640));
    expect(rootFontSizeFor(200)).toBe(rootFontSizeFor(320));
  });
  it("is total: a non-finite width gives the design size", () => {
    expect(rootFontSizeFor(Number.NaN)).toBe(50);
    expect(rootFontSizeFor(Number.POSITIVE_INFINITY)).toBe(50);
  });
});

describe("installRootFontSize", () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => {
    uninstall?.();
    document.documentElement.style.fontSize = "";
  });

  it("sets the html font size now and again on resize, until uninstalled", () => {
    setWidth(375);
    uninstall = installRootFontSize();
    expect(document.documentElement.style.fontSize).toBe("50px");
    setWidth(320);
    window.dispatchEvent(new Event("resize"));
    expect(document.documentElement.style.fontSize).toBe("42.67px");
    setWidth(640);
    window.dispatchEvent(new Event("orientationchange"));
    expect(document.documentElement.style.fontSize).toBe("85.33px");
    uninstall();
    setWidth(375);
    window.dispatchEvent(new Event("resize"));
    expect(document.documentElement.style.fontSize).toBe("85.33px");
  });
});

function setWidth(width: number): void {
  Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, value: width });
}
