import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isMallPassword } from "./mall-password";

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const DIGITS = "0123456789".split("");

/** Valid passwords built by construction: at least one letter, one digit, 8–20 printable ASCII in all. */
const validPassword = fc
  .tuple(
    fc.constantFrom(...LETTERS),
    fc.constantFrom(...DIGITS),
    fc.array(fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), { minLength: 6, maxLength: 18 }),
  )
  .chain(([letter, digit, rest]) =>
    fc.shuffledSubarray([letter, digit, ...rest], { minLength: rest.length + 2, maxLength: rest.length + 2 }),
  )
  .map((chars) => chars.join(""));

describe("isMallPassword", () => {
  it("accepts the doc examples and rejects the bad ones", () => {
    expect(isMallPassword("abc12345")).toBe(true);
    expect(isMallPassword("Pa$$w0rd!")).toBe(true);
    expect(isMallPassword("abcdefgh")).toBe(false);
    expect(isMallPassword("12345678")).toBe(false);
    expect(isMallPassword("ab12")).toBe(false);
    expect(isMallPassword("abc 12345")).toBe(false);
    expect(isMallPassword("密码abc12345")).toBe(false);
    expect(isMallPassword("a1".repeat(10))).toBe(true);
    expect(isMallPassword(`${"a1".repeat(10)}x`)).toBe(false);
  });

  it("accepts every constructed valid password", () => {
    fc.assert(fc.property(validPassword, (password) => isMallPassword(password)));
  });

  it("is total on any string", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (input) => typeof isMallPassword(input) === "boolean"));
  });

  it("rejects passwords without a digit or without a letter", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LETTERS), { minLength: 8, maxLength: 20 }), (chars) => !isMallPassword(chars.join(""))),
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DIGITS), { minLength: 8, maxLength: 20 }), (chars) => !isMallPassword(chars.join(""))),
    );
  });
});
