/**
 * The last six characters of an identity number (spec §5 "Identity number: 18 (up to 20 on some screens, 6 on
 * one)"; `LENGTH_LIMITS.identityNumber.short`).
 *
 * Decisions where the spec is silent (the lead's reading of issue 21 "Limits"):
 * - The one screen is the settlement lookup (/settlementQuery, spec §3 "Settlement lookup": licenseNo,
 *   insuredName, identifyNo, engineNoLastSix). It is open to guests, so, as an insurer's public claim lookup
 *   does, it asks for a part of the insured's number — its last six characters (证件号码后六位), like the engine
 *   number's — instead of the whole.
 * - What six characters can be depends on the identity type: an identity card's (01, and 14, whose numbers are
 *   GB 11643 numbers) end in five digits and the check character, a digit or X (x too, as `isIdCard` takes it);
 *   every other type's are six letters or digits. An organisation code's last six are counted without the hyphen
 *   of its printed form (55138508-2 → 385082).
 */
import { LENGTH_LIMITS } from "../formats/length-limits";
import { isIdCardNumberType } from "./identity-types";

const SHORT = LENGTH_LIMITS.identityNumber.short;
const ID_CARD_LAST_SIX = new RegExp(`^\\d{${SHORT - 1}}[\\dXx]$`);
const OTHER_LAST_SIX = new RegExp(`^[A-Za-z0-9]{${SHORT}}$`);

/**
 * Whether `input` can be the last six characters of an identity number of `type`: exactly 6 characters; for an
 * identity card (01, 14) five digits then a digit or X/x, for any other type six letters or digits. Total: a
 * non-string `input` answers false; an unknown or non-string `type` is "any other type". Linear (the length is
 * checked before anything else).
 * @example isIdentityNumberLastSix("31002X", "01") // true
 * @example isIdentityNumberLastSix("A12345", "01") // false
 * @example isIdentityNumberLastSix("9W2A3K", "13") // true
 */
export function isIdentityNumberLastSix(input: string, type: string): boolean {
  if (typeof input !== "string" || input.length !== SHORT) return false;
  return (isIdCardNumberType(type) ? ID_CARD_LAST_SIX : OTHER_LAST_SIX).test(input);
}

