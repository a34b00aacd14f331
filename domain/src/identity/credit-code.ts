/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015: 18 characters from a 31-character alphabet
 * (digits and upper-case letters without I, O, S, V, Z).
 *
 * | pos | meaning |
 * |---|---|
 * | 1, 2 | registration authority and institution type, checked against {@link CREDIT_CODE_PAIRS} |
 * | 3–8 | administrative-division code of the registering authority |
 * | 9–17 | the GB 11714 organisation code, with its own check character |
 * | 18 | mod-31 check character |
 *
 * Decisions:
 * - Pairs: the published assignment table (1x 机构编制 … 9x 工商, A 军队, N 农业, Y 其他). The standard itself
 *   only gives examples, so the table is data and can grow.
 * - Region: six digits whose first two are a province prefix ({@link PROVINCE_CODES}) or `10` (national
 *   level, `100000`). Deliberately no finer range check: strict county-range patterns reject real codes
 *   (regexp-example #23, `92141127MA0KD1Y64A`).
 * - The embedded organisation code is not checked by default (no peer does, and a false rejection blocks
 *   a customer); `{ strictOrgCode: true }` checks it and reports `"orgCode"`.
 * - Upper case only, no trimming. A checksum failure is reported as its own reason because real printed
 *   codes exist that fail it (hutool #2020, `91350203M0001FUE2P`): a caller may let a person override it.
 *
 * @see GB 32100-2015 法人和其他组织统一社会信用代码编码规则
 */
import { isOrgCode } from "./org-code";
import { isProvinceDigits } from "./province-codes";

/** The 31 characters of the code, each worth its index. */
export const CREDIT_CODE_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";

/** Allowed (registration authority, institution type) pairs, as the first two characters. */
export const CREDIT_CODE_PAIRS: readonly string[] = [
  "11", "12", "13", "19",
  "21", "29",
  "31", "32", "33", "34", "35", "39",
  "41", "49",
  "51", "52", "53", "59",
  "61", "62", "69",
  "71", "72", "79",
  "81", "89",
  "91", "92", "93",
  "A1", "A9",
  "N1", "N2", "N3", "N9",
  "Y1",
];

/** Weights of positions 1–17: 3^(i-1) mod 31. */
const WEIGHTS: readonly number[] = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** Value of each char code below 128, -1 outside the alphabet. */
const VALUES: Int8Array = buildValues();
/** 1 at `authority * 31 + type` for each allowed pair. */
const PAIRS: Uint8Array = buildPairs();

const CODE_0 = 48;

/** Why a credit code was rejected, in checking order (`orgCode` only with `strictOrgCode`). */
export type CreditCodeFailure = "length" | "charset" | "pair" | "region" | "orgCode" | "checksum";

/** The result of {@link parseCreditCode}. */
export type CreditCodeResult =
  | {
      readonly ok: true;
      /** Registration-authority code, position 1. */
      readonly authority: string;
      /** Institution-type code, position 2. */
      readonly type: string;
      /** Administrative-division code, positions 3–8. */
      readonly region: string;
      /** Organisation code, positions 9–17 (its last character is its own check character). */
      readonly orgCode: string;
    }
  | { readonly ok: false; readonly reason: CreditCodeFailure };

/** Options of the credit-code checks. */
export interface CreditCodeOptions {
  /** Also require positions 9–17 to be a valid GB 11714 organisation code. Default false. */
  readonly strictOrgCode?: boolean;
}

/**
 * Whether the text is a valid unified social credit code.
 * @example isCreditCode("91350100M000100Y43") // true
 * @example isCreditCode("91350203M0001FUE2P") // false (fails mod-31, though printed on a real licence)
 * @see GB 32100-2015
 */
export function isCreditCode(input: string, options?: CreditCodeOptions): boolean {
  return check(input, options?.strictOrgCode === true) === OK;
}

/**
 * Checks a unified social credit code and splits it into its parts, or says why it is invalid.
 * Reasons are checked in the order length, charset, pair, region, (orgCode,) checksum; a non-string fails as
 * `length`.
 * @example parseCreditCode("91350100M000100Y43") // { ok: true, authority: "9", type: "1", region: "350100", orgCode: "M000100Y4" }
 * @example parseCreditCode("91350100M000100Y4A") // { ok: false, reason: "checksum" }
 * @see GB 32100-2015
 */
export function parseCreditCode(input: string, options?: CreditCodeOptions): CreditCodeResult {
  const outcome = check(input, options?.strictOrgCode === true);
  if (outcome !== OK) return { ok: false, reason: FAILURES[outcome] as CreditCodeFailure };
  return {
    ok: true,
    authority: input.charAt(0),
    type: input.charAt(1),
    region: input.slice(2, 8),
    orgCode: input.slice(8, 17),
  };
}

/**
 * The mod-31 check character of a 17-character body, or null when the text is not 17 alphabet characters.
 * @example creditCodeCheckCharacter("91350100M000100Y4") // "3"
 * @example creditCodeCheckCharacter("91350100M000100YI") // null (I is not in the alphabet)
 * @see GB 32100-2015
 */
export function creditCodeCheckCharacter(body17: string): string | null {
  if (typeof body17 !== "string" || body17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = valueAt(body17, i);
    if (value < 0) return null;
    sum += value * (WEIGHTS[i] as number);
  }
  return CREDIT_CODE_ALPHABET.charAt((31 - (sum % 31)) % 31);
}

// ---------------------------------------------------------------------------------------------------------

const OK = -1;
const FAILURES: readonly CreditCodeFailure[] = ["length", "charset", "pair", "region", "orgCode", "checksum"];

function check(input: string, strictOrgCode: boolean): number {
  if (typeof input !== "string" || input.length !== 18) return 0;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = valueAt(input, i);
    if (value < 0) return 1;
    sum += value * (WEIGHTS[i] as number);
  }
  const checkValue = valueAt(input, 17);
  if (checkValue < 0) return 1;
  if (PAIRS[valueAt(input, 0) * 31 + valueAt(input, 1)] !== 1) return 2;
  for (let i = 2; i < 8; i++) {
    const code = input.charCodeAt(i);
    if (code < CODE_0 || code > CODE_0 + 9) return 3;
  }
  const tens = input.charCodeAt(2) - CODE_0;
  const units = input.charCodeAt(3) - CODE_0;
  if (!(tens === 1 && units === 0) && !isProvinceDigits(tens, units)) return 3;
  if (strictOrgCode && !isOrgCode(input.slice(8, 17))) return 4;
  // The final `% 31` maps a remainder of 0 to check value 0, not 31 (the stdnum bug).
  return checkValue === (31 - (sum % 31)) % 31 ? OK : 5;
}

function valueAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code < 128 ? (VALUES[code] as number) : -1;
}

function buildValues(): Int8Array {
  const values = new Int8Array(128).fill(-1);
  for (let i = 0; i < CREDIT_CODE_ALPHABET.length; i++) values[CREDIT_CODE_ALPHABET.charCodeAt(i)] = i;
  return values;
}

function buildPairs(): Uint8Array {
  const pairs = new Uint8Array(31 * 31);
  for (const pair of CREDIT_CODE_PAIRS) {
    pairs[CREDIT_CODE_ALPHABET.indexOf(pair.charAt(0)) * 31 + CREDIT_CODE_ALPHABET.indexOf(pair.charAt(1))] = 1;
  }
  return pairs;
}
