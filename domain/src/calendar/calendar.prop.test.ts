import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDaysText, birthdayRange, dateSpanLabel, daysBetween, formatDateText, isRealDate, parseDateText, yearsBefore } from "./index";
import { dateTextArb } from "./calendar.arb";

const anyString = fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }));

describe("calendar properties", () => {
  test("adding n days then measuring gives n back (round trip)", () => {
    fc.assert(
      fc.property(dateTextArb, fc.integer({ min: -20_000, max: 20_000 }), (date, n) => {
        const later = addDaysText(date, n);
        expect(later).not.toBe("");
        expect(daysBetween(date, later)).toBe(n);
        expect(addDaysText(later, -n)).toBe(date);
      }),
    );
  });
  test("formatting a valid date text is a fixed point", () => {
    fc.assert(
      fc.property(dateTextArb, (date) => {
        expect(formatDateText(date)).toBe(date);
        expect(formatDateText(formatDateText(date, "YYYY/MM/DD"))).toBe(date);
      }),
    );
  });
  test("every calendar function is total on any string and any number", () => {
    fc.assert(
      fc.property(anyString, anyString, fc.double(), (a, b, n) => {
        expect(typeof formatDateText(a)).toBe("string");
        expect(typeof formatDateText(a, b)).toBe("string");
        expect(typeof addDaysText(a, n)).toBe("string");
        const between = daysBetween(a, b);
        expect(between === null || Number.isInteger(between)).toBe(true);
        expect(typeof parseDateText(a).ok).toBe("boolean");
        // A span it cannot label (negative, non-finite) is "", never a made-up count.
        expect(dateSpanLabel(n)).toMatch(Number.isFinite(n) && n >= 0 ? /^(?:\d+(?:天|个月|年)|半年)$/ : /^$/);
        expect(dateSpanLabel(n, "en")).toMatch(Number.isFinite(n) && n >= 0 ? /^(?:\d+ (?:days?|months?|years?)|half a year)$/ : /^$/);
      }),
    );
  });
  test("the birthday range is 100 years long and ends today", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true }), (now) => {
        const { min, max } = birthdayRange(now);
        expect(Number(max.slice(0, 4)) - Number(min.slice(0, 4))).toBe(100);
        const span = daysBetween(min, max);
        expect(span).toBeGreaterThanOrEqual(36_523);
        expect(span).toBeLessThanOrEqual(36_525);
        expect(daysBetween(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10), max)).toBe(0);
      }),
    );
  });
  test("labels: a day count is never both a month and a year label", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (n) => {
        const label = dateSpanLabel(n);
        if (n < 30) expect(label).toBe(`${n}天`);
        if (label.endsWith("年") && label !== "半年") expect(n).toBeGreaterThanOrEqual(365);
      }),
    );
  });
});

describe("yearsBefore (the same day years earlier, as birthday ranges and insured ages count back)", () => {
  test("doc examples", () => {
    expect(yearsBefore({ year: 2024, month: 2, day: 29 }, 1)).toEqual({ year: 2023, month: 2, day: 28 });
    expect(yearsBefore({ year: 2026, month: 12, day: 1 }, 65)).toEqual({ year: 1961, month: 12, day: 1 });
    expect(yearsBefore({ year: 2024, month: 2, day: 29 }, 4)).toEqual({ year: 2020, month: 2, day: 29 });
  });
  test("a real date gives a real date in the same month, `years` years earlier, never a later day of the month", () => {
    fc.assert(
      fc.property(dateTextArb, fc.integer({ min: 0, max: 120 }), (text, years) => {
        const parsed = parseDateText(text);
        if (!parsed.ok) return;
        const earlier = yearsBefore(parsed.parts, years);
        expect(isRealDate(earlier.year, earlier.month, earlier.day)).toBe(true);
        expect(earlier.year).toBe(parsed.parts.year - years);
        expect(earlier.month).toBe(parsed.parts.month);
        expect(earlier.day).toBe(isRealDate(earlier.year, parsed.parts.month, parsed.parts.day) ? parsed.parts.day : parsed.parts.day - 1);
      }),
    );
  });
});
