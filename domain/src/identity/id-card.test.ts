import { afterEach, describe, expect, it, vi } from "vitest";
import { idCardCheckCharacter, isIdCard, MIN_BIRTH_YEAR, parseIdCard } from "./id-card";

/** Appends the computed check character to a 17-digit body. */
const withCheck = (body17: string): string => body17 + (idCardCheckCharacter(body17) ?? "?");

/** 2026-01-01 noon in China. */
const NOW = new Date("2026-01-01T04:00:00Z");

describe("isIdCard / parseIdCard: doc examples", () => {
  it("accepts the standard's worked example, upper- and lower-case X", () => {
    expect(isIdCard("11010519491231002X")).toBe(true);
    expect(isIdCard("11010519491231002x")).toBe(true);
    expect(parseIdCard("11010519491231002X")).toEqual({ ok: true, birthDate: "1949-12-31", sex: "female", region: "11" });
  });

  it("accepts util-helpers' documented valid number and rejects a wrong check character", () => {
    expect(isIdCard("130701199310302288")).toBe(true);
    expect(parseIdCard("13070119931030228X")).toEqual({ ok: false, reason: "checksum" });
    expect(isIdCard("110105194912310021")).toBe(false);
  });

  it("computes check characters and refuses anything but 17 ASCII digits", () => {
    expect(idCardCheckCharacter("11010519491231002")).toBe("X");
    expect(idCardCheckCharacter("13070119931030228")).toBe("8");
    expect(idCardCheckCharacter("1101051949123100")).toBeNull();
    expect(idCardCheckCharacter("110105194912310021")).toBeNull();
    expect(idCardCheckCharacter("1101051949123100A")).toBeNull();
    expect(idCardCheckCharacter("１1010519491231002")).toBeNull();
  });
});

describe("regions", () => {
  it("accepts 830000 Taiwan residence permits and 71/81/82", () => {
    for (const prefix of ["830000", "810000", "820000", "710000"]) {
      const number = withCheck(`${prefix}20000101001`);
      expect(parseIdCard(number, { now: NOW })).toMatchObject({ ok: true, region: prefix.slice(0, 2) });
    }
  });

  it("rejects 91 (validator.js's 'abroad') and other unknown provinces even with a correct check", () => {
    for (const prefix of ["910000", "000000", "160000", "240000", "660000", "840000", "990000"]) {
      expect(parseIdCard(withCheck(`${prefix}20000101001`), { now: NOW })).toEqual({ ok: false, reason: "region" });
    }
  });
});

describe("birth dates", () => {
  it("rejects 1900-02-29 in both forms (1900 is not a leap year) and accepts 2000-02-29", () => {
    expect(parseIdCard("110105000229001")).toEqual({ ok: false, reason: "birthDate" });
    expect(parseIdCard(withCheck("11010519000229001"))).toEqual({ ok: false, reason: "birthDate" });
    expect(parseIdCard(withCheck("11010520000229001"))).toMatchObject({ ok: true, birthDate: "2000-02-29" });
    expect(parseIdCard(withCheck("11010519960229001"))).toMatchObject({ ok: true, birthDate: "1996-02-29" });
  });

  it("rejects February 30, April 31, month 13, month 00 and day 00", () => {
    for (const date of ["20000230", "19990431", "19991301", "19990001", "19990100", "19990132"]) {
      expect(parseIdCard(withCheck(`110105${date}001`))).toEqual({ ok: false, reason: "birthDate" });
    }
  });

  it("uses the China calendar date of `now`, whatever the machine's time zone", () => {
    // 2024-03-01T16:30Z is already 2024-03-02 00:30 in China, still 03-01 in UTC.
    const now = new Date("2024-03-01T16:30:00Z");
    expect(parseIdCard(withCheck("11010520240302001"), { now })).toMatchObject({ ok: true, birthDate: "2024-03-02" });
    expect(parseIdCard(withCheck("11010520240303001"), { now })).toEqual({ ok: false, reason: "birthDate" });
    // 2024-03-02T15:59Z is 23:59 on 03-02 in China: 03-03 is still tomorrow.
    expect(isIdCard(withCheck("11010520240303001"), { now: new Date("2024-03-02T15:59:59Z") })).toBe(false);
    expect(isIdCard(withCheck("11010520240303001"), { now: new Date("2024-03-02T16:00:00Z") })).toBe(true);
  });

  it("rejects a birth date after today with the default clock", () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(parseIdCard(withCheck(`110105${nextYear}0101001`))).toEqual({ ok: false, reason: "birthDate" });
  });

  describe("with the default clock", () => {
    afterEach(() => {
      vi.useRealTimers();
      isIdCard(withCheck("11010599991231001")); // a far-future date makes the next call read the real clock
    });

    it("reads the system clock for recent birth dates, as China's calendar date", () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date("2030-06-01T16:00:00Z")); // 2030-06-02 00:00 in China
      expect(isIdCard(withCheck("11010520300602001"))).toBe(true);
      expect(isIdCard(withCheck("11010520300603001"))).toBe(false);
      // A clock set back by less than a year is still honoured for recent dates.
      vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
      expect(isIdCard(withCheck("11010520300602001"))).toBe(false);
      expect(isIdCard(withCheck("11010519491231001"))).toBe(true);
    });
  });

  it(`rejects birth years before ${MIN_BIRTH_YEAR}`, () => {
    expect(isIdCard(withCheck("11010517991231001"))).toBe(false);
    expect(isIdCard(withCheck("11010518000101001"))).toBe(true);
    expect(isIdCard(withCheck("11010500000101001"))).toBe(false);
  });

  it("rejects every birth date when `now` is an invalid Date, without throwing", () => {
    expect(parseIdCard("11010519491231002X", { now: new Date(Number.NaN) })).toEqual({ ok: false, reason: "birthDate" });
  });
});

describe("legacy 15-digit numbers", () => {
  it("reads the century as 19 and the 15th digit as sex", () => {
    expect(parseIdCard("110105491231002")).toEqual({ ok: true, birthDate: "1949-12-31", sex: "female", region: "11" });
    expect(parseIdCard("110105491231001")).toMatchObject({ ok: true, sex: "male" });
  });

  it("takes digits only, no check character", () => {
    expect(parseIdCard("11010549123100X")).toEqual({ ok: false, reason: "charset" });
    expect(parseIdCard("910105491231002")).toEqual({ ok: false, reason: "region" });
    expect(parseIdCard("110105491331002")).toEqual({ ok: false, reason: "birthDate" });
  });
});

describe("input handling and reason order", () => {
  it("reads sex from the 17th digit", () => {
    expect(parseIdCard(withCheck("11010519491231001"))).toMatchObject({ ok: true, sex: "male" });
    expect(parseIdCard(withCheck("11010519491231008"))).toMatchObject({ ok: true, sex: "female" });
  });

  it("does not trim, case-fold or map full-width digits", () => {
    expect(parseIdCard(" 11010519491231002X")).toEqual({ ok: false, reason: "length" });
    expect(parseIdCard("11010519491231002X ")).toEqual({ ok: false, reason: "length" });
    expect(parseIdCard("１１0105194912310０2X")).toEqual({ ok: false, reason: "charset" });
    expect(parseIdCard("110105 9491231002X")).toEqual({ ok: false, reason: "charset" });
    expect(parseIdCard("11010519491231002Y")).toEqual({ ok: false, reason: "charset" });
    expect(parseIdCard("1101051949123100X2")).toEqual({ ok: false, reason: "charset" });
    expect(parseIdCard("")).toEqual({ ok: false, reason: "length" });
    expect(parseIdCard("11010519491231002")).toEqual({ ok: false, reason: "length" });
  });

  it("reports the first failing check: length, charset, region, birthDate, checksum", () => {
    // Bad region, bad date and bad check: region wins.
    expect(parseIdCard("910105200002300000")).toEqual({ ok: false, reason: "region" });
    // Bad date and bad check: birthDate wins.
    expect(parseIdCard("110105200002300000")).toEqual({ ok: false, reason: "birthDate" });
    // Non-digit in the body beats everything after it.
    expect(parseIdCard("91010520000230000A")).toEqual({ ok: false, reason: "charset" });
  });
});
