import { describe, expect, test } from "vitest";
import fc from "fast-check";
import {
  defaultIdentifyType,
  defaultInsuredLists,
  emptyInsuredLists,
  INSURED_LIST_FIELDS,
  resizeInsuredLists,
  type InsuredLists,
} from "./insured-lists";

describe("doc examples", () => {
  test("defaults", () => {
    expect(defaultIdentifyType("EAJ_HQ")).toBe("03");
    expect(defaultIdentifyType("ZAA")).toBe("01");
    expect(emptyInsuredLists().insuredName).toBe("");
    expect(resizeInsuredLists(emptyInsuredLists(), 2, { variant: "B", productCode: "EAJ" }).insuredRelationship).toBe("0|9");
    expect(resizeInsuredLists(emptyInsuredLists(), 2, { variant: "A", productCode: "ZAA" }).insuredIdentifyType).toBe("01|01");
    expect(defaultInsuredLists({ variant: "A", productCode: "ZAA" }).insuredRelationship).toBe("601005");
  });
});

describe("defaultInsuredLists", () => {
  test("is one insured resized from no insured, for any variant and product", () => {
    const product = fc.oneof(fc.constantFrom("EAJ", "LAY_JW", "EAJ_HQ", "EAJ_XM", "ZAA", ""), fc.string());
    fc.assert(
      fc.property(fc.constantFrom("A" as const, "B" as const), product, (variant, productCode) => {
        expect(defaultInsuredLists({ variant, productCode })).toEqual(resizeInsuredLists(emptyInsuredLists(), 1, { variant, productCode }));
      }),
    );
  });
  test("options that are not an object are a programmer error", () => {
    // @ts-expect-error untyped JavaScript
    expect(() => defaultInsuredLists(undefined)).toThrow(TypeError);
  });
});

describe("resizeInsuredLists (spec §3)", () => {
  test("variant A: one new insured gets every default", () => {
    expect(defaultInsuredLists({ variant: "A", productCode: "ZAA" })).toEqual({
      insuredRelationship: "601005",
      insuredName: "",
      insuredAccount: "",
      inType: "",
      insuredIdentifyType: "01",
      insuredIdentifyNumber: "",
      insuredBirthday: "2000/01/01",
      insuredSex: "",
      insuredMobile: "",
      businessDetail: "99",
    });
  });
  test("variant B: first insured is self (0), the others 9", () => {
    const lists = resizeInsuredLists(emptyInsuredLists(), 3, { variant: "B", productCode: "ZAA" });
    expect(lists.insuredRelationship).toBe("0|9|9");
    expect(lists.businessDetail).toBe("99|99|99");
  });
  test.each(["EAJ", "LAY_JW", "EAJ_HQ", "EAJ_XM"])("product %s defaults to identity type 03", (product) => {
    expect(resizeInsuredLists(emptyInsuredLists(), 2, { variant: "A", productCode: product }).insuredIdentifyType).toBe("03|03");
  });
  test("product codes are exact", () => {
    expect(defaultIdentifyType("eaj")).toBe("01");
    expect(defaultIdentifyType("EAJ ")).toBe("01");
    expect(defaultIdentifyType("")).toBe("01");
  });
  test("growing keeps what was filled; shrinking drops the last insureds", () => {
    const one: InsuredLists = {
      ...defaultInsuredLists({ variant: "B", productCode: "ZAA" }),
      insuredName: "张三",
      insuredSex: "106001",
      insuredIdentifyNumber: "11010519491231002X",
    };
    const three = resizeInsuredLists(one, 3, { variant: "B", productCode: "ZAA" });
    expect(three.insuredName).toBe("张三||");
    expect(three.insuredSex).toBe("106001||");
    expect(three.insuredRelationship).toBe("0|9|9");
    expect(three.insuredBirthday).toBe("2000/01/01|2000/01/01|2000/01/01");
    const back = resizeInsuredLists({ ...three, insuredName: "张三|李四|王五" }, 2, { variant: "B", productCode: "ZAA" });
    expect(back.insuredName).toBe("张三|李四");
    expect(back.insuredRelationship).toBe("0|9");
  });
  test("every list has count entries", () => {
    const lists = resizeInsuredLists(emptyInsuredLists(), 4, { variant: "A", productCode: "EAJ" });
    for (const field of INSURED_LIST_FIELDS) expect(lists[field].split("|"), field).toHaveLength(4);
    expect(resizeInsuredLists(lists, 0, { variant: "A", productCode: "EAJ" })).toEqual(emptyInsuredLists());
  });
});
