import fc from "fast-check";
import validator from "validator";
import { describe, expect, it } from "vitest";
import { chinaDateParts, formatDateParts } from "../calendar/china-date";
import { dateBetweenArb, idCardBodyWithCheckXArb, idCardSampleArb, validIdCard15Arb, validIdCardArb } from "./id-card.arb";
import { idCardCheckCharacter, isIdCard, parseIdCard } from "./id-card";
import { anyCodePointArb } from "./identity.arb";

/** Characters a typing error could put in place of another: digits, X/x, letters, space, full-width, astral. */
const replacementArb = fc.oneof(
  fc.constantFrom(..."0123456789Xx A-０９一"),
  anyCodePointArb,
);

describe("identity numbers built by construction", () => {
  it("always pass, and parse back to the parts they were built from", () => {
    fc.assert(
      fc.property(idCardSampleArb, (sample) => {
        expect(isIdCard(sample.number)).toBe(true);
        expect(parseIdCard(sample.number)).toEqual({
          ok: true,
          birthDate: sample.birthDate,
          sex: sample.sex,
          region: sample.region,
        });
      }),
    );
  });

  it("legacy 15-digit numbers pass", () => {
    fc.assert(fc.property(validIdCard15Arb, (number) => isIdCard(number)));
  });

  it("accept the check character X in lower case too", () => {
    fc.assert(
      fc.property(idCardBodyWithCheckXArb, (body) => {
        expect(isIdCard(`${body}X`)).toBe(true);
        expect(isIdCard(`${body}x`)).toBe(true);
      }),
    );
  });

  it("agree with validator.js on mainland numbers (an independent MOD 11-2 implementation)", () => {
    fc.assert(
      fc.property(validIdCardArb, (number) => {
        fc.pre(!/^(71|81|82|83)/.test(number)); // validator.js lacks 83; its 71/81/82 are covered above
        expect(validator.isIdentityCard(number, "zh-CN")).toBe(true);
      }),
    );
  });
});

describe("checksum sensitivity", () => {
  it("any single-character substitution of a valid 18-digit number fails", () => {
    fc.assert(
      fc.property(validIdCardArb, fc.nat(17), replacementArb, (number, index, replacement) => {
        const original = number.charAt(index);
        const sameCheck = index === 17 && original.toUpperCase() === replacement.toUpperCase();
        fc.pre(replacement !== original && !sameCheck);
        const changed = number.slice(0, index) + replacement + number.slice(index + 1);
        expect(isIdCard(changed)).toBe(false);
      }),
    );
  });

  it("swapping two different adjacent body digits fails", () => {
    fc.assert(
      fc.property(validIdCardArb, fc.nat(15), (number, index) => {
        const a = number.charAt(index);
        const b = number.charAt(index + 1);
        fc.pre(a !== b);
        const swapped = number.slice(0, index) + b + a + number.slice(index + 2);
        expect(isIdCard(swapped)).toBe(false);
      }),
    );
  });
});

describe("today is the China calendar date of `now`", () => {
  const instantArb = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }).map((ms) => new Date(ms));

  it("a birth date equal to China's today passes and the next day fails, for any instant", () => {
    fc.assert(
      fc.property(instantArb, addressPrefix(), (now, address) => {
        const today = chinaDateParts(now);
        const body = `${address}${formatDateParts(today, "")}001`;
        expect(isIdCard(body + idCardCheckCharacter(body), { now })).toBe(true);
        const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
        const next = `${address}${formatDateParts({ year: tomorrow.getUTCFullYear(), month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate() }, "")}001`;
        expect(parseIdCard(next + idCardCheckCharacter(next), { now })).toEqual({ ok: false, reason: "birthDate" });
      }),
    );
  });

  it("any birth date after today is rejected", () => {
    fc.assert(
      fc.property(dateBetweenArb({ year: 2030, month: 1, day: 1 }, { year: 2099, month: 12, day: 31 }), (birth) => {
        const body = `440300${formatDateParts(birth, "")}123`;
        const now = new Date("2029-12-31T15:59:59Z"); // 23:59:59 on 2029-12-31 in China
        expect(parseIdCard(body + idCardCheckCharacter(body), { now })).toEqual({ ok: false, reason: "birthDate" });
      }),
    );
  });
});

function addressPrefix(): fc.Arbitrary<string> {
  return fc.constantFrom("110105", "310115", "440305", "830000", "650102");
}
