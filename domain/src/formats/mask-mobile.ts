/**
 * Masking of a mobile number for display (personal centre, settings, change of mobile): the first 3 and last 4
 * digits stay, the middle becomes `****`. A display rule shared by every channel.
 *
 * Decision for text that is not an 11-digit mobile: longer than 7 characters → keep the first 3 and last 4 and
 * star the middle (one star per hidden character, counted in code points so an astral character is one star and
 * never split); 7 or shorter → every character starred, so a short value never leaks whole. Empty stays empty.
 */

import { maskMiddle } from "./mask-middle";

/** Characters kept at the start and at the end. */
const KEEP_START = 3;
const KEEP_END = 4;

/**
 * The mobile number with its middle digits hidden. Total: any string gives a string of the same length in
 * code points.
 * @example maskMobile("13800138000") // "138****8000"
 * @example maskMobile("010-12345678") // "010*****5678"
 * @example maskMobile("12345") // "*****"
 * @example maskMobile("") // ""
 */
export function maskMobile(mobile: string): string {
  // An 11-digit number keeps 3 + 4, leaving exactly the four middle digits starred.
  return maskMiddle(mobile, KEEP_START, KEEP_END);
}
