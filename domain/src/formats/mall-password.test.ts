import { describe, expect, test } from "vitest";
import { MALL_PASSWORD_LENGTH, isMallPassword } from "./mall-password";

describe("isMallPassword", () => {
  test("doc examples", () => {
    expect(isMallPassword("abc12345")).toBe(true);
    expect(isMallPassword("Pa$$w0rd!")).toBe(true);
    expect(isMallPassword("abcdefgh")).toBe(false);
    expect(isMallPassword("ab12")).toBe(false);
    expect(isMallPassword("abc 12345")).toBe(false);
  });

  test("accepts the good ones and rejects the bad ones", () => {
    expect(isMallPassword("12345678")).toBe(false);
    expect(isMallPassword("密码abc12345")).toBe(false);
    expect(isMallPassword("a1".repeat(10))).toBe(true);
    expect(isMallPassword(`${"a1".repeat(10)}x`)).toBe(false);
  });

  test("the length bounds are 8 and 20, inclusive", () => {
    expect(MALL_PASSWORD_LENGTH).toEqual({ min: 8, max: 20 });
    expect(isMallPassword(`a1${"x".repeat(MALL_PASSWORD_LENGTH.min - 2)}`)).toBe(true);
    expect(isMallPassword(`a1${"x".repeat(MALL_PASSWORD_LENGTH.min - 3)}`)).toBe(false);
    expect(isMallPassword(`a1${"x".repeat(MALL_PASSWORD_LENGTH.max - 2)}`)).toBe(true);
  });

  test("nothing is trimmed; tabs, full-width characters and non-strings are refused", () => {
    expect(isMallPassword(" abc12345")).toBe(false);
    expect(isMallPassword("abc12345\t")).toBe(false);
    expect(isMallPassword("ａｂｃ12345")).toBe(false);
    expect(isMallPassword(12345678 as unknown as string)).toBe(false);
  });
});
