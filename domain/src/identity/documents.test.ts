/** Example tests of the formats without a checksum (spec §5 and standards §4), one block per module. */
import { describe, expect, it } from "vitest";
import { idCardCheckCharacter } from "./id-card";
import { isForeignerCard } from "./foreigner-card";
import { FREE_TEXT_MAX_LENGTH, isFreeText } from "./free-text";
import { isHkMacaoPermit } from "./hk-macao-permit";
import { isOfficerCard } from "./officer-card";
import { isPassport } from "./passport";
import { isTaiwanPermit } from "./taiwan-permit";

describe("isHkMacaoPermit: ^[HM]\\d{8}(\\d{2})?$", () => {
  it("accepts H/M with 8 or 10 digits", () => {
    for (const s of ["H12345678", "M12345678", "H1234567800", "M0000000001"]) expect(isHkMacaoPermit(s)).toBe(true);
  });
  it("rejects other prefixes, lower case, 9 digits, letters and full-width digits", () => {
    for (const s of ["h12345678", "K12345678", "H123456789", "H1234567", "H123456780A", "H1234567８", "12345678", "H"]) {
      expect(isHkMacaoPermit(s)).toBe(false);
    }
  });
});

describe("isTaiwanPermit: 8 or 10 digits", () => {
  it("accepts 8 and 10 digits only", () => {
    expect(isTaiwanPermit("12345678")).toBe(true);
    expect(isTaiwanPermit("1234567801")).toBe(true);
    for (const s of ["1234567", "123456789", "12345678901", "1234567A", "12345678(B)", "１2345678"]) {
      expect(isTaiwanPermit(s)).toBe(false);
    }
  });
});

describe("isPassport", () => {
  it("general: 5–17 letters or digits", () => {
    for (const s of ["E12345678", "EA1234567", "G12345678", "X1234", "abc12", "A".repeat(17)]) expect(isPassport(s)).toBe(true);
    for (const s of ["X123", "A".repeat(18), "E1234 5678", "E1234-5678", "护照12345", "Ｅ12345678", ""]) {
      expect(isPassport(s)).toBe(false);
    }
  });
  it("short: 8–9 letters or digits", () => {
    expect(isPassport("E12345678", "short")).toBe(true);
    expect(isPassport("12345678", "short")).toBe(true);
    expect(isPassport("X1234", "short")).toBe(false);
    expect(isPassport("E123456789", "short")).toBe(false);
  });
});

describe("isForeignerCard", () => {
  it("accepts the 2017 form: 15 upper-case letters or digits", () => {
    expect(isForeignerCard("USA123456789012")).toBe(true);
    for (const s of ["usa123456789012", "USA12345678901", "USA1234567890123", "USA 23456789012"]) {
      expect(isForeignerCard(s)).toBe(false);
    }
  });
  it("accepts the 2023 form: 18 digits starting with 9 and a MOD 11-2 check", () => {
    const body = "91184019800101001";
    const check = idCardCheckCharacter(body) as string;
    expect(isForeignerCard(body + check)).toBe(true);
    const wrong = check === "0" ? "1" : "0";
    expect(isForeignerCard(body + wrong)).toBe(false);
    // The resident-number layout with a 1–8 first digit is not a foreigner card.
    const citizen = "11010519491231002";
    expect(isForeignerCard(citizen + idCardCheckCharacter(citizen))).toBe(false);
  });
  it("accepts a lower-case x check character like the identity number", () => {
    for (let n = 0; n < 200; n++) {
      const body = `9${String(n).padStart(16, "0")}`;
      if (idCardCheckCharacter(body) === "X") {
        expect(isForeignerCard(`${body}x`)).toBe(true);
        return;
      }
    }
    throw new Error("no body with check X in range");
  });
});

describe("isOfficerCard: 4–8 letters or digits", () => {
  it("accepts and rejects by length and charset", () => {
    for (const s of ["A123", "12345678", "ab12CD"]) expect(isOfficerCard(s)).toBe(true);
    for (const s of ["123", "123456789", "军字第1234号", "12 34", ""]) expect(isOfficerCard(s)).toBe(false);
  });
});

describe("isFreeText", () => {
  it("accepts any visible text up to the limit", () => {
    expect(isFreeText("学生证 2019-001")).toBe(true);
    expect(isFreeText("x")).toBe(true);
    expect(isFreeText("𠀀")).toBe(true);
    expect(isFreeText("a".repeat(FREE_TEXT_MAX_LENGTH))).toBe(true);
  });
  it("rejects empty, blank, too long, control characters and lone surrogates", () => {
    for (const s of ["", "   ", "\u3000\u00a0", "a".repeat(FREE_TEXT_MAX_LENGTH + 1), "A\u0000B", "A\tB", "A\nB", "A\u0085", "\ud800", "a\udc00"]) {
      expect(isFreeText(s)).toBe(false);
    }
  });
});
