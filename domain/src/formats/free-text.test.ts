import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messageFor } from "../messages/catalogue";
import { FREE_TEXT_MESSAGE_KEY, freeTextFault, isCleanFreeText } from "./free-text";

describe("free text refuses controls, bidi overrides and zero-width characters (issue 23 finding 5)", () => {
  it("refuses NUL, BEL, an ANSI escape, DEL, each bidi override and isolate, each zero-width character", () => {
    const bad = ["\u0000", "\u0007", "\u001b[31m", "\u007f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"];
    for (const c of bad) {
      expect(isCleanFreeText(`路口${c}追尾`)).toBe(false);
      expect(freeTextFault(`a${c}`)).toBe(`U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`);
    }
  });
  it("keeps ordinary text, Chinese, emoji, tab and line breaks", () => {
    for (const ok of ["路口等红灯时被后车追尾", "Room 3, No. 1 Road", "第一行\n第二行\r\n\t缩进", "👍 好", ""]) expect(isCleanFreeText(ok)).toBe(true);
  });
  it("has a message in both languages", () => {
    expect(messageFor(FREE_TEXT_MESSAGE_KEY)).toContain("控制字符");
    expect(messageFor(FREE_TEXT_MESSAGE_KEY, "en")).toMatch(/control/);
  });
  it("is total and agrees with itself over any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        expect(isCleanFreeText(text)).toBe(freeTextFault(text) === null);
      }),
      { numRuns: 50 },
    );
    expect(isCleanFreeText(42 as never)).toBe(false);
    expect(freeTextFault(`${"a".repeat(200_000)}\u202e`)).toBe("U+202E");
  }, 60_000);
});
