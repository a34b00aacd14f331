/**
 * Motor-vehicle plate number (spec §5 "Licence plate"; GA 36-2018; standards.md §4).
 *
 * Accepted forms (no separator: `京A·12345` and `京A 12345` are rejected, the caller removes the dot):
 * - ordinary, 7 characters: province abbreviation + issuing-office letter + 5 of `[A-HJ-NP-Z0-9]`;
 * - special suffix, 7 characters: province + letter + 4 of `[A-HJ-NP-Z0-9]` + one of 挂 学 警 港 澳;
 * - new energy, 8 characters: small car = province + letter + one of `[A-HJK]` + one of `[A-HJ-NP-Z0-9]`
 *   + 4 digits; large car = province + letter + 5 digits + one of `[A-HJK]`. D/F are the original letters;
 *   A B C E (pure electric) and G H J K (other) are the newer ones (any-rule #149).
 * I and O never appear (they read as 1 and 0). Letters are upper case only (no case folding).
 * Not covered: embassy/consulate (使/领), armed police (WJ) and military plates, and temporary plates.
 */

/** The 31 province-level abbreviations of mainland China used on plates. */
export const PLATE_PROVINCES = "京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼";
const P = `[${PLATE_PROVINCES}]`;
/** Issuing-office letter: A–Z without I and O. */
const OFFICE = "[A-HJ-NP-Z]";
/** Serial character: digit or letter, without I and O. */
const SERIAL = "[A-HJ-NP-Z0-9]";
/** New-energy type letter: D F and the newer A B C E G H J K. */
const NEW_ENERGY = "[A-HJK]";

const ORDINARY = new RegExp(`^${P}${OFFICE}${SERIAL}{5}$`, "u");
const SUFFIXED = new RegExp(`^${P}${OFFICE}${SERIAL}{4}[挂学警港澳]$`, "u");
const NEW_ENERGY_SMALL = new RegExp(`^${P}${OFFICE}${NEW_ENERGY}${SERIAL}\\d{4}$`, "u");
const NEW_ENERGY_LARGE = new RegExp(`^${P}${OFFICE}\\d{5}${NEW_ENERGY}$`, "u");

/**
 * Whether the text is a mainland plate number: ordinary, special-suffix or new-energy.
 * @example isLicensePlate("粤B12345") // true
 * @example isLicensePlate("京AD12345") // true (small new-energy)
 * @example isLicensePlate("沪A12345F") // true (large new-energy)
 * @example isLicensePlate("粤A1234挂") // true
 * @example isLicensePlate("京AI2345") // false (I is never used)
 * @see GA 36-2018 号牌号码编码规则
 */
export function isLicensePlate(input: string): boolean {
  if (typeof input !== "string" || input.length < 7 || input.length > 8) return false;
  return input.length === 7
    ? ORDINARY.test(input) || SUFFIXED.test(input)
    : NEW_ENERGY_SMALL.test(input) || NEW_ENERGY_LARGE.test(input);
}
