/**
 * Masking of a person's name for display (the verified identity, contacts, insured persons; issue 13: 张*三).
 *
 * Decisions (the spec shows only 张*三):
 * - 1 character: starred whole (`*`): a one-character name shown with its only character is not masked.
 * - 2 characters: the first stays (张三 → 张*): showing the last too would show the whole name.
 * - 3 or more: the first and the last stay, one `*` for each character between (张小三 → 张*三,
 *   欧阳小明 → 欧**明). So at most two characters ever show, and never more than half of a name of up to four.
 * - Latin and transliterated names follow the same rule over the whole text, spaces and the middle dot
 *   included (John Smith → J********h, 买买提·艾力 → 买****力): keeping each word's initial would show more,
 *   and keeping the separators would show how the name is split.
 * - Characters are code points (an astral 𠮷 is one); the star count equals the hidden count, as in
 *   `maskMobile`. Spaces around the name are not part of it and are dropped first.
 * - Several names as the gateway joins them ("谢刚娟|刘建国", a policy's insureds) are masked each on its own and
 *   listed with 、 (谢*娟、刘*国): masked as one text they read as a name nobody has (customer rehearsal: 谢*****国).
 * - Total: a non-string gives "", the empty name gives "".
 */
import { maskMiddle } from "./mask-middle";

/** Names longer than this keep their last character too. */
const KEEP_LAST_FROM = 3;

/**
 * The name with all but its first (and, from 3 characters, its last) character replaced by `*`.
 * @example maskName("张三") // "张*"
 * @example maskName("张小三") // "张*三"
 * @example maskName("欧阳小明") // "欧**明"
 * @example maskName("张") // "*"
 * @example maskName("John Smith") // "J********h"
 * @example maskName("谢刚娟|刘建国") // "谢*娟、刘*国"
 */
export function maskName(name: string): string {
  if (typeof name !== "string") return "";
  if (name.includes("|")) return name.split("|").map(maskOneName).filter((masked) => masked !== "").join("、");
  return maskOneName(name);
}

/** One name masked (see {@link maskName}). */
function maskOneName(name: string): string {
  const trimmed = name.trim();
  const length = Array.from(trimmed).length;
  if (length <= 1) return maskMiddle(trimmed, 0, 0);
  return maskMiddle(trimmed, 1, length >= KEEP_LAST_FROM ? 1 : 0);
}
