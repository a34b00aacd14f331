import fc from "fast-check";
import { describe, expect, test } from "vitest";
import * as formats from "./index";
import {
  imeiArb,
  largeNewEnergyPlateArb,
  mobileArb,
  NEW_ENERGY_LETTERS,
  ordinaryPlateArb,
  plateArb,
  smallNewEnergyPlateArb,
  suffixPlateArb,
  vinArb,
} from "./formats.arb";

/** Strings of every kind: any code unit (lone surrogates, controls), full-width forms, astral characters. */
const anyString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "binary-ascii" }),
  fc.string({ unit: fc.constantFrom("\u0000", "\u0007", "\n", "\u3000", "１", "Ａ", "（", "）", "·", "|", "京", "𠮷", "\uD800", "\uDFFF") }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
);

const validators: Array<[string, (input: string) => unknown]> = Object.entries(formats as Record<string, unknown>).flatMap(
  ([name, value]) => (typeof value === "function" ? [[name, value as (input: string) => unknown] as [string, (input: string) => unknown]] : []),
);

describe("totality", () => {
  test("every exported function of formats/ returns without throwing on any string", () => {
    expect(validators.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(anyString, (input) => {
        for (const [name, fn] of validators) {
          const result = fn(input);
          if (name.startsWith("is") || name === "vinCheckDigitOk") expect(typeof result).toBe("boolean");
        }
      }),
      { numRuns: 300 },
    );
  });
  test("validators stay fast on long adversarial input (no catastrophic backtracking)", () => {
    const inputs = ["a".repeat(100_000) + "!", `${"a-".repeat(50_000)}@`, `${"a ".repeat(50_000)}1`, `京A${"1".repeat(100_000)}`];
    const start = Date.now();
    for (const input of inputs) for (const [, fn] of validators) fn(input);
    expect(Date.now() - start).toBeLessThan(2000);
  });
  /**
   * Checks of one rule beside a validator, which pass what their rule does not speak about (the IMEI's check
   * digit is only judged on a 15-digit run; its length rule, `isImei`, refuses the empty string; free text is
   * clean when empty — whether it may be empty is the field's `required` rule).
   */
  const ONE_RULE_CHECKS = new Set(["isFieldValidatorKind", "isImeiCheckDigitRight", "isCleanFreeText"]);
  test("no validator accepts the empty string", () => {
    for (const [name, fn] of validators) {
      if (name.startsWith("is") && !ONE_RULE_CHECKS.has(name)) expect(fn(""), name).toBe(false);
    }
    expect(formats.isImei("")).toBe(false);
  });
});

describe("plates (standards §4)", () => {
  test("every plate built by GA 36 passes", () => {
    fc.assert(
      fc.property(plateArb, (plate) => {
        expect(formats.isLicensePlate(plate)).toBe(true);
      }),
    );
  });
  test("new-energy plates take every letter A–K (not I)", () => {
    for (const letter of NEW_ENERGY_LETTERS) {
      expect(formats.isLicensePlate(`粤B${letter}12345`.slice(0, 8)), letter).toBe(true);
      expect(formats.isLicensePlate(`粤B12345${letter}`), letter).toBe(true);
    }
    expect(formats.isLicensePlate("粤BL12345")).toBe(false);
    expect(formats.isLicensePlate("粤B12345I")).toBe(false);
  });
  test("an I or O anywhere after the province is rejected", () => {
    fc.assert(
      fc.property(plateArb, fc.nat(), fc.constantFrom("I", "O"), (plate, at, bad) => {
        const chars = Array.from(plate);
        const index = 1 + (at % (chars.length - 1));
        if (/[挂学警港澳]/.test(chars[index] ?? "")) return;
        chars[index] = bad;
        expect(formats.isLicensePlate(chars.join(""))).toBe(false);
      }),
    );
  });
  test("suffix plates end in 挂学警港澳 after exactly four serial characters", () => {
    fc.assert(
      fc.property(suffixPlateArb, (plate) => {
        expect(formats.isLicensePlate(plate)).toBe(true);
        expect(formats.isLicensePlate(plate.slice(0, 6) + "1" + plate.slice(6))).toBe(false);
      }),
    );
  });
  test("a large new-energy plate with a letter among its first five is rejected", () => {
    fc.assert(
      fc.property(largeNewEnergyPlateArb, fc.integer({ min: 2, max: 6 }), fc.constantFrom(..."ABCDEFGHJKZ"), (plate, at, letter) => {
        const chars = Array.from(plate);
        chars[at] = letter;
        const changed = chars.join("");
        expect(formats.isLicensePlate(changed)).toBe(false);
      }),
    );
  });
  test("a small new-energy plate with a letter in its last four is rejected", () => {
    fc.assert(
      fc.property(smallNewEnergyPlateArb, fc.integer({ min: 4, max: 6 }), fc.constantFrom(..."ABCDEFGHJKZ"), (plate, at, letter) => {
        const chars = Array.from(plate);
        chars[at] = letter;
        expect(formats.isLicensePlate(chars.join(""))).toBe(false);
      }),
    );
  });
  test("ordinary plates lose validity with a separator or lower case", () => {
    fc.assert(
      fc.property(ordinaryPlateArb, (plate) => {
        expect(formats.isLicensePlate(`${plate.slice(0, 2)}·${plate.slice(2)}`)).toBe(false);
        expect(formats.isLicensePlate(` ${plate}`)).toBe(false);
      }),
    );
  });
});

describe("checksums", () => {
  test("a valid IMEI passes and any single-digit change fails", () => {
    fc.assert(
      fc.property(imeiArb, fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 9 }), (imei, at, delta) => {
        expect(formats.isImei(imei)).toBe(true);
        const digit = (Number(imei[at]) + delta) % 10;
        expect(formats.isImei(imei.slice(0, at) + digit + imei.slice(at + 1))).toBe(false);
      }),
    );
  });
  test("a VIN with its check digit passes the warning; another 9th character fails it", () => {
    fc.assert(
      fc.property(vinArb, fc.constantFrom(..."0123456789X"), (vin, other) => {
        expect(formats.isFrameNumber(vin)).toBe(true);
        expect(formats.vinCheckDigitOk(vin)).toBe(true);
        if (other !== vin[8]) expect(formats.vinCheckDigitOk(vin.slice(0, 8) + other + vin.slice(9))).toBe(false);
      }),
    );
  });
  test("mobiles built by the numbering plan pass, with +86 they do not, and they are phones", () => {
    fc.assert(
      fc.property(mobileArb, (mobile) => {
        expect(formats.isMobile(mobile)).toBe(true);
        expect(formats.isPhone(mobile)).toBe(true);
        expect(formats.isMobile(`+86${mobile}`)).toBe(false);
      }),
    );
  });
});
