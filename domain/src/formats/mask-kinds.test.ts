import { describe, expect, test } from "vitest";
import { MASK_KINDS, MASKS, maskAs, type MaskKind } from "./mask-kinds";

describe("maskAs", () => {
  test("doc examples", () => {
    expect(maskAs("name", "张小三")).toBe("张*三");
    expect(maskAs("idNumber", "110105194912310021")).toBe("1101**********0021");
    expect(maskAs("mobile", "13800138000")).toBe("138****8000");
  });

  test("MASK_KINDS lists every kind of the table", () => {
    expect([...MASK_KINDS].sort()).toEqual(Object.keys(MASKS).sort());
  });

  test("an unknown kind stars the whole value; a non-string value gives nothing", () => {
    expect(maskAs("secret" as MaskKind, "13800138000")).toBe("***********");
    expect(maskAs("toString" as MaskKind, "abc")).toBe("***");
    expect(maskAs("name", 7 as unknown as string)).toBe("");
  });
});
