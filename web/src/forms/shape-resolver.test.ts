import { describe, expect, it } from "vitest";
import { LOGIN_FORM_SHAPE } from "@micromall/domain";
import { shapeResolver } from "./use-schema-form";

const OPTIONS = { fields: {}, shouldUseNativeValidation: undefined };

describe("shapeResolver", () => {
  it("gives the checked value when the form is valid", async () => {
    const resolve = shapeResolver<Record<string, unknown>, Record<string, unknown>>(LOGIN_FORM_SHAPE, {}, "en");
    expect(await resolve({ mobile: "13800138000", password: "x", extra: 1 }, undefined, OPTIONS)).toEqual({ values: { mobile: "13800138000", password: "x" }, errors: {} });
  });

  it("gives each invalid field its first domain message, in the customer's language", async () => {
    const resolve = shapeResolver<Record<string, unknown>, Record<string, unknown>>(LOGIN_FORM_SHAPE, {}, "en");
    const result = await resolve({ mobile: "123", password: "" }, undefined, OPTIONS);
    expect(result.values).toEqual({});
    expect(Object.keys(result.errors)).toEqual(["mobile", "password"]);
    expect(result.errors["mobile"]).toMatchObject({ type: "", message: expect.stringMatching(/mobile/i) as unknown });
  });

  it("blocks a submit whose whole value is wrong with a root error", async () => {
    const resolve = shapeResolver<Record<string, unknown>, Record<string, unknown>>(LOGIN_FORM_SHAPE, {}, "zh-CN");
    const result = await resolve(null as unknown as Record<string, unknown>, undefined, OPTIONS);
    expect(Object.keys(result.errors)).toEqual(["root"]);
  });
});
