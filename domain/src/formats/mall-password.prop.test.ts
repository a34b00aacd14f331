import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isMallPassword } from "./mall-password";
import { PASSWORD_DIGITS, PASSWORD_LETTERS, mallPasswordArb } from "./formats.arb";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

describe("isMallPassword properties", { timeout: PROPERTY_TIMEOUT }, () => {
  test("accepts every constructed valid password", () => {
    fc.assert(fc.property(mallPasswordArb, (password) => isMallPassword(password)));
  });

  test("is total on any string", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (input) => typeof isMallPassword(input) === "boolean"));
  });

  test("rejects passwords without a digit or without a letter", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PASSWORD_LETTERS.split("")), { minLength: 8, maxLength: 20 }), (chars) => !isMallPassword(chars.join(""))),
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PASSWORD_DIGITS.split("")), { minLength: 8, maxLength: 20 }), (chars) => !isMallPassword(chars.join(""))),
    );
  });

  test("one space, control or non-ASCII character anywhere in a valid password makes it invalid", () => {
    fc.assert(
      fc.property(mallPasswordArb, fc.nat(), fc.constantFrom(" ", "\t", "\n", "\u007f", "\u3000", "密", "é", "𠮷", "\uD800"), (password, at, bad) => {
        const i = at % (password.length + 1);
        expect(isMallPassword(password.slice(0, i) + bad + password.slice(i))).toBe(false);
      }),
    );
  });

  test("too long: a valid password padded past 20 characters is invalid", () => {
    fc.assert(
      fc.property(mallPasswordArb, (password) => {
        expect(isMallPassword(password + "x".repeat(21 - password.length))).toBe(false);
      }),
    );
  });
});
