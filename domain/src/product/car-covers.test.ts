import { describe, expect, test } from "vitest";
import { CAR_COVER_CODES, isCarCoverCode, toCarCover } from "./car-covers";

describe("car covers", () => {
  test.each(CAR_COVER_CODES)("%s has whole content in both languages", (code) => {
    for (const locale of ["zh-CN", "en"] as const) {
      const cover = toCarCover(code, locale);
      expect(cover?.code).toBe(code);
      expect(cover?.name).not.toBe("");
      expect(cover?.summary).not.toBe("");
      expect(cover?.pays.length).toBeGreaterThan(0);
      expect(cover?.excludes.length).toBeGreaterThan(0);
      expect(cover?.sumRule).not.toBe("");
      expect(cover?.example).not.toBe("");
    }
  });

  test("names differ per cover", () => {
    const names = CAR_COVER_CODES.map((code) => toCarCover(code)?.name);
    expect(new Set(names).size).toBe(CAR_COVER_CODES.length);
    expect(toCarCover("DDB")?.name).toBe("机动车第三者责任保险");
    expect(toCarCover("DDA", "en")?.name).toBe("Vehicle damage cover");
  });

  test("anything else is not a cover", () => {
    expect(toCarCover("DDD")).toBeNull();
    expect(toCarCover("dda")).toBeNull();
    expect(toCarCover("__proto__")).toBeNull();
    expect(isCarCoverCode("DDF")).toBe(true);
    expect(isCarCoverCode(null)).toBe(false);
  });

  test("an unknown locale falls back to Chinese", () => {
    expect(toCarCover("DDA", "fr" as "en")?.name).toBe("机动车损失保险");
  });
});
