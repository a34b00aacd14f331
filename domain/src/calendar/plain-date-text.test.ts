import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDaysText, formatDateText } from "./date-text";
import { addDaysWith, dateTextWith, daysBetween } from "./plain-date-text";
import { dateTextArb } from "./calendar.arb";

// The dayjs-free helpers write exactly what dayjs's formatters write for the two layouts the forms use.
const anyText = fc.oneof(dateTextArb, dateTextArb.map((date) => date.replaceAll("-", "/")), dateTextArb.map((date) => date.replaceAll("-", "")), fc.string());

describe("plain date text", () => {
  test("re-writes a date text as dayjs's YYYY-MM-DD and YYYY/MM/DD formats do", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(dateTextWith(text)).toBe(formatDateText(text));
        expect(dateTextWith(text, "/")).toBe(formatDateText(text, "YYYY/MM/DD"));
      }),
    );
  });

  test("adds days as dayjs does, within years 0000–9999", () => {
    fc.assert(
      fc.property(anyText, fc.oneof(fc.integer({ min: -4_000_000, max: 4_000_000 }), fc.double()), (text, days) => {
        expect(addDaysWith(text, days)).toBe(addDaysText(text, days));
        expect(addDaysWith(text, days, "/")).toBe(addDaysText(text, days, "YYYY/MM/DD"));
      }),
    );
  });

  test("examples", () => {
    expect(dateTextWith("2024-3-5", "/")).toBe("2024/03/05");
    expect(dateTextWith("2023-02-29")).toBe("");
    expect(addDaysWith("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDaysWith("9999-12-31", 1)).toBe("");
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
  });
});
