/**
 * Mainland travel permit for Taiwan residents (台湾居民来往大陆通行证, 台胞证): the 8-digit lifetime number
 * (card version) or the older 10-digit form (8 digits + 2-digit renewal count), digits only.
 *
 * Decision: the older bracketed letter suffix (e.g. `(B)`) is not accepted, as spec §5 says "8 or 10
 * digits"; customers type the number without it.
 */
import { allCodes, isDigitCode } from "./ascii";

/**
 * Whether the text is a Taiwan compatriot permit number.
 * @example isTaiwanPermit("12345678") // true
 * @example isTaiwanPermit("1234567801") // true
 * @example isTaiwanPermit("123456789") // false
 */
export function isTaiwanPermit(input: string): boolean {
  if (typeof input !== "string") return false;
  const length = input.length;
  return (length === 8 || length === 10) && allCodes(input, 0, length, isDigitCode);
}
