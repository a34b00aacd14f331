/** Arbitraries of valid format values, built by construction (never by filtering random strings). */
import fc from "fast-check";
import { PLATE_PROVINCES } from "./license-plate";

const chars = (text: string) => fc.constantFrom(...text.split(""));
const digitsOf = (length: number) => fc.string({ unit: chars("0123456789"), minLength: length, maxLength: length });

/** Plate alphabets of GA 36. */
export const PLATE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
export const PLATE_SERIAL = `${PLATE_LETTERS}0123456789`;
export const NEW_ENERGY_LETTERS = "ABCDEFGHJK";

const province = fc.constantFrom(...Array.from(PLATE_PROVINCES));
const office = chars(PLATE_LETTERS);
const serial = (length: number) => fc.string({ unit: chars(PLATE_SERIAL), minLength: length, maxLength: length });

/** Ordinary 7-character plate. */
export const ordinaryPlateArb = fc.tuple(province, office, serial(5)).map((p) => p.join(""));
/** Plate with a 挂/学/警/港/澳 suffix. */
export const suffixPlateArb = fc.tuple(province, office, serial(4), chars("挂学警港澳")).map((p) => p.join(""));
/** Small new-energy plate. */
export const smallNewEnergyPlateArb = fc
  .tuple(province, office, chars(NEW_ENERGY_LETTERS), serial(1), digitsOf(4))
  .map((p) => p.join(""));
/** Large new-energy plate. */
export const largeNewEnergyPlateArb = fc.tuple(province, office, digitsOf(5), chars(NEW_ENERGY_LETTERS)).map((p) => p.join(""));
/** Any valid plate. */
export const plateArb = fc.oneof(ordinaryPlateArb, suffixPlateArb, smallNewEnergyPlateArb, largeNewEnergyPlateArb);

/** A mainland mobile number. */
export const mobileArb = fc.tuple(chars("3456789"), digitsOf(9)).map(([second, rest]) => `1${second}${rest}`);

/** Letters and digits of a mall password. */
export const PASSWORD_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const PASSWORD_DIGITS = "0123456789";

/**
 * A valid mall password by construction: one letter, one digit and 6–18 more printable ASCII characters
 * (U+0021–U+007E), shuffled; 8–20 characters in all.
 */
export const mallPasswordArb = fc
  .tuple(
    chars(PASSWORD_LETTERS),
    chars(PASSWORD_DIGITS),
    fc.array(fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), { minLength: 6, maxLength: 18 }),
  )
  .chain(([letter, digit, rest]) =>
    fc.shuffledSubarray([letter, digit, ...rest], { minLength: rest.length + 2, maxLength: rest.length + 2 }),
  )
  .map((parts) => parts.join(""));

/** A 15-digit IMEI with its Luhn check digit. */
export const imeiArb = digitsOf(14).map((body) => body + luhnCheckDigit(body));

/** A VIN whose 9th character is its check digit. */
export const vinArb = fc
  .tuple(
    fc.string({ unit: chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789"), minLength: 8, maxLength: 8 }),
    fc.string({ unit: chars("ABCDEFGHJKLMNPRSTUVWXYZ0123456789"), minLength: 8, maxLength: 8 }),
  )
  .map(([head, tail]) => `${head}${vinCheckCharacter(`${head}0${tail}`)}${tail}`);

function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const d = Number(body[body.length - 1 - i]);
    const v = i % 2 === 0 ? d * 2 : d;
    sum += v > 9 ? v - 9 : v;
  }
  return String((10 - (sum % 10)) % 10);
}

function vinCheckCharacter(vin: string): string {
  const values = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";
  const numeric = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (numeric[values.indexOf(vin.charAt(i))] ?? 0) * (weights[i] ?? 0);
  const check = sum % 11;
  return check === 10 ? "X" : String(check);
}
