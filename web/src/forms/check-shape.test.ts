import { describe, expect, it } from "vitest";
import { LOGIN_FORM_SHAPE } from "@micromall/domain";
import { checkShape } from "./form-engine";

describe("checkShape", () => {
  it("gives the checked value when the form is valid", () => {
    expect(checkShape(LOGIN_FORM_SHAPE, { mobile: "13800138000", password: "x", extra: 1 }, {}, "en")).toEqual({ ok: true, value: { mobile: "13800138000", password: "x" } });
  });

  it("gives each invalid field its first domain message, in the customer's language", () => {
    const result = checkShape(LOGIN_FORM_SHAPE, { mobile: "123", password: "" }, {}, "en");
    if (result.ok) throw new Error("valid");
    expect(Object.keys(result.errors)).toEqual(["mobile", "password"]);
    expect(result.errors["mobile"]).toMatch(/mobile/i);
  });

  it("blocks a submit whose whole value is wrong with a message of the whole form", () => {
    const result = checkShape(LOGIN_FORM_SHAPE, null, {}, "zh-CN");
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual([""]);
  });
});
