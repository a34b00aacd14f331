import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSurrenderReasonFor, surrenderReasons } from "./surrender-reasons";

const CATEGORIES = ["car", "travel", "accident", "home", "phone", "exhibition", "other"] as const;
const COMMON = ["02", "04", "05", "03", "99"];

describe("surrenderReasons: by the product's kind (customer rehearsal 5)", () => {
  it("offers a travel cover 行程取消 first, then the reasons of every policy", () => {
    expect(surrenderReasons("travel").map((reason) => reason.name)).toEqual(["行程取消", "重复投保", "不再需要", "保费原因", "投保信息有误", "其他"]);
    expect(surrenderReasons("travel", "en")[0]).toEqual({ code: "01", name: "Trip cancelled" });
  });

  it("never offers 行程取消 for a cover that is not a trip's (a family accident cover, a home, a phone…)", () => {
    for (const category of CATEGORIES.filter((candidate) => candidate !== "travel")) {
      expect(surrenderReasons(category).map((reason) => reason.code), category).toEqual(COMMON);
      expect(isSurrenderReasonFor(category, "01"), category).toBe(false);
    }
  });

  it("offers every policy 重复投保, 不再需要, 保费原因, 投保信息有误 and 其他 (last), each code once", () => {
    for (const category of [...CATEGORIES, undefined]) {
      const codes = surrenderReasons(category).map((reason) => reason.code);
      for (const code of COMMON) expect(codes).toContain(code);
      expect(codes.at(-1)).toBe("99");
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(isSurrenderReasonFor(category, code)).toBe(true);
    }
  });

  it("has words in both languages, English without Chinese", () => {
    for (const category of CATEGORIES) {
      const zh = surrenderReasons(category, "zh-CN");
      const en = surrenderReasons(category, "en");
      expect(en.map((reason) => reason.code)).toEqual(zh.map((reason) => reason.code));
      for (const reason of en) expect(reason.name).not.toMatch(/[\u4e00-\u9fff]/);
      for (const reason of zh) expect(reason.name).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("is total: an unknown category gives the reasons of every policy; an inherited name is not a category", () => {
    fc.assert(
      fc.property(fc.string(), (category) => {
        const codes = surrenderReasons(category).map((reason) => reason.code);
        expect(codes.slice(-COMMON.length)).toEqual(COMMON);
      }),
    );
    expect(surrenderReasons("__proto__").map((reason) => reason.code)).toEqual(COMMON);
    expect(surrenderReasons("toString").map((reason) => reason.code)).toEqual(COMMON);
    expect(isSurrenderReasonFor("travel", "")).toBe(false);
  });
});
