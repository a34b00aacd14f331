import { describe, expect, it } from "vitest";
import { clampDateParts, dayRange, defaultDateRange, monthRange, parseDateInRange, toDateParts } from "./date-parts";

const MIN = { year: 1926, month: 5, day: 20 };
const MAX = { year: 2026, month: 5, day: 20 };

describe("parseDateInRange", () => {
  it("accepts a real YYYY-MM-DD inside the range", () => {
    expect(parseDateInRange("2000-01-01", MIN, MAX)).toEqual({ ok: true, parts: { year: 2000, month: 1, day: 1 } });
    expect(parseDateInRange("2000-02-29", MIN, MAX).ok).toBe(true);
    // domain's reader also takes the gateway's forms
    expect(parseDateInRange("2000/01/01", MIN, MAX)).toEqual({ ok: true, parts: { year: 2000, month: 1, day: 1 } });
  });
  it("rejects other shapes, impossible dates and dates outside the range", () => {
    expect(parseDateInRange("2000/01-01", MIN, MAX)).toEqual({ ok: false, reason: "format" });
    expect(parseDateInRange(" 2000-01-01", MIN, MAX)).toEqual({ ok: false, reason: "format" });
    expect(parseDateInRange("01-01-2000", MIN, MAX)).toEqual({ ok: false, reason: "format" });
    expect(parseDateInRange("1999-02-29", MIN, MAX)).toEqual({ ok: false, reason: "date" });
    expect(parseDateInRange("2000-13-01", MIN, MAX)).toEqual({ ok: false, reason: "date" });
    expect(parseDateInRange("2026-05-21", MIN, MAX)).toEqual({ ok: false, reason: "range" });
    expect(parseDateInRange("1926-05-19", MIN, MAX)).toEqual({ ok: false, reason: "range" });
  });
  it("is total on odd input", () => {
    for (const input of ["", "\u0000", "𠀀𠀀-01-01", "9999-99-99", "0000-00-00"]) expect(parseDateInRange(input, MIN, MAX).ok).toBe(false);
  });
});

describe("toDateParts", () => {
  it("reads text and parts, rejecting impossible dates", () => {
    expect(toDateParts("2000-01-01")).toEqual({ year: 2000, month: 1, day: 1 });
    expect(toDateParts({ year: 2001, month: 2, day: 29 })).toBeUndefined();
    expect(toDateParts("2000/01/01")).toEqual({ year: 2000, month: 1, day: 1 });
    expect(toDateParts("2000/01-01")).toBeUndefined();
    expect(toDateParts("abc")).toBeUndefined();
    expect(toDateParts(undefined)).toBeUndefined();
  });
});

describe("clampDateParts", () => {
  it("cuts the day to the month and keeps the date in range", () => {
    expect(clampDateParts({ year: 2001, month: 2, day: 31 }, MIN, MAX)).toEqual({ year: 2001, month: 2, day: 28 });
    expect(clampDateParts({ year: 1900, month: 1, day: 1 }, MIN, MAX)).toEqual(MIN);
    expect(clampDateParts({ year: 2026, month: 12, day: 1 }, MIN, MAX)).toEqual(MAX);
  });
});

describe("column ranges", () => {
  it("limits months and days at the ends of the range", () => {
    expect(monthRange(2026, MIN, MAX)).toEqual([1, 5]);
    expect(monthRange(1926, MIN, MAX)).toEqual([5, 12]);
    expect(monthRange(2000, MIN, MAX)).toEqual([1, 12]);
    expect(dayRange(2026, 5, MIN, MAX)).toEqual([1, 20]);
    expect(dayRange(1926, 5, MIN, MAX)).toEqual([20, 31]);
    expect(dayRange(2024, 2, MIN, MAX)).toEqual([1, 29]);
  });
  it("defaults to 100 years back and 10 ahead", () => {
    expect(defaultDateRange({ year: 2024, month: 2, day: 29 })).toEqual({ min: { year: 1924, month: 2, day: 29 }, max: { year: 2034, month: 2, day: 28 } });
  });
});
