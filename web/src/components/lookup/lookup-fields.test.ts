import { describe, expect, test } from "vitest";
import { LENGTH_LIMITS } from "@micromall/domain";
import { captchaField, identityFields, identityTypeField } from "./lookup-fields";

describe("shared lookup fields", () => {
  test("the identity pair: the type first, then its number with the extended limit unless the route says otherwise", () => {
    expect(identityFields()).toEqual([
      { name: "identifyType", kind: "identityType", label: "identifyType", maxLength: 3 },
      { name: "identifyNumber", kind: "identityNumber", label: "identifyNumber", maxLength: LENGTH_LIMITS.identityNumber.extended },
    ]);
    const [type, number] = identityFields("carIdentifyType", "carIdentifyNumber", LENGTH_LIMITS.identityNumber.default);
    expect([type.name, number.name, number.maxLength]).toEqual(["carIdentifyType", "carIdentifyNumber", LENGTH_LIMITS.identityNumber.default]);
  });

  test("the identity type alone (a screen that asks for a part of the number) is the pair's type", () => {
    expect(identityTypeField("carIdentifyType")).toEqual({ name: "carIdentifyType", kind: "identityType", label: "identifyType", maxLength: 3 });
    expect(identityTypeField()).toEqual(identityFields()[0]);
  });

  test("the picture code keeps its label whatever the route calls it, and takes exactly 5 characters (spec §5)", () => {
    expect(captchaField("carCode")).toEqual({ name: "carCode", kind: "captcha", label: "code", maxLength: 5 });
    expect(LENGTH_LIMITS.verifyCode).toBe(5);
  });
});
