import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { formatFen, parseMoney } from "./index";
import { formatMoneyText } from "./money-text";

describe("formatMoneyText", () => {
  test("doc examples", () => {
    expect(formatMoneyText(138250)).toBe("¥1,382.50");
    expect(formatMoneyText(20000000000)).toBe("¥200,000,000.00");
    expect(formatMoneyText(5)).toBe("¥0.05");
    expect(formatMoneyText(-346)).toBe("-¥3.46");
    expect(formatMoneyText(Number.NaN)).toBe("");
  });

  test("has no space or other break opportunity, so the sign and unit never part from the figure (customer report 2 G15)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (fen) => {
        expect(formatMoneyText(fen)).toMatch(/^-?¥\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  test("reads back to the same fen without its sign and separators", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (fen) => {
        const text = formatMoneyText(fen).replace("¥", "").replaceAll(",", "");
        expect(text).toBe(formatFen(fen));
        expect(parseMoney(text)).toEqual({ ok: true, fen });
      }),
    );
  });
});
