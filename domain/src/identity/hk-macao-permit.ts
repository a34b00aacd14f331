/**
 * Mainland travel permit for Hong Kong and Macao residents (港澳居民来往内地通行证, "home return permit"):
 * `H` (Hong Kong) or `M` (Macao), the 8-digit lifetime number, and optionally the 2-digit renewal count
 * (the 11-character form of the 2010 rule; the card version prints 9 characters). Equivalent to
 * `^[HM]\d{8}(\d{2})?$`, upper-case prefix only.
 */
import { allCodes, isDigitCode } from "./ascii";

/**
 * Whether the text is a Hong Kong/Macao home return permit number.
 * @example isHkMacaoPermit("H12345678") // true
 * @example isHkMacaoPermit("M1234567801") // true
 * @example isHkMacaoPermit("h12345678") // false
 * @see 《港澳居民来往内地通行证》 numbering (Ministry of Public Security, 2010)
 */
export function isHkMacaoPermit(input: string): boolean {
  if (typeof input !== "string") return false;
  const length = input.length;
  if (length !== 9 && length !== 11) return false;
  const prefix = input.charCodeAt(0);
  return (prefix === 72 || prefix === 77) && allCodes(input, 1, length, isDigitCode);
}
