import { describe, expect, test } from "vitest";
import { maskName } from "./mask-name";

describe("maskName", () => {
  test("doc examples", () => {
    expect(maskName("张三")).toBe("张*");
    expect(maskName("张小三")).toBe("张*三");
    expect(maskName("欧阳小明")).toBe("欧**明");
    expect(maskName("张")).toBe("*");
    expect(maskName("John Smith")).toBe("J********h");
  });

  test("transliterated names: the middle dot is hidden with the rest", () => {
    expect(maskName("买买提·艾力")).toBe("买****力");
  });

  test("astral characters count as one; surrounding spaces are not part of the name", () => {
    expect(maskName("𠮷野")).toBe("𠮷*");
    expect(maskName("王𠮷𠮷")).toBe("王*𠮷");
    expect(maskName("  张小三 ")).toBe("张*三");
    expect(maskName("   ")).toBe("");
  });

  test("several names as the gateway joins them are masked each on its own and listed with 、 (customer rehearsal: 谢*****国)", () => {
    expect(maskName("谢刚娟|刘建国")).toBe("谢*娟、刘*国");
    expect(maskName("张三|欧阳小明|李")).toBe("张*、欧**明、*");
    expect(maskName("张三||")).toBe("张*");
    expect(maskName("|")).toBe("");
  });

  test("is total", () => {
    expect(maskName("")).toBe("");
    expect(maskName(undefined as unknown as string)).toBe("");
    expect(maskName(42 as unknown as string)).toBe("");
  });
});
