import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { LOCALES, DEFAULT_LOCALE } from "./locale";
import { MESSAGES, MESSAGE_TABLES, formatMessage, messageFor } from "./catalogue";
import { fillPlaceholders } from "./placeholders";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

describe("message catalogue", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(MESSAGES["zh-CN"]["gateway.other"]).toBe("系统繁忙，请稍后重试");
    expect(messageFor("gateway.http503")).toBe("服务暂时不可用，请稍后重试");
    expect(messageFor("gateway.http503", "en")).toBe("The service is temporarily unavailable. Please try again later.");
    expect(messageFor("no.such.key")).toBe("no.such.key");
  });

  test("the default locale is Simplified Chinese", () => {
    expect(DEFAULT_LOCALE).toBe("zh-CN");
  });

  test("every area table has the same keys in every locale", () => {
    for (const [area, table] of Object.entries(MESSAGE_TABLES)) {
      const zh = Object.keys(table["zh-CN"]).sort();
      for (const locale of LOCALES) expect(Object.keys(table[locale]).sort(), `${area} ${locale}`).toEqual(zh);
    }
  });

  test("every key of every table has a non-blank text in every locale", () => {
    const keys = Object.keys(MESSAGES["zh-CN"]);
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
    for (const key of Object.keys(MESSAGES["zh-CN"])) {
      expect(/[\u4e00-\u9fff]/u.test(messageFor(key, "zh-CN")), key).toBe(true);
      expect(/[\u4e00-\u9fff]/u.test(messageFor(key, "en")), key).toBe(false);
    }
  });

  test("keys are unique across the area tables (no table hides another's text)", () => {
    const seen = new Map<string, string>();
    for (const [area, table] of Object.entries(MESSAGE_TABLES)) {
      for (const key of Object.keys(table["zh-CN"])) {
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, area);
      }
    }
    expect(seen.size).toBe(Object.keys(MESSAGES["zh-CN"]).length);
    expect(Object.keys(MESSAGES.en).sort()).toEqual(Object.keys(MESSAGES["zh-CN"]).sort());
  });

  test("prototype names are unknown keys", () => {
    for (const key of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
      expect(messageFor(key)).toBe(key);
    }
  });

  test("formatMessage fills placeholders and leaves unknown ones", () => {
    expect(formatMessage("tooLong", { max: 10 })).toBe("最多可输入10个字符");
    expect(formatMessage("tooLong")).toBe("最多可输入{max}个字符");
    expect(formatMessage("spanDays", { count: 3 }, "en")).toBe("3 days");
  });

  test("fillPlaceholders fills own values only, leaving unknown and inherited names as they are", () => {
    expect(fillPlaceholders("{n} / {total}", { n: 2, total: 5 })).toBe("2 / 5");
    expect(fillPlaceholders("还剩{count}秒", { count: 0 })).toBe("还剩0秒");
    expect(fillPlaceholders("{a}{b}", { a: "x" })).toBe("x{b}");
    expect(fillPlaceholders("{toString}{constructor}{__proto__}", {})).toBe("{toString}{constructor}{__proto__}");
    expect(fillPlaceholders("no placeholders", { n: 1 })).toBe("no placeholders");
  });

  test("the areas other helpers write are merged", () => {
    expect(Object.keys(MESSAGE_TABLES).sort()).toEqual(["calendar", "formats", "gateway", "identity", "schemas", "session"]);
    expect(messageFor("identity.reason.length")).toBe(MESSAGE_TABLES.identity["zh-CN"]["identity.reason.length"]);
    expect(messageFor("dateInvalid")).toBe("输入的数据不合法!");
  });

  test("an unknown locale falls back to zh-CN", () => {
    expect(messageFor("gateway.other", "fr" as never)).toBe(messageFor("gateway.other", "zh-CN"));
  });

  test("messageFor is total on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.constantFrom(...LOCALES), (key, locale) => {
        const text = messageFor(key, locale);
        expect(typeof text).toBe("string");
        if (!Object.prototype.hasOwnProperty.call(MESSAGES[locale], key)) expect(text).toBe(key);
        expect(typeof formatMessage(key, { count: 1 }, locale)).toBe("string");
      }),
    );
  });
});
