import { describe, expect, test } from "vitest";
import { maskMiddle } from "./mask-middle";

describe("maskMiddle", () => {
  test("doc examples", () => {
    expect(maskMiddle("13800138000", 3, 4)).toBe("138****8000");
    expect(maskMiddle("张小三", 1, 1)).toBe("张*三");
    expect(maskMiddle("1234567", 3, 4)).toBe("*******");
    expect(maskMiddle("𠮷野家", 1, 0)).toBe("𠮷**");
  });

  test("stars everything when the kept ends would be the whole value", () => {
    expect(maskMiddle("ab", 1, 1)).toBe("**");
    expect(maskMiddle("abc", 1, 1)).toBe("a*c");
    expect(maskMiddle("", 1, 1)).toBe("");
  });

  test("is total: odd counts and non-strings", () => {
    expect(maskMiddle("abcdef", -2, Number.NaN)).toBe("******");
    expect(maskMiddle("abcdef", 1.9, 1.2)).toBe("a****f");
    expect(maskMiddle("abcdef", Number.POSITIVE_INFINITY, 0)).toBe("******");
    expect(maskMiddle(null as unknown as string, 1, 1)).toBe("");
  });
});
