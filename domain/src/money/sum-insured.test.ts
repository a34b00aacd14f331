import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatSumInsured } from "../index";

describe("formatSumInsured (G21: one way to write a sum insured)", () => {
  test("the doc examples", () => {
    expect(formatSumInsured(10_000_000)).toBe("10万元");
    expect(formatSumInsured(1_500_000)).toBe("1.5万元");
    expect(formatSumInsured(1_234_500)).toBe("12,345元");
    expect(formatSumInsured(30_000)).toBe("300元");
    expect(formatSumInsured(50_000_000, "en")).toBe("¥500,000");
    expect(formatSumInsured(Number.NaN)).toBe("");
  });

  test("a policy's 500000.00 yuan reads as the product page's 50万元; no .00 on a sum insured", () => {
    expect(formatSumInsured(50_000_000)).toBe("50万元");
    expect(formatSumInsured(123_400_000)).toBe("123.4万元");
    expect(formatSumInsured(12_340_000)).toBe("12.34万元");
    expect(formatSumInsured(1_234_000)).toBe("12,340元");
    expect(formatSumInsured(150_000)).toBe("1,500元");
    expect(formatSumInsured(123_450)).toBe("1,234.50元");
    expect(formatSumInsured(123_450, "en")).toBe("¥1,234.50");
    expect(formatSumInsured(0)).toBe("0元");
  });

  test("not an amount gives nothing", () => {
    for (const value of [-1, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER * 2]) expect(formatSumInsured(value)).toBe("");
    expect(formatSumInsured("100" as unknown as number)).toBe("");
  });

  test("the text reads back to the same fen in both languages (never rounds a sum away)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (fen) => {
        const zh = formatSumInsured(fen);
        const en = formatSumInsured(fen, "en");
        const wan = /^(\d+(?:\.\d+)?)万元$/.exec(zh);
        const back = wan?.[1] === undefined ? Math.round(Number(zh.replace(/元$/, "").replaceAll(",", "")) * 100) : Math.round(Number(wan[1]) * 1_000_000);
        expect(back).toBe(fen);
        expect(Math.round(Number(en.slice(1).replaceAll(",", "")) * 100)).toBe(fen);
      }),
    );
  });
});
