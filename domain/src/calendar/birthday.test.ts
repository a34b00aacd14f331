import { describe, expect, test } from "vitest";
import { DEFAULT_BIRTHDAY, birthdayRange } from "./birthday";

describe("doc examples", () => {
  test("birthdayRange", () => {
    expect(birthdayRange(new Date("2026-03-01T12:00:00Z"))).toEqual({ min: "1926-03-01", max: "2026-03-01" });
    expect(birthdayRange(new Date("2024-02-29T02:00:00Z"))).toEqual({ min: "1924-02-29", max: "2024-02-29" });
  });
});

describe("birthdayRange (spec §5, §9)", () => {
  test("today is the China calendar date, whatever the machine's zone", () => {
    expect(birthdayRange(new Date("2026-11-21T17:00:00Z"))).toEqual({ min: "1926-11-22", max: "2026-11-22" });
    expect(birthdayRange(new Date("2026-11-21T15:59:59Z"))).toEqual({ min: "1926-11-21", max: "2026-11-21" });
  });
  test("29 February a hundred years back becomes 28 February", () => {
    expect(birthdayRange(new Date("2096-02-29T04:00:00Z"))).toEqual({ min: "1996-02-29", max: "2096-02-29" });
    expect(birthdayRange(new Date("2000-02-29T04:00:00Z"))).toEqual({ min: "1900-02-28", max: "2000-02-29" });
  });
  test("an invalid clock falls back to the current time instead of throwing", () => {
    const range = birthdayRange(new Date(Number.NaN));
    expect(range.max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(range.max.slice(0, 4)) - Number(range.min.slice(0, 4))).toBe(100);
  });
  test("default birthday", () => {
    expect(DEFAULT_BIRTHDAY).toBe("2000/01/01");
  });
});
