import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PIPE, resizePiped, setPipedEntry, splitPiped } from "./piped";
import { entriesArb } from "./application.arb";

const fillArb = fc.string({ unit: "grapheme-ascii", maxLength: 8 }).map((s) => s.split(PIPE).join(""));

describe("resizePiped properties", () => {
  test("length = count, prefix kept, new entries = fill", () => {
    fc.assert(
      fc.property(entriesArb, fc.integer({ min: 1, max: 30 }), fillArb, (entries, count, fill) => {
        const value = entries.join(PIPE);
        const result = resizePiped(value, count, fill);
        const out = result.split(PIPE);
        expect(out).toHaveLength(count);
        const before = splitPiped(value);
        const kept = Math.min(before.length, count);
        expect(out.slice(0, kept)).toEqual(before.slice(0, kept));
        for (const entry of out.slice(kept)) expect(entry).toBe(fill);
      }),
    );
  });
  // count 1 is excluded: a single empty entry is written "", which reads back as an empty list (documented).
  test("resizing twice to the same count ≥ 2 changes nothing more (idempotent)", () => {
    fc.assert(
      fc.property(entriesArb, fc.integer({ min: 2, max: 30 }), fillArb, (entries, count, fill) => {
        const once = resizePiped(entries.join(PIPE), count, fill);
        expect(resizePiped(once, count, fill)).toBe(once);
      }),
    );
  });
  test("growing then shrinking back restores the list", () => {
    fc.assert(
      fc.property(entriesArb.filter((e) => e.join(PIPE) !== ""), fc.integer({ min: 0, max: 10 }), fillArb, (entries, extra, fill) => {
        const value = entries.join(PIPE);
        expect(resizePiped(resizePiped(value, entries.length + extra, fill), entries.length, "?")).toBe(value);
      }),
    );
  });
  test("total on any strings and numbers", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.double(), fc.string({ unit: "binary" }), (value, count, fill) => {
        expect(typeof resizePiped(value, count, fill)).toBe("string");
        expect(typeof setPipedEntry(value, count, fill)).toBe("string");
      }),
    );
  });
});
