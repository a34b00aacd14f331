import { describe, expect, test } from "vitest";
import { discountLabel, timeLeftLabel, nextTickDelay, parseChinaTime, timeLeft } from "./countdown";

describe("parseChinaTime", () => {
  test("reads China time as an instant", () => {
    expect(parseChinaTime("2026-11-23 20:00:00")).toEqual({ ok: true, epochMs: Date.parse("2026-11-23T12:00:00Z") });
    expect(parseChinaTime("2026-11-23 20:00")).toEqual({ ok: true, epochMs: Date.parse("2026-11-23T12:00:00Z") });
    expect(parseChinaTime("2026-11-24")).toEqual({ ok: true, epochMs: Date.parse("2026-11-23T16:00:00Z") });
  });

  test("says why a text is not a time", () => {
    expect(parseChinaTime("2026-02-30 20:00:00")).toEqual({ ok: false, reason: "date" });
    expect(parseChinaTime("2026-02-01 24:00:00")).toEqual({ ok: false, reason: "date" });
    expect(parseChinaTime("tomorrow")).toEqual({ ok: false, reason: "format" });
    expect(parseChinaTime(42 as unknown as string)).toEqual({ ok: false, reason: "format" });
  });
});

describe("timeLeft", () => {
  test("whole units, rounded up to the second", () => {
    expect(timeLeft(90_061_000, 0)).toEqual({ ended: false, days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(timeLeft(1_000, 600)).toEqual({ ended: false, days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  test("ended at and after the end", () => {
    expect(timeLeft(1_000, 1_000).ended).toBe(true);
    expect(timeLeft(1_000, 5_000).ended).toBe(true);
    expect(timeLeft(Number.NaN, 0).ended).toBe(true);
  });

  test("depends only on the two instants: a late timer shows the true time left (no drift)", () => {
    const end = 3_600_000;
    // however the ticks were spaced before, at 10 minutes in it shows 50:00
    expect(timeLeftLabel(timeLeft(end, 600_000))).toBe("00:50:00");
    expect(timeLeftLabel(timeLeft(end, 600_000 + 1))).toBe("00:50:00");
    expect(timeLeftLabel(timeLeft(end, 601_000))).toBe("00:49:59");
  });
});

describe("nextTickDelay", () => {
  test("until the next second boundary counted from the end", () => {
    expect(nextTickDelay(10_000, 2_300)).toBe(700);
    expect(nextTickDelay(10_000, 2_000)).toBe(1_000);
    expect(nextTickDelay(10_000, 9_999)).toBe(1);
  });

  test("none once ended", () => {
    expect(nextTickDelay(10_000, 10_000)).toBeNull();
    expect(nextTickDelay(10_000, 20_000)).toBeNull();
  });
});

describe("timeLeftLabel", () => {
  test("days only when there is one", () => {
    expect(timeLeftLabel({ ended: false, days: 2, hours: 3, minutes: 4, seconds: 5 })).toBe("2天 03:04:05");
    expect(timeLeftLabel({ ended: false, days: 2, hours: 3, minutes: 4, seconds: 5 }, "en")).toBe("2d 03:04:05");
    expect(timeLeftLabel({ ended: false, days: 0, hours: 0, minutes: 4, seconds: 5 })).toBe("00:04:05");
    expect(timeLeftLabel({ ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe("");
  });
});

describe("discountLabel", () => {
  test("tenths of the price paid in Chinese, percent off in English", () => {
    expect(discountLabel(10_000, 8_500)).toBe("8.5折");
    expect(discountLabel(10_000, 9_000)).toBe("9折");
    expect(discountLabel(16_800, 12_800)).toBe("7.6折");
    expect(discountLabel(16_800, 12_800, "en")).toBe("24% off");
  });

  test("nothing when it is not a discount", () => {
    expect(discountLabel(100, 100)).toBe("");
    expect(discountLabel(100, 120)).toBe("");
    expect(discountLabel(0, 0)).toBe("");
    expect(discountLabel(Number.NaN, 1)).toBe("");
  });
});
