/**
 * Province-level prefixes (first two digits of a GB/T 2260 administrative-division code) that a resident
 * identity number or the region part of a unified social credit code may start with.
 *
 * Decision: the list is the mainland provinces of GB/T 2260 plus 71 (Taiwan), 81 (Hong Kong), 82 (Macao)
 * and 83, which is not a GB/T 2260 province but is the address code 830000 that the 2018 residence-permit
 * measures (《港澳台居民居住证申领发放办法》 art. 3) give to Taiwan residents. 91 (validator.js's "abroad") is
 * deliberately absent: numbers starting with 9 are 2023 foreigner permanent-residence cards.
 *
 * @see GB 11643-1999, GB/T 2260
 */

/** Every accepted province prefix, in ascending order. */
export const PROVINCE_CODES: readonly string[] = [
  "11", "12", "13", "14", "15",
  "21", "22", "23",
  "31", "32", "33", "34", "35", "36", "37",
  "41", "42", "43", "44", "45", "46",
  "50", "51", "52", "53", "54",
  "61", "62", "63", "64", "65",
  "71", "81", "82", "83",
];

/** 1 at index `tens * 10 + units` for every accepted prefix: one array read in the hot path. */
const PROVINCE_TABLE: Uint8Array = buildTable(PROVINCE_CODES);

/**
 * Whether a two-character text is an accepted province prefix.
 * @example isProvinceCode("83") // true
 * @example isProvinceCode("91") // false
 * @see GB/T 2260
 */
export function isProvinceCode(code: string): boolean {
  if (typeof code !== "string" || code.length !== 2) return false;
  return isProvinceDigits(code.charCodeAt(0) - 48, code.charCodeAt(1) - 48);
}

/**
 * Whether two digit values (0–9 each) form an accepted province prefix; any other numbers give false.
 * The allocation-free form used inside the validators.
 * @example isProvinceDigits(4, 4) // true (Guangdong)
 * @example isProvinceDigits(9, 1) // false
 */
export function isProvinceDigits(tens: number, units: number): boolean {
  if (typeof tens !== "number" || typeof units !== "number" || !(tens >= 0 && tens <= 9 && units >= 0 && units <= 9)) return false;
  return PROVINCE_TABLE[tens * 10 + units] === 1;
}

function buildTable(codes: readonly string[]): Uint8Array {
  const table = new Uint8Array(100);
  for (const code of codes) table[Number(code)] = 1;
  return table;
}
