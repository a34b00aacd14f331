import { describe, expect, test } from "vitest";
import { MAX_PIPED_ENTRIES, MAX_PIPED_ENTRY_LENGTH, normaliseCount, pipedEntry, resizePiped, resizePipedWith, setPipedEntry, splitPiped } from "./piped";

describe("doc examples", () => {
  test("resizePiped and helpers", () => {
    expect(resizePiped("a|b|c", 2, "x")).toBe("a|b");
    expect(resizePiped("a", 3, "x")).toBe("a|x|x");
    expect(resizePiped("", 2, "2000/01/01")).toBe("2000/01/01|2000/01/01");
    expect(resizePiped("a|b", 0, "x")).toBe("");
    expect(resizePipedWith("", 3, (i) => (i === 0 ? "0" : "9"))).toBe("0|9|9");
    expect(splitPiped("a||c")).toEqual(["a", "", "c"]);
    expect(splitPiped("")).toEqual([]);
    expect(pipedEntry("a|b", 1)).toBe("b");
    expect(pipedEntry("a|b", 5)).toBe("");
    expect(setPipedEntry("a|b", 1, "c")).toBe("a|c");
    expect(setPipedEntry("a", 2, "c")).toBe("a||c");
    expect(normaliseCount(2.7)).toBe(2);
  });
});

describe("resizePiped", () => {
  test("empty entries are entries; only the whole empty text is an empty list", () => {
    expect(resizePiped("|", 3, "x")).toBe("||x");
    expect(resizePiped("", 1, "")).toBe("");
    expect(resizePiped("a", 1, "x")).toBe("a");
    // The one documented asymmetry: a single empty entry is written "", and "" reads as no entries.
    expect(resizePiped("|", 1, "x")).toBe("");
    expect(resizePiped(resizePiped("|", 1, "x"), 1, "x")).toBe("x");
  });
  test("odd counts", () => {
    expect(resizePiped("a|b", -1, "x")).toBe("");
    expect(resizePiped("a|b", Number.NaN, "x")).toBe("");
    expect(resizePiped("a|b", Number.POSITIVE_INFINITY, "x")).toBe("");
    expect(resizePiped("a", 2.9, "x")).toBe("a|x");
    expect(resizePiped("", 1e9, "x").split("|")).toHaveLength(MAX_PIPED_ENTRIES);
  });
  test("a pipe inside the fill cannot add entries", () => {
    expect(resizePiped("a", 3, "x|y")).toBe("a|xy|xy");
    expect(setPipedEntry("a|b", 0, "c|d")).toBe("cd|b");
  });
  test("a huge fill is cut to MAX_PIPED_ENTRY_LENGTH, so the result never exceeds the engine's string limit (issue 8 point 12)", () => {
    const fill = "x".repeat(600_000);
    const resized = resizePiped("", MAX_PIPED_ENTRIES, fill);
    expect(resized.split("|")).toHaveLength(MAX_PIPED_ENTRIES);
    expect(resized.split("|").every((entry) => entry === "x".repeat(MAX_PIPED_ENTRY_LENGTH))).toBe(true);
    expect(setPipedEntry("a|b", 1, fill)).toBe(`a|${"x".repeat(MAX_PIPED_ENTRY_LENGTH)}`);
    expect(resizePipedWith("", 2, () => fill).length).toBe(2 * MAX_PIPED_ENTRY_LENGTH + 1);
  });
  test("the cut never splits a surrogate pair, and pipes are removed before cutting", () => {
    const astral = "a" + "😀".repeat(MAX_PIPED_ENTRY_LENGTH);
    const entry = resizePiped("", 1, astral);
    expect(entry.length).toBe(MAX_PIPED_ENTRY_LENGTH - 1);
    expect(entry.endsWith("😀")).toBe(true);
    expect(resizePiped("", 1, `${"|".repeat(5000)}abc`)).toBe("abc");
  });
  test("wrong-typed input from plain JavaScript reads as empty", () => {
    expect(resizePiped(null as never, 2, "x")).toBe("x|x");
    expect(resizePiped("a", 2, null as never)).toBe("a|");
    expect(resizePipedWith("a", 2, 42 as never)).toBe("a|");
    expect(setPipedEntry("a", 0, {} as never)).toBe("");
  });
  test("setPipedEntry ignores indexes that are not insureds", () => {
    expect(setPipedEntry("a|b", -1, "c")).toBe("a|b");
    expect(setPipedEntry("a|b", 0.5, "c")).toBe("a|b");
    expect(setPipedEntry("a|b", MAX_PIPED_ENTRIES, "c")).toBe("a|b");
  });
});
