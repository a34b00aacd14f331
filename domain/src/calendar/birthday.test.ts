import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { DEFAULT_BIRTHDAY, ageOn, birthdayRange, isBirthDate } from "./birthday";

describe("doc examples", () => {
  test("birthdayRange", () => {
    expect(birthdayRange(new Date("2026-03-01T12:00:00Z"))).toEqual({ min: "1926-03-01", max: "2026-03-01" });
    expect(birthdayRange(new Date("2024-02-29T02:00:00Z"))).toEqual({ min: "1924-02-29", max: "2024-02-29" });
  });
  test("isBirthDate", () => {
    const now = new Date("2026-11-22T12:00:00+08:00");
    expect(isBirthDate("1990-05-20", now)).toBe(true);
    expect(isBirthDate("2026-11-23", now)).toBe(false);
    expect(isBirthDate("1926-11-21", now)).toBe(false);
    expect(isBirthDate("2000-13-45", now)).toBe(false);
  });
});

describe("isBirthDate (spec §5 'Date ranges': 100 years back to today)", () => {
  const now = new Date("2026-11-22T12:00:00+08:00");
  test("both ends of the range are inside, the day beyond either is not", () => {
    expect(isBirthDate("1926-11-22", now)).toBe(true);
    expect(isBirthDate("2026-11-22", now)).toBe(true);
    expect(isBirthDate("1926-11-21", now)).toBe(false);
    expect(isBirthDate("2026-11-23", now)).toBe(false);
  });
  test("only a real YYYY-MM-DD date", () => {
    expect(isBirthDate("2000-02-29", now)).toBe(true);
    expect(isBirthDate("1999-02-29", now)).toBe(false);
    expect(isBirthDate("2000/01/01", now)).toBe(false);
    expect(isBirthDate("20000101", now)).toBe(false);
    expect(isBirthDate(" 2000-01-01", now)).toBe(false);
    expect(isBirthDate("", now)).toBe(false);
  });
  test("today is the China calendar date", () => {
    // 2026-11-22 16:30 UTC is 2026-11-23 in China
    expect(isBirthDate("2026-11-23", new Date("2026-11-22T16:30:00Z"))).toBe(true);
  });
  test("a non-string or an invalid clock never throws", () => {
    expect(isBirthDate(19900520 as unknown as string, now)).toBe(false);
    expect(isBirthDate("1990-05-20", new Date(Number.NaN))).toBe(true);
  });
  test("property: a date inside the range is accepted, any text outside it refused", () => {
    const { min, max } = birthdayRange(now);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_600 }), (offset) => {
        const date = new Date(Date.UTC(1926, 10, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        expect(isBirthDate(date, now)).toBe(date >= min && date <= max);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(typeof isBirthDate(text, now)).toBe("boolean");
      }),
    );
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

describe("ageOn (周岁: whole years on a day)", () => {
  test("doc examples", () => {
    expect(ageOn("1990-05-20", "2026-05-19")).toBe(35);
    expect(ageOn("1990-05-20", "2026-05-20")).toBe(36);
    expect(ageOn("2000-02-29", "2021-02-28")).toBe(20);
    expect(ageOn("2026-05-20", "2026-05-19")).toBeNull();
  });
  test("a 29 February birthday is reached on 1 March of a common year, on the 29th of a leap year", () => {
    expect(ageOn("2000-02-29", "2021-03-01")).toBe(21);
    expect(ageOn("2000-02-29", "2024-02-29")).toBe(24);
  });
  test("reads the gateway's YYYY/MM/DD too; unreadable dates give null", () => {
    expect(ageOn("1950/01/01", "2026-12-31")).toBe(76);
    expect(ageOn("", "2026-01-01")).toBeNull();
    expect(ageOn("1990-02-30", "2026-01-01")).toBeNull();
    expect(ageOn("1990-01-01", "soon")).toBeNull();
  });
  test("the day before the n-th birthday is n−1, the birthday itself n", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2000 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 99 }), (year, month, day, years) => {
        const pad = (n: number) => String(n).padStart(2, "0");
        const birth = `${year}-${pad(month)}-${pad(day)}`;
        const birthday = `${year + years}-${pad(month)}-${pad(day)}`;
        const before = new Date(Date.UTC(year + years, month - 1, day - 1)).toISOString().slice(0, 10);
        expect(ageOn(birth, birthday)).toBe(years);
        expect(ageOn(birth, before)).toBe(years - 1);
      }),
    );
  });
});
