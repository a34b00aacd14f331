import { describe, expect, it } from "vitest";
import { tabsPerRow } from "./balanced-rows";

describe("tabsPerRow: wrapped segmented tabs share their rows evenly", () => {
  it("gives an even share once the tabs take two rows or more", () => {
    expect(tabsPerRow(4, 2)).toBe(2);
    expect(tabsPerRow(5, 2)).toBe(3);
    expect(tabsPerRow(7, 3)).toBe(3);
    expect(tabsPerRow(3, 2)).toBe(2);
  });
  it("leaves tabs that fit one row, and nonsense, as they are", () => {
    expect(tabsPerRow(4, 1)).toBeNull();
    expect(tabsPerRow(2, 2)).toBeNull();
    expect(tabsPerRow(0, 0)).toBeNull();
    expect(tabsPerRow(Number.NaN, 2)).toBeNull();
    expect(tabsPerRow(4.5, 2)).toBeNull();
  });
});
