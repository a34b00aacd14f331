import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { LOCALES, DEFAULT_LOCALE } from "./locale";
import { MESSAGES, MESSAGE_TABLES, messageFor } from "./catalogue";

describe("message catalogue", () => {
  test("doc examples", () => {
    expect(MESSAGES["gateway.other"]["zh-CN"]).toBe("系统繁忙，请稍后重试");
    expect(messageFor("gateway.http503")).toBe("服务暂时不可用，请稍后重试");
    expect(messageFor("gateway.http503", "en")).toBe("The service is temporarily unavailable. Please try again later.");
    expect(messageFor("no.such.key")).toBe("no.such.key");
  });

  test("the default locale is Simplified Chinese", () => {
    expect(DEFAULT_LOCALE).toBe("zh-CN");
  });

  test("every key of every table has a non-blank text in every locale", () => {
    const keys = Object.keys(MESSAGES);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      for (const locale of LOCALES) {
        const text = messageFor(key, locale);
        expect(text.trim(), `${key} ${locale}`).not.toBe("");
        expect(text, `${key} ${locale}`).not.toBe(key);
      }
    }
  });

  test("zh-CN texts are Chinese and en texts are not", () => {
    for (const key of Object.keys(MESSAGES)) {
      expect(/[\u4e00-\u9fff]/u.test(messageFor(key, "zh-CN")), key).toBe(true);
      expect(/[\u4e00-\u9fff]/u.test(messageFor(key, "en")), key).toBe(false);
    }
  });

  test("keys are unique across the area tables (no table hides another's text)", () => {
    const seen = new Map<string, string>();
    for (const [area, table] of Object.entries(MESSAGE_TABLES)) {
      for (const key of Object.keys(table)) {
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, area);
      }
    }
    expect(seen.size).toBe(Object.keys(MESSAGES).length);
  });

  test("prototype names are unknown keys", () => {
    for (const key of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
      expect(messageFor(key)).toBe(key);
    }
  });

  test("an unknown locale falls back to zh-CN", () => {
    expect(messageFor("gateway.other", "fr" as never)).toBe(messageFor("gateway.other", "zh-CN"));
  });

  test("messageFor is total on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.constantFrom(...LOCALES), (key, locale) => {
        const text = messageFor(key, locale);
        expect(typeof text).toBe("string");
        if (!Object.prototype.hasOwnProperty.call(MESSAGES, key)) expect(text).toBe(key);
      }),
    );
  });
});
