import { describe, expect, it } from "vitest";
import { LENGTH_LIMITS } from "../formats/index";
import { formatMessage } from "../messages/index";
import { identityNumberLastSixProblem } from "../schemas/identity-number";
import { isIdentityNumberLastSix } from "./identity-last-six";

describe("isIdentityNumberLastSix (spec §5 'Identity number: … 6 on one', the settlement lookup)", () => {
  it("is exactly LENGTH_LIMITS.identityNumber.short (6) characters", () => {
    expect(LENGTH_LIMITS.identityNumber.short).toBe(6);
    for (const input of ["", "02X", "31002", "1231002X", "11010519491231002X"]) expect(isIdentityNumberLastSix(input, "01"), input).toBe(false);
    for (const input of ["", "ABC12", "ABC1234"]) expect(isIdentityNumberLastSix(input, "13"), input).toBe(false);
  });

  it("for an identity card (01, and 14 whose numbers are GB 11643 numbers): five digits, then a digit or X/x", () => {
    for (const input of ["31002X", "31002x", "302288", "000000"]) expect(isIdentityNumberLastSix(input, "01"), input).toBe(true);
    expect(isIdentityNumberLastSix("31002X", "14")).toBe(true);
    for (const input of ["3100X2", "X31002", "31002Y", "A12345", "３１００２X", "31 02X", "31002-"]) expect(isIdentityNumberLastSix(input, "01"), input).toBe(false);
  });

  it("for the other types (11 organisation code without its hyphen, 13 credit code…): six letters or digits", () => {
    for (const [type, input] of [["11", "85082X"], ["13", "9W2A3K"], ["13", "a1b2c3"], ["06", "345678"]] as const) expect(isIdentityNumberLastSix(input, type), `${type} ${input}`).toBe(true);
    for (const [type, input] of [["11", "8508-2"], ["13", "9W2A3"], ["13", "9W2A3K7"], ["13", "张三12345"], ["13", "９W2A3K"]] as const) {
      expect(isIdentityNumberLastSix(input, type), `${type} ${input}`).toBe(false);
    }
  });

  it("answers false for a non-string (plain-JavaScript callers) and reads an unknown or missing type as 'other'", () => {
    expect(isIdentityNumberLastSix(123456 as unknown as string, "01")).toBe(false);
    expect(isIdentityNumberLastSix(null as unknown as string, "13")).toBe(false);
    expect(isIdentityNumberLastSix("A12345", undefined as unknown as string)).toBe(true);
    expect(isIdentityNumberLastSix("A12345", "__proto__")).toBe(true);
  });

  it("its failures name the exact rule, in both languages", () => {
    expect(formatMessage("schema.idCardLastSix")).toBe("请输入身份证号码后六位（6位数字，末位可为X）");
    expect(formatMessage("schema.idCardLastSix", {}, "en")).toBe("Enter the last six characters of the ID card number (6 digits; the last may be X)");
    expect(formatMessage("schema.identifyNoLastSix")).toBe("请输入证件号码后六位（6位字母或数字）");
    expect(formatMessage("schema.identifyNoLastSix", {}, "en")).toBe("Enter the last six characters of the document number (6 letters or digits)");
  });
});

describe("identityNumberLastSixProblem (the settlement lookup's message for the last six)", () => {
  it("is null for a fitting or a blank text (the field's required rule names a blank), else the type's key", () => {
    expect(identityNumberLastSixProblem("01", "31002X")).toBeNull();
    expect(identityNumberLastSixProblem("01", "")).toBeNull();
    expect(identityNumberLastSixProblem("01", "   ")).toBeNull();
    expect(identityNumberLastSixProblem("01", "A1002X")).toBe("schema.idCardLastSix");
    expect(identityNumberLastSixProblem("14", "A1002X")).toBe("schema.idCardLastSix");
    expect(identityNumberLastSixProblem("13", "A1002X")).toBeNull();
    expect(identityNumberLastSixProblem("13", "A1002")).toBe("schema.identifyNoLastSix");
    expect(identityNumberLastSixProblem("11", "11010519491231002X")).toBe("schema.identifyNoLastSix");
    expect(identityNumberLastSixProblem("01", 31002 as unknown as string)).toBe("schema.idCardLastSix");
  });
});
