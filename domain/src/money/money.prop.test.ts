import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatCardAmount, formatFen, formatMoney, parseMoney } from "./index";
import { decimalTextArb, fenArb } from "./money.arb";

const TWO_DECIMALS = /^-?(?:0|[1-9]\d*)\.\d{2}$/;
const anyString = fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }));

describe("money properties", () => {
  test("formatMoney has exactly two decimals and parses back to the same fen, or is \"\" for what parseMoney refuses", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), decimalTextArb, anyString), (value) => {
        const text = formatMoney(value);
        const parsed = parseMoney(value);
        if (text === "") {
          expect(parsed.ok).toBe(false);
          return;
        }
        expect(text).toMatch(TWO_DECIMALS);
        if (parsed.ok) expect(parseMoney(text)).toEqual(parsed);
      }),
      { numRuns: 500 },
    );
  });
  test("fen → text → fen is the identity", () => {
    fc.assert(
      fc.property(fenArb, (fen) => {
        const text = formatFen(fen);
        expect(text).toMatch(TWO_DECIMALS);
        expect(parseMoney(text)).toEqual({ ok: true, fen: fen === 0 ? 0 : fen });
        expect(formatMoney(text)).toBe(text);
      }),
    );
  });
  test("parseMoney agrees with exact BigInt rounding of the decimal text", () => {
    fc.assert(
      fc.property(decimalTextArb, (text) => {
        const negative = text.startsWith("-");
        const [whole = "0", fraction = ""] = text.replace("-", "").split(".");
        const scaled = BigInt(whole + fraction.padEnd(3, "0").slice(0, 3));
        const fen = (scaled + 5n) / 10n;
        const expected = Number(negative ? -fen : fen);
        const parsed = parseMoney(text);
        expect(parsed).toEqual({ ok: true, fen: expected === 0 ? 0 : expected });
      }),
    );
  });
  test("every money function is total on any input", () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.double(), fc.anything()), (value) => {
        expect(typeof formatMoney(value as string)).toBe("string");
        expect(typeof formatFen(value as number)).toBe("string");
        expect(typeof formatCardAmount(value as number)).toBe("string");
        expect(typeof parseMoney(value as string).ok).toBe("boolean");
      }),
    );
  });
  test("card amounts from 1000 are in 万 with at most two decimals and no trailing zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 10 ** 12 }), (value) => {
        const text = formatCardAmount(value);
        expect(text).toMatch(/^(?:0|[1-9]\d*)(?:\.\d?[1-9])?万$/);
        const wanInFen = parseMoney(text.slice(0, -1));
        expect(wanInFen.ok && Math.abs(wanInFen.fen * 100 - value)).toBeLessThanOrEqual(50);
      }),
    );
  });
});
