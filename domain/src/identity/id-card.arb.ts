/**
 * fast-check arbitraries for resident identity numbers, built by construction (region + birth date +
 * sequence, then the computed check character) — never by filtering random strings. Reusable by other
 * suites (fixtures, web forms).
 */
import fc from "fast-check";
import { formatDateParts, type DateParts } from "../calendar/china-date";
import { idCardCheckCharacter } from "./id-card";
import { PROVINCE_CODES } from "./province-codes";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Latest birth date the arbitraries produce, so generated numbers are valid for any `now` after it. */
export const LATEST_ARB_BIRTH_DATE: DateParts = { year: 2024, month: 12, day: 31 };

/** An accepted province prefix. */
export const provinceArb: fc.Arbitrary<string> = fc.constantFrom(...PROVINCE_CODES);

/** A 6-digit address code: accepted province + any 4 digits. */
export const addressCodeArb: fc.Arbitrary<string> = fc
  .tuple(provinceArb, fc.integer({ min: 0, max: 9999 }))
  .map(([province, rest]) => province + String(rest).padStart(4, "0"));

/** A real calendar date between `from` and `to` (inclusive). */
export function dateBetweenArb(from: DateParts, to: DateParts): fc.Arbitrary<DateParts> {
  const min = Date.UTC(from.year, from.month - 1, from.day) / DAY_MS;
  const max = Date.UTC(to.year, to.month - 1, to.day) / DAY_MS;
  return fc.integer({ min, max }).map((day) => {
    const date = new Date(day * DAY_MS);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  });
}

/** A birth date between 1900-01-01 and {@link LATEST_ARB_BIRTH_DATE}. */
export const birthDateArb: fc.Arbitrary<DateParts> = dateBetweenArb({ year: 1900, month: 1, day: 1 }, LATEST_ARB_BIRTH_DATE);

/** What a generated 18-digit number encodes, next to the number itself. */
export interface IdCardSample {
  readonly number: string;
  readonly birthDate: string;
  readonly sex: "male" | "female";
  readonly region: string;
}

/** A valid 18-character identity number with the parts it encodes (check `X` in upper case). */
export const idCardSampleArb: fc.Arbitrary<IdCardSample> = fc
  .tuple(addressCodeArb, birthDateArb, fc.integer({ min: 0, max: 999 }))
  .map(([address, birth, sequence]) => {
    const body = address + formatDateParts(birth, "") + String(sequence).padStart(3, "0");
    return {
      number: body + (idCardCheckCharacter(body) as string),
      birthDate: formatDateParts(birth),
      sex: sequence % 2 === 1 ? "male" : "female",
      region: address.slice(0, 2),
    };
  });

/** A valid 18-character identity number. */
export const validIdCardArb: fc.Arbitrary<string> = idCardSampleArb.map((sample) => sample.number);

/** A valid legacy 15-digit identity number (born 1900–1999, century implied). */
export const validIdCard15Arb: fc.Arbitrary<string> = fc
  .tuple(addressCodeArb, dateBetweenArb({ year: 1900, month: 1, day: 1 }, { year: 1999, month: 12, day: 31 }), fc.integer({ min: 0, max: 999 }))
  .map(([address, birth, sequence]) => address + formatDateParts(birth, "").slice(2) + String(sequence).padStart(3, "0"));

/** A 17-digit body with a valid region and date whose check character is `X` (for lower-case tests). */
export const idCardBodyWithCheckXArb: fc.Arbitrary<string> = fc
  .tuple(addressCodeArb, birthDateArb, fc.integer({ min: 0, max: 999 }))
  .map(([address, birth, sequence]) => {
    const start = address + formatDateParts(birth, "");
    // Walk the sequence numbers from the generated one: the last two digits (weights 4 and 2) reach every
    // check value within 20 steps, so one of them gives X.
    for (let step = 0; step < 1000; step++) {
      const body = start + String((sequence + step) % 1000).padStart(3, "0");
      if (idCardCheckCharacter(body) === "X") return body;
    }
    throw new Error("no sequence number gives check character X");
  });
