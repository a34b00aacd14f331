import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { validIdCardArb } from "../identity/id-card.arb";
import { MASK_KINDS, maskAs } from "./mask-kinds";
import { maskIdNumber } from "./mask-id-number";
import { maskName } from "./mask-name";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

/** Any text: raw code units (lone surrogates too), ASCII, whole graphemes, and the scripts of names. */
const anyText = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "binary-ascii" }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: fc.constantFrom("张", "欧", "阳", "𠮷", "𪚥", "·", " ", "A", "z", "é", "\u0301", "*", "\u3000", "\uD800") }),
);

const codePoints = (text: string) => Array.from(text);
/** Trimmed as the masks trim (String.prototype.trim), split into code points. */
const trimmedCodePoints = (text: string) => codePoints(text.trim());

/**
 * Positions of the input that show through the mask: each output character is either a star or the input's
 * character at the same position (so nothing is moved, invented or doubled), and the shown ones are returned.
 */
function shownPositions(input: string[], output: string[]): number[] {
  expect(output).toHaveLength(input.length);
  const shown: number[] = [];
  output.forEach((char, at) => {
    if (char === "*") return;
    expect(char).toBe(input[at]);
    shown.push(at);
  });
  return shown;
}

const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

describe("mask properties", { timeout: PROPERTY_TIMEOUT }, () => {
  test("maskName shows at most its first and last character: none of 1, one of 2, two of 3 or more", () => {
    fc.assert(
      // one name ("|" joins several, each masked on its own: mask-name.test.ts)
      fc.property(anyText.map((text) => text.replaceAll("|", "")), (name) => {
        const input = trimmedCodePoints(name);
        const shown = shownPositions(input, codePoints(maskName(name)));
        const allowed = input.length <= 1 ? [] : input.length === 2 ? [0] : [0, input.length - 1];
        expect(shown.every((at) => allowed.includes(at))).toBe(true);
      }),
    );
  });

  test("maskIdNumber shows at most 4 characters at each end and never more than half the number", () => {
    fc.assert(
      fc.property(anyText, (idNumber) => {
        const input = trimmedCodePoints(idNumber);
        const shown = shownPositions(input, codePoints(maskIdNumber(idNumber)));
        const keep = Math.min(4, Math.floor(input.length / 4));
        expect(shown.every((at) => at < keep || at >= input.length - keep)).toBe(true);
        expect(shown.length * 2).toBeLessThanOrEqual(input.length);
      }),
    );
  });

  test("a valid identity card number keeps its region (4) and last 4; birth date and sequence never show", () => {
    fc.assert(
      fc.property(validIdCardArb, (idNumber) => {
        expect(maskIdNumber(idNumber)).toBe(`${idNumber.slice(0, 4)}${"*".repeat(10)}${idNumber.slice(14)}`);
      }),
    );
  });

  test("every mask is total, keeps well-formed text well-formed and never splits an astral character", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MASK_KINDS), anyText, (kind, value) => {
        const masked = maskAs(kind, value);
        expect(typeof masked).toBe("string");
        if (WELL_FORMED.test(value)) expect(WELL_FORMED.test(masked)).toBe(true);
      }),
    );
  });

  test("a non-string value masks to the empty string", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MASK_KINDS),
        fc.anything().filter((value) => typeof value !== "string"),
        (kind, value) => {
          expect(maskAs(kind, value as string)).toBe("");
        },
      ),
    );
  });
});

// its time (linear) is a budget of `npm run bench` (bench/timing.budget.ts)
describe("a megabyte-long value", () => {
  test("is masked to the same length", () => {
    const long = "张".repeat(1_000_000);
    expect(codePoints(maskName(long))).toHaveLength(1_000_000);
    expect(codePoints(maskIdNumber(long))).toHaveLength(1_000_000);
  });
});
