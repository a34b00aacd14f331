import { describe, expect, it } from "vitest";
import { idCardCheckCharacter } from "./id-card";
import {
  APPLICANT_IDENTITY_TYPES,
  CLAIM_QUERY_IDENTITY_TYPES,
  IDENTITY_TYPES,
  identityNumberMask,
  identityTypeName,
  isOrganisationIdentityType,
  INSURED_IDENTITY_TYPES,
  validatorForClaimIdentityType,
  validatorForIdentityType,
  VEHICLE_LOOKUP_IDENTITY_TYPES,
} from "./identity-types";

const ID = "11010519491231002X";
const CREDIT = "91350100M000100Y43";
const ORG = "55138508-2";

describe("the code table", () => {
  it("holds every code of spec §3 plus 16, 31 and 37, once each, with both names", () => {
    const codes = IDENTITY_TYPES.map((t) => t.code);
    expect(codes).toEqual(["01", "02", "03", "04", "06", "07", "08", "09", "10", "11", "13", "14", "553", "99", "16", "31", "37"]);
    for (const t of IDENTITY_TYPES) {
      expect(t.zh).toMatch(/\p{Script=Han}/u);
      expect(t.en).toMatch(/^[A-Z]/);
    }
  });

  it("names codes in both locales, Chinese by default, and echoes unknown codes", () => {
    expect(identityTypeName("01")).toBe("身份证");
    expect(identityTypeName("13", "zh-CN")).toBe("统一社会信用代码");
    expect(identityTypeName("06", "en")).toBe("Passport");
    expect(identityTypeName("120007", "zh-CN")).toBe("港澳回乡证");
    expect(identityTypeName("77", "en")).toBe("77");
  });

  it("screen lists only use known codes", () => {
    const known = new Set(IDENTITY_TYPES.map((t) => t.code));
    for (const list of [VEHICLE_LOOKUP_IDENTITY_TYPES, INSURED_IDENTITY_TYPES, APPLICANT_IDENTITY_TYPES]) {
      for (const code of list) expect(known).toContain(code);
    }
    expect(VEHICLE_LOOKUP_IDENTITY_TYPES).toEqual(["01", "11", "13"]);
    expect(INSURED_IDENTITY_TYPES).toContain("03"); // products EAJ, LAY_JW… default insureds to 03
    expect(CLAIM_QUERY_IDENTITY_TYPES.map((t) => t.code)).toEqual(["120001", "120002", "120004", "120005", "120007"]);
  });
});

describe("validatorForIdentityType (spec §5)", () => {
  it("maps each code to its document rule", () => {
    expect(validatorForIdentityType("01")(ID)).toBe(true);
    expect(validatorForIdentityType("01")("H12345678")).toBe(false);
    expect(validatorForIdentityType("02")("A1234")).toBe(true);
    expect(validatorForIdentityType("02")("A1")).toBe(false);
    expect(validatorForIdentityType("06")("E12345678")).toBe(true);
    expect(validatorForIdentityType("06")("E1")).toBe(false);
    expect(validatorForIdentityType("07")("H12345678")).toBe(true);
    expect(validatorForIdentityType("07")("12345678")).toBe(false);
    expect(validatorForIdentityType("16")("USA123456789012")).toBe(true);
    expect(validatorForIdentityType("16")("usa")).toBe(false);
    expect(validatorForIdentityType("04")("12345678")).toBe(true);
    expect(validatorForIdentityType("04")("H12345678")).toBe(false);
  });

  it("uses the organisation code for 31 and 11, the credit code for 37 and 13", () => {
    for (const code of ["31", "11"]) {
      expect(validatorForIdentityType(code)(ORG)).toBe(true);
      expect(validatorForIdentityType(code)(CREDIT)).toBe(false);
    }
    for (const code of ["37", "13"]) {
      expect(validatorForIdentityType(code)(CREDIT)).toBe(true);
      expect(validatorForIdentityType(code)(ORG)).toBe(false);
    }
  });

  it("checks 14 residence permits (810000/820000/830000) with the identity-card rule", () => {
    for (const prefix of ["810000", "820000", "830000"]) {
      const body = `${prefix}19900101001`;
      expect(validatorForIdentityType("14")(body + idCardCheckCharacter(body))).toBe(true);
    }
    expect(validatorForIdentityType("14")("not a number")).toBe(false);
  });

  it("falls back to free text for every other code", () => {
    for (const code of ["03", "08", "09", "10", "553", "99", "", "zz"]) {
      expect(validatorForIdentityType(code)("学生证 2019-001")).toBe(true);
      expect(validatorForIdentityType(code)("   ")).toBe(false);
    }
  });
});

describe("validatorForClaimIdentityType", () => {
  it("maps the claim-query codes", () => {
    expect(validatorForClaimIdentityType("120001")(ID)).toBe(true);
    expect(validatorForClaimIdentityType("120002")("A1234")).toBe(true);
    expect(validatorForClaimIdentityType("120004")("12345678")).toBe(true);
    expect(validatorForClaimIdentityType("120005")("E12345678")).toBe(true);
    expect(validatorForClaimIdentityType("120007")("H12345678")).toBe(true);
    expect(validatorForClaimIdentityType("120001")("H12345678")).toBe(false);
    expect(validatorForClaimIdentityType("01")("anything")).toBe(true);
  });
});

describe("identityNumberMask (issue 20 item 7: what to mask, by identity type)", () => {
  it("shows an organisation's identifier whole: it is registration data, not personal data", () => {
    for (const code of ["09", "10", "11", "13", "31", "37"]) {
      expect(isOrganisationIdentityType(code)).toBe(true);
      expect(identityNumberMask(code)).toBeNull();
    }
  });

  it("masks a person's identity number, whatever the document", () => {
    for (const code of ["01", "02", "03", "04", "06", "07", "08", "14", "16", "553", "99", "120001", "120005"]) {
      expect(isOrganisationIdentityType(code)).toBe(false);
      expect(identityNumberMask(code)).toBe("idNumber");
    }
  });

  it("masks an unknown or missing type (when unsure, a number is personal)", () => {
    for (const code of ["", "77", "13 ", "toString", undefined as unknown as string, 13 as unknown as string]) {
      expect(isOrganisationIdentityType(code)).toBe(false);
      expect(identityNumberMask(code)).toBe("idNumber");
    }
  });
});
