import { describe, expect, it } from "vitest";
import { questionTexts, searchQuestions } from "./help";

describe("questions in English (customer rehearsal 2026-11-28: an English search found nothing)", () => {
  const refund = { question: "退保后多久到账？", answer: "3-7个工作日", en: { question: "How soon is a refund paid?", answer: "In 3–7 working days." } };
  it("questionTexts gives the English where the gateway wrote it, else the Chinese marked as such", () => {
    expect(questionTexts(refund, "en")).toEqual({ question: { text: "How soon is a refund paid?", lang: "en" }, answer: { text: "In 3–7 working days.", lang: "en" } });
    expect(questionTexts({ question: "退保", answer: "答" }, "en").answer).toEqual({ text: "答", lang: "zh-CN" });
    expect(questionTexts(refund, "zh-CN").question).toEqual({ text: "退保后多久到账？", lang: "zh-CN" });
  });
  it("searchQuestions finds a question by its English words too", () => {
    expect(searchQuestions([refund], "refund")).toEqual([refund]);
    expect(searchQuestions([refund], "REFUND working")).toEqual([refund]);
    expect(searchQuestions([refund], "visa")).toEqual([]);
  });
});
