import { describe, expect, test } from "vitest";
import { maskAddress, maskSubjectValue } from "./mask-subject";

describe("the insured object on an open lookup (customer rehearsal 3: a gas policy's home address and account number in full)", () => {
  test("an address keeps its city and district only", () => {
    expect(maskAddress("湖北省武汉市武昌区中北路88号3栋1201室")).toBe("湖北省武汉市武昌区****");
    expect(maskAddress("武汉市江岸区解放大道1号")).toBe("武汉市江岸区****");
    expect(maskAddress("北京市朝阳区")).toBe("北京市朝阳区");
    expect(maskAddress("深圳市南山路5号")).toBe("深圳市****");
    expect(maskAddress("中北路88号")).toBe("中北****");
    expect(maskAddress("")).toBe("");
  });
  test("a line whose label is an address is masked so; a number of 6 or more letters or digits keeps its ends; anything else stays", () => {
    expect(maskSubjectValue("用气地址", "湖北省武汉市武昌区中北路88号")).toBe("湖北省武汉市武昌区****");
    expect(maskSubjectValue("保险标的地址", "武汉市江岸区解放大道1号")).toBe("武汉市江岸区****");
    expect(maskSubjectValue("燃气户号", "4201883345")).toBe("42****3345");
    expect(maskSubjectValue("IMEI", "490154203237518")).toBe("49*********7518");
    expect(maskSubjectValue("燃气公司", "武汉市天然气有限公司")).toBe("武汉市天然气有限公司");
    expect(maskSubjectValue("布展天数", "3天")).toBe("3天");
  });
  test("is total", () => {
    expect(maskSubjectValue(undefined as unknown as string, "x")).toBe("x");
    expect(maskSubjectValue("地址", undefined as unknown as string)).toBe("");
    expect(maskAddress(42 as unknown as string)).toBe("");
  });
});
