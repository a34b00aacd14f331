import { describe, expect, it } from "vitest";
import { defineMessages } from "../i18n";
import { knownKey } from "./known-key";

const TABLE = defineMessages({
  "zh-CN": { "x.reason.a": "原因甲", "x.default": "默认原因", "y.other": "别的" },
  en: { "x.reason.a": "Reason A", "x.default": "Default", "y.other": "Other" },
});

describe("knownKey", () => {
  it("answers a key the table has", () => {
    expect(knownKey(TABLE, "x.reason.a", "x.default")).toBe("x.reason.a");
  });

  it("answers the fallback for words, inherited names, empty values and keys outside the prefix", () => {
    for (const value of ["<img src=x onerror=alert(1)>", "请致电 400-000-0000", "constructor", "__proto__", "toString", "", null]) {
      expect(knownKey(TABLE, value, "x.default")).toBe("x.default");
    }
    expect(knownKey(TABLE, "y.other", "x.default", "x.")).toBe("x.default");
  });
});
