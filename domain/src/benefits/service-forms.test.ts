import { describe, expect, test } from "vitest";
import { COURTESY_CAR_MAX_DAYS, courtesyCarDateProblems, isEngineNumber, isIsoDate, registerDateProblem } from "./service-forms";

// 12:00 in China on 2026-11-23.
const NOW = new Date("2026-11-23T04:00:00Z");

describe("isIsoDate / isEngineNumber", () => {
  test("real dates written YYYY-MM-DD only", () => {
    for (const good of ["2026-11-23", "2028-02-29", "2000-01-01"]) expect(isIsoDate(good)).toBe(true);
    for (const bad of ["2026-02-29", "2026/11/23", "20261123", "2026-13-01", "2026-11-23 ", ""]) expect(isIsoDate(bad)).toBe(false);
  });
  test("engine numbers: 4–20 letters or digits", () => {
    for (const good of ["4G15S12345", "ABCD", "1".repeat(20)]) expect(isEngineNumber(good)).toBe(true);
    for (const bad of ["ABC", "1".repeat(21), "4G15-12345", ""]) expect(isEngineNumber(bad)).toBe(false);
  });
});

describe("courtesyCarDateProblems", () => {
  test("dates from today to the benefit's last day, end not before start, at most the days of one use", () => {
    expect(courtesyCarDateProblems({ startDate: "2026-11-23", endDate: "2026-11-27" }, "2026-12-31", NOW)).toEqual([]);
    expect(courtesyCarDateProblems({ startDate: "2026-11-22", endDate: "2026-11-24" }, "2026-12-31", NOW)).toEqual([
      { path: "startDate", key: "schema.dateNotBefore", params: { date: "2026-11-23" } },
    ]);
    expect(courtesyCarDateProblems({ startDate: "2026-11-25", endDate: "2026-11-24" }, "2026-12-31", NOW)).toEqual([{ path: "endDate", key: "schema.endBeforeStart", params: {} }]);
    expect(courtesyCarDateProblems({ startDate: "2026-12-30", endDate: "2027-01-02" }, "2026-12-31", NOW)).toEqual([
      { path: "endDate", key: "schema.dateNotAfter", params: { date: "2026-12-31" } },
    ]);
    expect(courtesyCarDateProblems({ startDate: "2026-11-23", endDate: "2026-11-28" }, "2026-12-31", NOW)).toEqual([
      { path: "endDate", key: "schema.courtesyCarTooLong", params: { days: COURTESY_CAR_MAX_DAYS } },
    ]);
    // Every problem at once.
    expect(courtesyCarDateProblems({ startDate: "2027-01-05", endDate: "2027-01-01" }, "2026-12-31", NOW).map((p) => p.path)).toEqual(["startDate", "endDate"]);
  });
  test("leaves dates that are not dates to the field rules", () => {
    expect(courtesyCarDateProblems({ startDate: "", endDate: "2026-11-24" }, "2026-12-31", NOW)).toEqual([]);
  });
});

describe("registerDateProblem", () => {
  test("not after today in China, not before 1950", () => {
    expect(registerDateProblem("2020-05-01", NOW)).toBeNull();
    expect(registerDateProblem("2026-11-23", NOW)).toBeNull();
    expect(registerDateProblem("2026-11-24", NOW)).toEqual({ path: "registerDate", key: "schema.dateNotAfter", params: { date: "2026-11-23" } });
    expect(registerDateProblem("1949-12-31", NOW)).toEqual({ path: "registerDate", key: "schema.dateNotBefore", params: { date: "1950-01-01" } });
    expect(registerDateProblem("x", NOW)).toBeNull();
  });
});
