import { describe, expect, it } from "vitest";
import { MESSAGES, formatMessage } from "../messages/catalogue";
import { LOCALES } from "../messages/locale";
import { FORM_SHAPES } from "./form-shapes.generated";
import { FORM_MESSAGES, formMessage, isFormMessageKey } from "./form-messages";

describe("form messages", () => {
  it("are the catalogue's texts, key for key, in both languages", () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(FORM_MESSAGES[locale])) expect(text, key).toBe(MESSAGES[locale][key as keyof (typeof MESSAGES)[typeof locale]]);
    }
    expect(formMessage("tooLong", { max: 12 }, "en")).toBe(formatMessage("tooLong", { max: 12 }, "en"));
    expect(formMessage("required", {}, "xx" as never)).toBe(formatMessage("required", {}, "xx" as never));
  });

  it("hold every key a form shape names, so no form text falls back to schema.invalid", () => {
    const named = new Set<string>(["required", "schema.invalid", "tooLong", "schema.confirmMismatch", "schema.region", "name", "enterpriseName"]);
    for (const shape of Object.values(FORM_SHAPES)) {
      for (const field of shape.fields) if (field.kind !== "choice") for (const rule of field.rules) if ("key" in rule) named.add(rule.key);
      for (const rule of shape.rules) if ("key" in rule) named.add(rule.key);
    }
    expect([...named].filter((key) => !isFormMessageKey(key))).toEqual([]);
  });

  it("leave out texts no form gives (the gateway's)", () => {
    const gatewayOnly = Object.keys(MESSAGES["zh-CN"]).filter((key) => !isFormMessageKey(key));
    expect(gatewayOnly.length).toBeGreaterThan(0);
  });
});
