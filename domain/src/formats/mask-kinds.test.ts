import { describe, expect, test } from "vitest";
import { MASK_KINDS, MASKS, maskAs, type MaskKind } from "./mask-kinds";
import { maskVehicleId } from "./mask-vehicle";

describe("maskAs", () => {
  test("doc examples", () => {
    expect(maskAs("name", "张小三")).toBe("张*三");
    expect(maskAs("idNumber", "110105194912310021")).toBe("1101**********0021");
    expect(maskAs("mobile", "13800138000")).toBe("138****8000");
  });

  test("a vehicle's VIN and engine number are masked in the middle (issue 18: a car policy's detail)", () => {
    expect(maskAs("vin", "LEK26D8D0SY720945")).toBe("LEK**********0945");
    expect(maskAs("engineNo", "UN530768")).toBe("UN****68");
    expect(maskAs("engineNo", "G4FC1234567")).toBe("G4*******67");
    // too short to mask: nothing shows
    expect(maskAs("engineNo", "A12")).toBe("***");
    expect(maskAs("vin", "")).toBe("");
    expect(maskVehicleId("vin", "LEK26D8D0SY720945")).toBe("LEK**********0945");
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
