import { describe, expect, test } from "vitest";
import { maskIdNumber } from "./mask-id-number";

describe("maskIdNumber", () => {
  test("doc examples", () => {
    expect(maskIdNumber("110105194912310021")).toBe("1101**********0021");
    expect(maskIdNumber("110105491231002")).toBe("110*********002");
    expect(maskIdNumber("E12345678")).toBe("E1*****78");
    expect(maskIdNumber("123")).toBe("***");
  });

  test("the issue-13 shape: first 4, last 4 of an 18-character number, case kept", () => {
    expect(maskIdNumber("11010519491231002X")).toBe("1101**********002X");
    expect(maskIdNumber("91350100M000100Y43")).toBe("9135**********0Y43");
    expect(maskIdNumber(" 11010519491231002x ")).toBe("1101**********002x");
  });

  test("short documents keep less", () => {
    expect(maskIdNumber("1234")).toBe("1**4");
    expect(maskIdNumber("12345678")).toBe("12****78");
    expect(maskIdNumber("1234567890123456")).toBe("1234********3456");
  });

  test("is total", () => {
    expect(maskIdNumber("")).toBe("");
    expect(maskIdNumber(null as unknown as string)).toBe("");
    expect(maskIdNumber({} as unknown as string)).toBe("");
  });
});
