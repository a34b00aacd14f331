/**
 * Masking of an identity document number for display (the verified identity, contacts, insured persons;
 * issue 13: 1101************1234 — the first 4 and the last 4 characters).
 *
 * Decisions:
 * - At most 4 characters show at each end, and never more than a quarter of the number at each end (so at
 *   least half of any number is hidden): `keep = min(4, floor(length / 4))` at both ends.
 *   - an 18-character identity card or credit code: 4 + 4 (1101**********0021: region kept, birth date and
 *     sequence hidden, the last 4 kept for recognition);
 *   - a 15-digit identity card: 3 + 3 (110*********002);
 *   - a 9-character passport or permit: 2 + 2 (E1*****78);
 *   - fewer than 4 characters: every character starred.
 * - The rule does not depend on the identity type: it needs no type code, works for any document and shows
 *   no more than an 18-digit card would. It does not validate: a wrong number is masked as it is.
 * - Characters are code points; one `*` per hidden character (as `maskMobile`). Spaces around the number are
 *   dropped first; letters keep their case.
 * - Total: a non-string gives "", the empty number gives "".
 */
import { maskMiddle } from "./mask-middle";

/** Characters kept at each end, at most. */
const KEEP_AT_MOST = 4;
/** Each kept end is at most this fraction of the number. */
const KEEP_FRACTION = 1 / 4;

/**
 * The document number with all but its first and last (up to 4) characters replaced by `*`.
 * @example maskIdNumber("110105194912310021") // "1101**********0021"
 * @example maskIdNumber("110105491231002") // "110*********002"
 * @example maskIdNumber("E12345678") // "E1*****78"
 * @example maskIdNumber("123") // "***"
 */
export function maskIdNumber(idNumber: string): string {
  if (typeof idNumber !== "string") return "";
  const trimmed = idNumber.trim();
  const keep = Math.min(KEEP_AT_MOST, Math.floor(Array.from(trimmed).length * KEEP_FRACTION));
  return maskMiddle(trimmed, keep, keep);
}
