import { describe, expect, it } from "vitest";
import { brandModelText, subjectLinesShown, subjectLabelText } from "./insured-object";

describe("brandModelText (issue 20 item 7: the brand and model once)", () => {
  it("keeps a model that already names its brand", () => {
    expect(brandModelText("华为", "华为 Mate 60 Pro")).toBe("华为 Mate 60 Pro");
    expect(brandModelText("apple", "Apple iPhone 15")).toBe("Apple iPhone 15");
  });
  it("puts the brand before a model that does not name it", () => {
    expect(brandModelText("Apple", "iPhone 15")).toBe("Apple iPhone 15");
    expect(brandModelText(" 小米 ", " 14 Ultra ")).toBe("小米 14 Ultra");
  });
  it("leaves an empty part out and never throws on a non-string", () => {
    expect(brandModelText("", "iPhone 15")).toBe("iPhone 15");
    expect(brandModelText("OPPO", "")).toBe("OPPO");
    expect(brandModelText(undefined as unknown as string, 5 as unknown as string)).toBe("");
  });
});

describe("subjectLinesShown (issue 20 item 7: no value twice)", () => {
  it("drops a line repeating a value shown elsewhere (the insured's name, the vehicle's brand and model)", () => {
    const lines = [
      { label: "被保险人", value: "王一" },
      { label: "车牌号", value: "闽A12345" },
      { label: "厂牌型号", value: "比亚迪 秦PLUS" },
    ];
    expect(subjectLinesShown(lines, ["王一", "比亚迪 秦PLUS"])).toEqual([{ label: "车牌号", value: "闽A12345" }]);
  });
  it("drops a line repeating another line's value, keeps the first", () => {
    const lines = [
      { label: "厂牌型号", value: "Mate 60" },
      { label: "品牌型号", value: " Mate 60 " },
    ];
    expect(subjectLinesShown(lines, [])).toEqual([{ label: "厂牌型号", value: "Mate 60" }]);
  });
  it("keeps every distinct line in order", () => {
    const lines = [
      { label: "展会主题", value: "博览会" },
      { label: "展位号", value: "B12" },
    ];
    expect(subjectLinesShown(lines, [""])).toEqual(lines);
  });
});

describe("subjectLabelText (customer rehearsal: 展会主题/展会地址/展位号 stayed Chinese in English)", () => {
  it("doc examples", () => {
    expect(subjectLabelText("展位号", "en")).toEqual({ text: "Booth number", lang: "en" });
    expect(subjectLabelText("展位号", "zh-CN")).toEqual({ text: "展位号", lang: "zh-CN" });
    expect(subjectLabelText("船名", "en")).toEqual({ text: "船名", lang: "zh-CN" });
  });
  it("every label the mock insurer writes has its English", () => {
    for (const label of ["展会主题", "展会地址", "展位号", "布展天数", "手机型号", "品牌型号", "IMEI", "保险标的地址", "车牌号", "厂牌型号", "被保险人", "用气地址", "燃气户号", "燃气公司"]) {
      expect(subjectLabelText(label, "en").lang, label).toBe("en");
    }
  });
});
