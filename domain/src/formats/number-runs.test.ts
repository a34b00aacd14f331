import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numberRuns } from "./number-runs";

describe("numberRuns (numbers shown whole)", () => {
  it("keeps dates, time ranges, amounts and codes as one piece, and the words around them apart", () => {
    expect(numberRuns("周一至周日 09:00-18:00")).toEqual([
      { text: "周一至周日 ", number: false },
      { text: "09:00-18:00", number: true },
    ]);
    expect(numberRuns("2026-12-19 — 2027-12-18")).toEqual([
      { text: "2026-12-19", number: true },
      { text: " — ", number: false },
      { text: "2027-12-18", number: true },
    ]);
    expect(numberRuns("¥1,234.50起")).toEqual([
      { text: "¥", number: false },
      { text: "1,234.50", number: true },
      { text: "起", number: false },
    ]);
    // a separator that does not stand between digits belongs to the words
    expect(numberRuns("第3-")).toEqual([
      { text: "第", number: false },
      { text: "3", number: true },
      { text: "-", number: false },
    ]);
    expect(numberRuns("")).toEqual([]);
    expect(numberRuns("无")).toEqual([{ text: "无", number: false }]);
  });

  it("is total: the pieces put back together are the text, none is empty, and text and numbers alternate", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("1", "2", "-", ":", "/", ".", ",", "a", "年", " ") }), (text) => {
        const pieces = numberRuns(text);
        expect(pieces.map((piece) => piece.text).join("")).toBe(text);
        for (const piece of pieces) expect(piece.text).not.toBe("");
        for (let i = 1; i < pieces.length; i += 1) expect(pieces[i]?.number).not.toBe(pieces[i - 1]?.number);
      }),
    );
  });
});
