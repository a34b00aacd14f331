import { describe, expect, it } from "vitest";
import { benefitTexts, serviceTexts } from "./benefit-texts";

describe("benefitTexts (customer rehearsal: My benefits stayed Chinese in English)", () => {
  const rescue = { name: "道路救援", description: "拖车、搭电", howToUse: "拨打95518", en: { name: "Roadside assistance", description: "Towing, jump starts", howToUse: "Call 95518" } };
  it("gives the English where the gateway wrote it", () => {
    expect(benefitTexts(rescue, "en")).toEqual({ name: { text: "Roadside assistance", lang: "en" }, description: { text: "Towing, jump starts", lang: "en" }, howToUse: { text: "Call 95518", lang: "en" } });
  });
  it("the Chinese in Chinese, and where the English is missing or blank, marked as Chinese", () => {
    expect(benefitTexts(rescue, "zh-CN").howToUse).toEqual({ text: "拨打95518", lang: "zh-CN" });
    expect(benefitTexts({ ...rescue, en: { name: " " } }, "en").name).toEqual({ text: "道路救援", lang: "zh-CN" });
    expect(benefitTexts({ name: "a", description: "b", howToUse: "c" }, "en").description).toEqual({ text: "b", lang: "zh-CN" });
  });
});

describe("serviceTexts (a value-added service in the customer's language)", () => {
  it("the English where given, else the Chinese marked as such; Chinese in Chinese", () => {
    const rescue = { name: "道路救援", description: "拖车", en: { name: "Roadside assistance" } };
    expect(serviceTexts(rescue, "en")).toEqual({ name: { text: "Roadside assistance", lang: "en" }, description: { text: "拖车", lang: "zh-CN" } });
    expect(serviceTexts(rescue, "zh-CN").name).toEqual({ text: "道路救援", lang: "zh-CN" });
  });
});
