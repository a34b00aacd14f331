/**
 * Masking of a mobile number for display (personal centre, settings): the first 3 and last 4 digits stay,
 * the middle becomes `****`. Belongs in @micromall/domain `formats/` (a display rule shared by channels).
 *
 * Decision for text that is not an 11-digit mobile: longer than 7 characters → keep first 3 and last 4 and
 * star the middle (one star per hidden character); 7 or shorter → every character starred, so a short value
 * never leaks whole. Empty stays empty.
 */

const MOBILE_LIKE = /^\d{11}$/;

/**
 * The mobile number with its middle digits hidden. Total.
 * @example maskMobile("13800138000") // "138****8000"
 * @example maskMobile("12345") // "*****"
 * @example maskMobile("") // ""
 */
export function maskMobile(mobile: string): string {
  if (typeof mobile !== "string") return "";
  const chars = Array.from(mobile);
  if (MOBILE_LIKE.test(mobile)) return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  if (chars.length <= 7) return "*".repeat(chars.length);
  return chars.slice(0, 3).join("") + "*".repeat(chars.length - 7) + chars.slice(-4).join("");
}
