import { describe, expect, it, vi } from "vitest";
import { MESSAGES, formatMessage } from "../messages/catalogue";
import { FORM_SHAPES } from "./form-shapes.generated";
import { FORM_TEXTS_ZH, formMessage, formMessagesLoaded, isFormMessageKey, loadFormMessages } from "./form-messages";
import { FORM_TEXTS_EN } from "./form-messages.en";

describe("form messages", () => {
  it("are the catalogue's texts, key for key, in both languages", () => {
    for (const [key, text] of Object.entries(FORM_TEXTS_ZH)) expect(text, key).toBe(MESSAGES["zh-CN"][key as keyof (typeof MESSAGES)["zh-CN"]]);
    for (const [key, text] of Object.entries(FORM_TEXTS_EN)) expect(text, key).toBe(MESSAGES.en[key as keyof (typeof MESSAGES)["en"]]);
    expect(Object.keys(FORM_TEXTS_EN).sort()).toEqual(Object.keys(FORM_TEXTS_ZH).sort());
    expect(formMessage("required", {}, "xx" as never)).toBe(formatMessage("required", {}, "xx" as never));
  });

  it("answer in English once the English texts are loaded, and the load is shared", async () => {
    await loadFormMessages("en");
    expect(formMessagesLoaded("en")).toBe(true);
    expect(formMessage("tooLong", { max: 12 }, "en")).toBe(formatMessage("tooLong", { max: 12 }, "en"));
    expect(formMessage("tooLong", { max: 12 }, "en")).not.toBe(formatMessage("tooLong", { max: 12 }, "zh-CN"));
  });

  it("answer in Chinese, with the same keys, before the English texts are loaded (a fresh module)", async () => {
    vi.resetModules();
    const fresh = await import("./form-messages");
    expect(fresh.formMessagesLoaded("en")).toBe(false);
    expect(fresh.formMessagesLoaded("zh-CN")).toBe(true);
    expect(fresh.formMessage("required", {}, "en")).toBe(formatMessage("required", {}, "zh-CN"));
    const first = fresh.loadFormMessages("en");
    expect(fresh.loadFormMessages("en")).toBe(first);
    await first;
    expect(fresh.formMessage("required", {}, "en")).toBe(formatMessage("required", {}, "en"));
  });

  it("load nothing for the default or an unknown locale", async () => {
    await expect(loadFormMessages("zh-CN")).resolves.toBeUndefined();
    await expect(loadFormMessages("xx" as never)).resolves.toBeUndefined();
    expect(formMessagesLoaded("xx" as never)).toBe(true);
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
