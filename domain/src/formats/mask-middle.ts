/**
 * The one masking step behind every display mask (`maskMobile`, `maskName`, `maskIdNumber`): keep a few
 * characters at each end and put one `*` in place of every character between them.
 *
 * Decisions:
 * - Characters are Unicode code points, so an astral character (𠮷) is one character: it is kept or starred
 *   whole, never split into a lone surrogate.
 * - When the ends to keep would cover the whole value (`length <= keepStart + keepEnd`), every character is
 *   starred: a value too short to mask never shows whole.
 * - The result has as many code points as the input, so a masked value keeps its shape.
 * - Total: a non-string gives "", a negative or fractional count is read as its floor at 0. Linear time.
 */

/** The character that stands for a hidden one. */
export const MASK_CHAR = "*";

/**
 * `value` with all but its first `keepStart` and last `keepEnd` code points replaced by `*`; fully starred
 * when those would be the whole value.
 * @example maskMiddle("13800138000", 3, 4) // "138****8000"
 * @example maskMiddle("张小三", 1, 1) // "张*三"
 * @example maskMiddle("1234567", 3, 4) // "*******"
 * @example maskMiddle("𠮷野家", 1, 0) // "𠮷**"
 */
export function maskMiddle(value: string, keepStart: number, keepEnd: number): string {
  if (typeof value !== "string") return "";
  const chars = Array.from(value);
  const start = wholeAtLeastZero(keepStart);
  const end = wholeAtLeastZero(keepEnd);
  if (chars.length <= start + end) return MASK_CHAR.repeat(chars.length);
  return chars.slice(0, start).join("") + MASK_CHAR.repeat(chars.length - start - end) + chars.slice(chars.length - end).join("");
}

function wholeAtLeastZero(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}
