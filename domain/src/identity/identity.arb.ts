/** Arbitraries shared by the identity property tests. */
import fc from "fast-check";

/**
 * One code point of the whole range, lone surrogates included (U+D800–U+DFFF become unpaired halves).
 * Used instead of `fc.string({ unit: "binary", minLength: 1, maxLength: 1 })`, which takes seconds to
 * construct in fast-check 4.10.
 */
export const anyCodePointArb: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((codePoint) => String.fromCodePoint(codePoint));
