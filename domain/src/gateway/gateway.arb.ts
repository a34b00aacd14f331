/**
 * Arbitraries for the gateway properties, built by construction (no filtering of random values).
 */
import fc from "fast-check";

/** Strings that are blank after trimming (including the ideographic space and NBSP). */
export const blankString = fc
  .array(fc.constantFrom(" ", "\t", "\n", "\r", "\u3000", "\u00a0", "\u2003", "\ufeff"), { maxLength: 4 })
  .map((parts) => parts.join(""));

/** A non-blank, already trimmed string: a non-space core, padded inside by anything. */
const core = fc.constantFrom("a", "张", "1", "-", "Z", "·", "😀", "0");
export const trimmedString = fc
  .tuple(core, fc.string({ maxLength: 8 }), core)
  .map(([head, middle, tail]) => `${head}${middle}${tail}`)
  .chain((s) => fc.constantFrom(s, s.slice(0, 1)));

/** A non-blank string, possibly with blank padding to be trimmed. */
export const paddedString = fc
  .tuple(blankString, trimmedString, blankString)
  .map(([left, s, right]) => `${left}${s}${right}`);

/** Leaves a payload may carry, blanks included. */
export const payloadLeaf: fc.Arbitrary<unknown> = fc.oneof(
  paddedString,
  blankString,
  fc.constant(null),
  fc.constant(undefined),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);

/** A messy payload: nested objects and arrays of leaves, blanks and empty containers included. */
export const messyPayload: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    payloadLeaf,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** A messy payload whose top level is an object, as requests have. */
export const messyRecord = fc.dictionary(fc.string({ maxLength: 6 }), messyPayload, { maxKeys: 5 });

/** Clean leaves: trimmed non-blank strings, finite numbers, booleans. */
const cleanLeaf: fc.Arbitrary<unknown> = fc.oneof(
  trimmedString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
);

/** An already clean payload: no blank leaves and no empty nested containers. */
export const cleanValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    cleanLeaf,
    fc.array(tie("value"), { minLength: 1, maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie("value"), { minKeys: 1, maxKeys: 4 }),
  ),
})).value;

/** Any JSON value (what a cipher envelope carries). */
export const jsonValue: fc.Arbitrary<unknown> = fc.jsonValue();

/**
 * A key of exactly `bytes` UTF-8 bytes, mixing ASCII (1 byte), Latin (2), CJK (3) and astral (4) characters.
 */
export function keyOfBytes(bytes: 16 | 24 | 32): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(1, 2, 3, 4), { maxLength: bytes })
    .chain((widths) => {
      const chosen: number[] = [];
      let used = 0;
      for (const width of widths) {
        if (used + width > bytes) break;
        chosen.push(width);
        used += width;
      }
      while (used < bytes) {
        chosen.push(1);
        used += 1;
      }
      return fc.tuple(...chosen.map(charOfWidth)).map((chars) => chars.join(""));
    });
}

/** An AES key of any allowed size, with its size in bits. */
export const cipherKey = fc
  .constantFrom(16 as const, 24 as const, 32 as const)
  .chain((bytes) => keyOfBytes(bytes).map((key) => ({ key, bits: bytes * 8 })));

/** A CBC initialisation vector: 16 UTF-8 bytes. */
export const cipherIv = keyOfBytes(16);

function charOfWidth(width: number): fc.Arbitrary<string> {
  switch (width) {
    case 1:
      return fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCodePoint(c));
    case 2:
      return fc.integer({ min: 0x80, max: 0x7ff }).map((c) => String.fromCodePoint(c));
    case 3:
      return fc.integer({ min: 0x4e00, max: 0x9fff }).map((c) => String.fromCodePoint(c));
    default:
      return fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c));
  }
}
