import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { requiredFieldMessage } from "./form-check";

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
