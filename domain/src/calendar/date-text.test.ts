import { describe, expect, test } from "vitest";
import { addDaysText, daysBetween, formatDateText, parseDateText } from "./date-text";

// These suites must pass under TZ=UTC and TZ=Asia/Shanghai (and any other zone).
describe("doc examples", () => {
  test("parse, format, add, between", () => {
    expect(parseDateText("2000/01/01")).toEqual({ ok: true, date: "2000-01-01", parts: { year: 2000, month: 1, day: 1 } });
    expect(parseDateText("2023-02-29")).toEqual({ ok: false, reason: "date" });
    expect(formatDateText("2024-3-5", "YYYY/MM/DD")).toBe("2024/03/05");
    expect(formatDateText("20240305")).toBe("2024-03-05");
    expect(formatDateText("not a date")).toBe("");
    expect(addDaysText("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDaysText("2024-03-01", -1, "YYYY/MM/DD")).toBe("2024/02/29");
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
    expect(daysBetween("2024-03-10", "2024-03-01")).toBe(-9);
  });
});

describe("date text helpers", () => {
  test("accepted shapes; the time part is ignored", () => {
    expect(formatDateText("2024-12-31 23:59:59")).toBe("2024-12-31");
    expect(formatDateText("2024-12-31T00:00")).toBe("2024-12-31");
    expect(formatDateText("2024/1/9")).toBe("2024-01-09");
  });
  test("mixed separators, impossible dates and other shapes are unreadable", () => {
    for (const bad of ["2024-01/01", "2024-13-01", "2024-00-10", "1900-02-29", "24-01-01", " 2024-01-01", "2024-01-01Z", ""]) {
      expect(formatDateText(bad), bad).toBe("");
      expect(parseDateText(bad).ok, bad).toBe(false);
    }
  });
  test("dayjs format tokens", () => {
    expect(formatDateText("2024-03-05", "YYYY年MM月DD日")).toBe("2024年03月05日");
    expect(formatDateText("0050-03-05")).toBe("0050-03-05");
  });
  test("adding across month, year and DST-era boundaries stays on calendar days", () => {
    expect(addDaysText("2023-12-31", 1)).toBe("2024-01-01");
    expect(addDaysText("1991-04-14", 1)).toBe("1991-04-15"); // China observed DST 1986–1991
    expect(addDaysText("2024-01-01", 365)).toBe("2024-12-31");
    expect(addDaysText("2024-01-01", 1.9)).toBe("2024-01-02");
    expect(addDaysText("2024-01-01", Number.NaN)).toBe("");
    expect(addDaysText("9999-12-31", 1)).toBe("");
    expect(addDaysText("2024-01-01", 1e300)).toBe("");
  });
  test("daysBetween", () => {
    expect(daysBetween("1991-04-14", "1991-04-15")).toBe(1);
    expect(daysBetween("2024-01-01", "2024-01-01 12:00")).toBe(0);
    expect(daysBetween("2024-01-01", "bad")).toBeNull();
  });
});
