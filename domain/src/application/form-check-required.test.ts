import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isRequiredField, requiredFieldMessage, type FormShape } from "./form-check";
import { applicationFormConfig, applicationFormShape } from "./application-form";

describe("requiredFieldMessage (F17: a blank required field is named)", () => {
  it("names the field in either language; a blank name is the plain text", () => {
    expect(requiredFieldMessage("邮政编码")).toBe("请填写邮政编码");
    expect(requiredFieldMessage(" 邮政编码 ")).toBe("请填写邮政编码");
    expect(requiredFieldMessage("Postal code", "en")).toBe("Postal code is required");
    expect(requiredFieldMessage("")).toBe("请填写此项");
    expect(requiredFieldMessage("  ", "en")).toBe("This field is required");
  });
  it("always holds the name it was given", () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z\u4e00-\u9fa5][A-Za-z \u4e00-\u9fa5]{0,11}$/), (name) => requiredFieldMessage(name).includes(name.trim())));
  });
});

describe("isRequiredField (customer report 2 G22: every required field is marked)", () => {
  const shape = {
    fields: [
      { key: "name", kind: "text", rules: [{ id: "required" }, { id: "maxLength", max: 10 }] },
      { key: "email", kind: "text", rules: [{ id: "maxLength", max: 60 }], optional: true },
      { key: "insureds.0.insuredName", kind: "text", rules: [{ id: "required" }] },
      { key: "sex", kind: "choice", values: ["", "1"] },
    ],
    rules: [],
    formats: {},
    structRules: {},
  } as const satisfies FormShape;
  it("is true for a field whose rules start with required, false for an optional one and one the shape lacks", () => {
    expect(isRequiredField(shape, "name")).toBe(true);
    expect(isRequiredField(shape, "insureds.0.insuredName")).toBe(true);
    expect(isRequiredField(shape, "email")).toBe(false);
    expect(isRequiredField(shape, "sex")).toBe(false);
    expect(isRequiredField(shape, "other")).toBe(false);
  });
  it("the phone cover asks the shop and not the salesman of an online buyer (spec §3 'Mobile cover' names both, requires neither)", () => {
    const config = applicationFormConfig({ productCode: "PHN", category: "phone", channel: "" });
    const phone = applicationFormShape(config, 1);
    expect(isRequiredField(phone, "imei")).toBe(true);
    expect(isRequiredField(phone, "salesman")).toBe(false);
    expect(isRequiredField(phone, "information")).toBe(false);
  });
});
