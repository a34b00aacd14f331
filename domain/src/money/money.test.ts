import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { formatCardAmount, formatFen, formatMoney, parseCardAmount, parseMoney } from "./index";

describe("doc examples", () => {
  test("parseMoney", () => {
    expect(parseMoney("12.5")).toEqual({ ok: true, fen: 1250 });
    expect(parseMoney(1.005)).toEqual({ ok: true, fen: 101 });
    expect(parseMoney("1,000")).toEqual({ ok: false, reason: "format" });
  });
  test("formatMoney and formatFen", () => {
    expect(formatMoney(1.005)).toBe("1.01");
    expect(formatMoney("12")).toBe("12.00");
    expect(formatMoney(-3.456)).toBe("-3.46");
    expect(formatMoney(Number.NaN)).toBe("");
    expect(formatMoney("1,000")).toBe("");
    expect(formatFen(12345)).toBe("123.45");
    expect(formatFen(5)).toBe("0.05");
    expect(formatFen(-100)).toBe("-1.00");
  });
  test("formatCardAmount", () => {
    expect(formatCardAmount(10000)).toBe("1万");
    expect(formatCardAmount(15000)).toBe("1.5万");
    expect(formatCardAmount(1000)).toBe("0.1万");
    expect(formatCardAmount(2500000)).toBe("250万");
    expect(formatCardAmount(800)).toBe("800");
  });
});

describe("parseMoney", () => {
  test("rounds half up on the decimal text, never on the float", () => {
    // Float multiplication gets these wrong: 1.005 * 100 = 100.49999…, 8.345 * 100 = 834.4999…
    expect(parseMoney(8.345)).toEqual({ ok: true, fen: 835 });
    expect(parseMoney("0.125")).toEqual({ ok: true, fen: 13 });
    expect(parseMoney("0.124999")).toEqual({ ok: true, fen: 12 });
    expect(parseMoney("0.995")).toEqual({ ok: true, fen: 100 });
    expect(parseMoney(0.1 + 0.2)).toEqual({ ok: true, fen: 30 });
  });
  test("negatives round away from zero; -0 is 0", () => {
    expect(parseMoney("-1.005")).toEqual({ ok: true, fen: -101 });
    expect(parseMoney(-0)).toEqual({ ok: true, fen: 0 });
    expect(parseMoney("-0.001")).toEqual({ ok: true, fen: 0 });
  });
  test("exponent text, as String(number) writes it", () => {
    expect(parseMoney(1e21)).toEqual({ ok: false, reason: "range" });
    expect(parseMoney(5e-7)).toEqual({ ok: true, fen: 0 });
    expect(parseMoney("1.5e3")).toEqual({ ok: true, fen: 150000 });
    expect(parseMoney("1e99999")).toEqual({ ok: false, reason: "format" });
    expect(parseMoney("1e9999")).toEqual({ ok: false, reason: "range" });
  });
  test("reasons", () => {
    expect(parseMoney("")).toEqual({ ok: false, reason: "empty" });
    expect(parseMoney(" 1")).toEqual({ ok: false, reason: "format" });
    expect(parseMoney("¥1")).toEqual({ ok: false, reason: "format" });
    expect(parseMoney(".5")).toEqual({ ok: false, reason: "format" });
    expect(parseMoney(Number.POSITIVE_INFINITY)).toEqual({ ok: false, reason: "format" });
    expect(parseMoney("90071992547409.92")).toEqual({ ok: false, reason: "range" });
    expect(parseMoney("90071992547409.91")).toEqual({ ok: true, fen: Number.MAX_SAFE_INTEGER });
  });
});

describe("formatMoney", () => {
  test("always two decimals", () => {
    expect(formatMoney(0)).toBe("0.00");
    expect(formatMoney(12.3)).toBe("12.30");
    expect(formatMoney("0.999")).toBe("1.00");
    expect(formatMoney(99.995)).toBe("100.00");
    expect(formatMoney("-0.001")).toBe("0.00");
  });
  test("any size, exactly", () => {
    expect(formatMoney(1e21)).toBe("1000000000000000000000.00");
    expect(formatMoney("12345678901234567890.125")).toBe("12345678901234567890.13");
  });
  test("input it cannot format gives \"\", never a made-up 0.00 (issue 8 point 15)", () => {
    for (const bad of ["", "abc", "1,000", "1 000", "¥12", Number.NaN, Number.NEGATIVE_INFINITY, null as unknown as string, undefined as unknown as string, {} as unknown as string]) {
      expect(formatMoney(bad)).toBe("");
      expect(parseMoney(bad).ok).toBe(false);
    }
  });
  test("formatFen rounds a fractional fen and gives \"\" for a non-finite one", () => {
    expect(formatFen(12.5)).toBe("0.13");
    expect(formatFen(Number.NaN)).toBe("");
    expect(formatFen("100" as unknown as number)).toBe("");
    expect(formatFen(0)).toBe("0.00");
  });
});

describe("formatCardAmount", () => {
  test("units of ten thousand from 1000, at most two decimals, no trailing zeros", () => {
    expect(formatCardAmount(1234)).toBe("0.12万");
    expect(formatCardAmount(1250)).toBe("0.13万");
    expect(formatCardAmount(999_999_9)).toBe("1000万");
    expect(formatCardAmount(100_000_000)).toBe("10000万");
    expect(formatCardAmount(10_100)).toBe("1.01万");
  });
  test("below 1000: the plain number, at most two decimals", () => {
    expect(formatCardAmount(999)).toBe("999");
    expect(formatCardAmount(999.999)).toBe("1000");
    expect(formatCardAmount(12.345)).toBe("12.35");
    expect(formatCardAmount(0)).toBe("0");
    expect(formatCardAmount(-5000)).toBe("-5000");
  });
  test("a value it cannot format gives \"\", never a made-up 0", () => {
    expect(formatCardAmount(Number.NaN)).toBe("");
    expect(formatCardAmount(Number.POSITIVE_INFINITY)).toBe("");
    expect(formatCardAmount("1000" as unknown as number)).toBe("");
  });
  test("parseCardAmount reads a card amount back (doc examples), to ±50 of what was formatted", () => {
    expect(parseCardAmount("1.5万")).toEqual({ ok: true, value: 15000 });
    expect(parseCardAmount("800")).toEqual({ ok: true, value: 800 });
    expect(parseCardAmount("1.5k")).toEqual({ ok: false, reason: "format" });
    expect(parseCardAmount(null as never)).toEqual({ ok: false, reason: "format" });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (value) => {
        const back = parseCardAmount(formatCardAmount(value));
        expect(back.ok && Math.abs(back.value - value)).toBeLessThanOrEqual(50);
      }),
    );
  });
});
