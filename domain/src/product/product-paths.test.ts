import { describe, expect, test } from "vitest";
import { applicationDraftId, guidePath, insurePath, productPagePath } from "./product-paths";

describe("product paths", () => {
  test("the product page and its notes, at a section", () => {
    expect(productPagePath("LAY_JW")).toBe("/insureInfo?productCode=LAY_JW");
    expect(guidePath("EAJ")).toBe("/insuranceGuide?productCode=EAJ");
    expect(guidePath("EAJ", "clause")).toBe("/insuranceGuide?productCode=EAJ#clause");
  });

  test("insure now: the plan's application form, or the car application for a car product", () => {
    expect(insurePath({ productCode: "EAJ", category: "accident" }, "EAJ02")).toBe("/inputInfo?productCode=EAJ&planCode=EAJ02");
    expect(insurePath({ productCode: "DAA", category: "car" }, "DAA01")).toBe("/insureRight?productCode=DAA");
  });

  test("codes never break the address", () => {
    expect(insurePath({ productCode: "A&B", category: "home" }, "P 1")).toBe("/inputInfo?productCode=A%26B&planCode=P%201");
    expect(productPagePath("x#y")).toBe("/insureInfo?productCode=x%23y");
  });

  test("the application form's draft id of a product", () => {
    expect(applicationDraftId("EAJ")).toBe("inputInfo:EAJ");
  });
});
