import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { coverNameText, localText, productNoteTexts, productTexts } from "./local-text";
import * as Schema from "effect/Schema";
import { MallHomeSchema, PlanListSchema, PolicyDetailSchema } from "../schemas/answers";

describe("localText", () => {
  test("doc examples", () => {
    expect(localText("意外医疗", "Accidental medical expenses", "en")).toEqual({ text: "Accidental medical expenses", lang: "en" });
    expect(localText("意外医疗", "Accidental medical expenses", "zh-CN")).toEqual({ text: "意外医疗", lang: "zh-CN" });
    expect(localText("意外医疗", undefined, "en")).toEqual({ text: "意外医疗", lang: "zh-CN" });
  });

  test("a blank English text falls back to the Chinese, marked as Chinese", () => {
    expect(localText("热销", "  ", "en")).toEqual({ text: "热销", lang: "zh-CN" });
  });

  test("total: the text is one of the two, and its lang says which", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), fc.constantFrom("zh-CN" as const, "en" as const), (zh, en, locale) => {
        const result = localText(zh, en, locale);
        expect(result.lang === "en" ? result.text === en : result.text === zh).toBe(true);
        if (locale === "zh-CN") expect(result.lang).toBe("zh-CN");
      }),
    );
  });
});

describe("productTexts", () => {
  const product = { summary: "全球紧急救援", tags: ["旅行", "签证适用", "热销"], en: { summary: "Worldwide emergency assistance", tags: ["Travel", "For visas"] } };

  test("the selling point and each tag in English where the gateway gave one, else the Chinese marked as Chinese", () => {
    const texts = productTexts(product, "en");
    expect(texts.summary).toEqual({ text: "Worldwide emergency assistance", lang: "en" });
    expect(texts.tags).toEqual([
      { text: "Travel", lang: "en" },
      { text: "For visas", lang: "en" },
      { text: "热销", lang: "zh-CN" },
    ]);
  });

  test("in Chinese, the gateway's Chinese", () => {
    expect(productTexts(product, "zh-CN").tags.map((tag) => tag.text)).toEqual(["旅行", "签证适用", "热销"]);
  });

  test("a product without English texts stays Chinese in English", () => {
    expect(productTexts({ summary: "一年保障", tags: ["意外"] }, "en")).toEqual({ summary: { text: "一年保障", lang: "zh-CN" }, tags: [{ text: "意外", lang: "zh-CN" }] });
  });
});

test("productNoteTexts: the notes in English when the answer has as many English notes", () => {
  const detail = { notes: ["须年满3周岁", "保险期间为1年"], en: { notes: ["Aged 3 or over", "One year of cover"] } };
  expect(productNoteTexts(detail, "en").map((note) => note.lang)).toEqual(["en", "en"]);
  expect(productNoteTexts({ notes: ["须年满3周岁"], en: { notes: [] } }, "en")).toEqual([{ text: "须年满3周岁", lang: "zh-CN" }]);
  expect(productNoteTexts(detail, "zh-CN")[0]).toEqual({ text: "须年满3周岁", lang: "zh-CN" });
});

test("coverNameText: a cover item's name", () => {
  expect(coverNameText({ name: "航班延误", en: { name: "Flight delay" } }, "en")).toEqual({ text: "Flight delay", lang: "en" });
  expect(coverNameText({ name: "航班延误" }, "en")).toEqual({ text: "航班延误", lang: "zh-CN" });
});

describe("the gateway's English texts decode at the edge", () => {
  const summary = { productCode: "LAY_JN", riskCode: "LAY", productName: "境内旅行意外险", summary: "国内出游", minPremiumFen: 1000, category: "travel", image: "", tags: ["旅行"], link: "/insureInfo?productCode=LAY_JN" };
  const plan = { planCode: "LAYJN01", planName: "经济款", premiumFen: 1000, items: [{ name: "航班延误", sumInsuredFen: 30_000, en: { name: "Flight delay" } }] };

  test("product, plan items and notes keep their English", () => {
    const answer = Schema.decodeUnknownSync(PlanListSchema)({
      products: [{ ...summary, en: { summary: "Trips at home", tags: ["Travel"] } }],
      plans: [plan],
      detail: { durationDays: 3, notes: ["须年满1周岁"], guide: [], en: { notes: ["Aged 1 or over"] } },
    });
    expect(answer.products[0]?.en?.tags).toEqual(["Travel"]);
    expect(answer.plans[0]?.items[0]?.en?.name).toBe("Flight delay");
    expect(answer.detail?.en?.notes).toEqual(["Aged 1 or over"]);
  });

  test("an answer without them still decodes; a malformed one is refused", () => {
    expect(() => Schema.decodeUnknownSync(PlanListSchema)({ products: [summary], plans: [] })).not.toThrow();
    expect(() => Schema.decodeUnknownSync(PlanListSchema)({ products: [{ ...summary, en: { summary: 3, tags: [] } }], plans: [] })).toThrow();
  });

  test("banners carry an English title; policy covers an English name", () => {
    const home = Schema.decodeUnknownSync(MallHomeSchema)({ banners: [{ id: "b", title: "车险续保享优惠", image: "", link: "/", en: { title: "Car renewal offer" } }], products: [], services: [] });
    expect(home.banners[0]?.en?.title).toBe("Car renewal offer");
    const items = Schema.decodeUnknownSync(PolicyDetailSchema.fields.items)([{ name: "航班延误", sumInsuredFen: 1, premiumFen: 1, en: { name: "Flight delay" } }]);
    expect(items[0]?.en?.name).toBe("Flight delay");
  });
});
