import { describe, expect, test } from "vitest";
import { CALENDAR_MESSAGES } from "../messages/calendar";
import { MONTH_SPAN_DAYS, dateSpanLabel } from "./date-span-label";

describe("doc examples", () => {
  test("labels", () => {
    expect(dateSpanLabel(7)).toBe("7天");
    expect(dateSpanLabel(31)).toBe("1个月");
    expect(dateSpanLabel(183)).toBe("半年");
    expect(dateSpanLabel(366)).toBe("1年");
    expect(dateSpanLabel(730, "en")).toBe("2 years");
    expect(dateSpanLabel(1, "en")).toBe("1 day");
  });
});

describe("dateSpanLabel (spec §9)", () => {
  test("under 30 days is days", () => {
    expect(dateSpanLabel(29)).toBe("29天");
    expect(dateSpanLabel(0)).toBe("0天");
    expect(dateSpanLabel(2, "en")).toBe("2 days");
  });
  test("30 or 31 days is one month", () => {
    expect(dateSpanLabel(30)).toBe("1个月");
    expect(dateSpanLabel(31, "en")).toBe("1 month");
    expect(dateSpanLabel(32)).toBe("32天");
  });
  test("whole months generalised", () => {
    expect([59, 60, 62, 63].map((d) => dateSpanLabel(d))).toEqual(["59天", "2个月", "2个月", "63天"]);
    expect([89, 90, 92, 93].map((d) => dateSpanLabel(d))).toEqual(["89天", "3个月", "3个月", "93天"]);
    expect(dateSpanLabel(120, "en")).toBe("4 months");
    expect(dateSpanLabel(337)).toBe("11个月");
  });
  test("six months is half a year", () => {
    expect([180, 181, 184, 185].map((d) => dateSpanLabel(d))).toEqual(["180天", "半年", "半年", "185天"]);
    expect(dateSpanLabel(182, "en")).toBe("half a year");
  });
  test("365 or 366 days is a year; 730/731 two", () => {
    expect([364, 365, 366, 367].map((d) => dateSpanLabel(d))).toEqual(["364天", "1年", "1年", "367天"]);
    expect([730, 731, 732].map((d) => dateSpanLabel(d))).toEqual(["2年", "2年", "732天"]);
    expect(dateSpanLabel(1095, "en")).toBe("3 years");
    expect(dateSpanLabel(1461)).toBe("4年");
  });
  test("the month ranges come from the calendar and never overlap", () => {
    expect(MONTH_SPAN_DAYS.map((s) => [s.min, s.max])).toEqual([
      [30, 31], [60, 62], [90, 92], [120, 123], [150, 153], [181, 184],
      [212, 215], [242, 245], [273, 276], [303, 306], [334, 337],
    ]);
  });
  test("odd input: fractions floor, a span it cannot label is \"\" (issue 8 point 15), unknown locale is Chinese", () => {
    expect(dateSpanLabel(30.9)).toBe("1个月");
    expect(dateSpanLabel(Number.POSITIVE_INFINITY, "en")).toBe("");
    expect(dateSpanLabel(-3)).toBe("");
    expect(dateSpanLabel(-5)).toBe("");
    expect(dateSpanLabel(Number.NaN)).toBe("");
    expect(dateSpanLabel("30" as never)).toBe("");
    expect(dateSpanLabel(365, "fr" as "en")).toBe("1年");
    expect(dateSpanLabel(365, "toString" as "en")).toBe("1年");
  });
  test("both catalogues have the same keys", () => {
    expect(Object.keys(CALENDAR_MESSAGES.en).sort()).toEqual(Object.keys(CALENDAR_MESSAGES["zh-CN"]).sort());
  });
});
