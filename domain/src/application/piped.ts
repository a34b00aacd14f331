/**
 * Pipe-joined lists: the application state keeps one value per insured joined by "|" (spec §3 "Insured
 * person"), and changing the insured count resizes every list (spec §3 "Behaviour on identity
 * confirmation").
 *
 * Decisions:
 * - Reading: "" is an empty list (zero entries: no insured filled yet), so resizing "" to 2 gives two fills;
 *   any other text has `split("|").length` entries ("|" is two empty entries).
 * - Writing: the result always has exactly `count` entries (`result.split("|").length === count`) for
 *   1 ≤ count ≤ MAX_PIPED_ENTRIES; a single empty entry is written as "", which reads back as empty:
 *   that is the one case where the two readings differ, and both mean "nothing filled in".
 * - `count` is floored; count ≤ 0, NaN or ±Infinity → ""; counts above MAX_PIPED_ENTRIES are clamped to it,
 *   so no input can build an unbounded string.
 * - The prefix is kept as is; new entries are `fill`. A "|" inside `fill` (or inside a value written with
 *   `setPipedEntry`) is removed, because it would split one entry into two and shift every later insured.
 * - Length cap (part of the contract): an entry written here (`fill`, the fill chosen per index, the entry of
 *   `setPipedEntry`) keeps at most {@link MAX_PIPED_ENTRY_LENGTH} UTF-16 code units, cut without splitting a
 *   surrogate pair. With at most {@link MAX_PIPED_ENTRIES} entries a resize adds at most about 1 M characters,
 *   so no input builds a string beyond the engine's limit (a 600 000-character fill × 1000 entries threw
 *   "Invalid string length"). Every real entry (a name, a number, a date, a code) is far shorter.
 * - Wrong-typed input from plain JavaScript: a `value` that is not a string reads as no entries, an `entry` or
 *   `fill` that is not a string as "", a `fillAt` that is not a function as always "".
 */

/** The separator of entries. */
export const PIPE = "|";
/** Upper bound on entries, far above any real insured count. */
export const MAX_PIPED_ENTRIES = 1000;
/** Upper bound on the length of an entry written by a resize or `setPipedEntry` (UTF-16 code units). */
export const MAX_PIPED_ENTRY_LENGTH = 1000;

/**
 * Resizes a pipe-joined list to `count` entries: the prefix is kept, new entries are `fill`.
 * @example resizePiped("a|b|c", 2, "x") // "a|b"
 * @example resizePiped("a", 3, "x") // "a|x|x"
 * @example resizePiped("", 2, "2000/01/01") // "2000/01/01|2000/01/01"
 * @example resizePiped("a|b", 0, "x") // ""
 */
export function resizePiped(value: string, count: number, fill: string): string {
  const entry = cleanEntry(fill);
  return resizePipedWith(value, count, () => entry);
}

/**
 * Like `resizePiped`, with the fill chosen per new entry's index (e.g. the first insured is "self").
 * @example resizePipedWith("", 3, (i) => (i === 0 ? "0" : "9")) // "0|9|9"
 */
export function resizePipedWith(value: string, count: number, fillAt: (index: number) => string): string {
  const size = normaliseCount(count);
  const entries = splitPiped(value).slice(0, size);
  const fill = typeof fillAt === "function" ? fillAt : () => "";
  for (let i = entries.length; i < size; i += 1) entries.push(cleanEntry(fill(i)));
  return entries.join(PIPE);
}

/**
 * The entries of a pipe-joined list ("" is no entries).
 * @example splitPiped("a||c") // ["a", "", "c"]
 * @example splitPiped("") // []
 */
export function splitPiped(value: string): string[] {
  return typeof value === "string" && value !== "" ? value.split(PIPE) : [];
}

/**
 * Entry `index` of a pipe-joined list, "" when absent.
 * @example pipedEntry("a|b", 1) // "b"
 * @example pipedEntry("a|b", 5) // ""
 */
export function pipedEntry(value: string, index: number): string {
  return Number.isInteger(index) && index >= 0 ? (splitPiped(value)[index] ?? "") : "";
}

/**
 * Replaces entry `index` (padding with "" up to it); an index that is not an integer in
 * [0, MAX_PIPED_ENTRIES) leaves the list unchanged.
 * @example setPipedEntry("a|b", 1, "c") // "a|c"
 * @example setPipedEntry("a", 2, "c") // "a||c"
 */
export function setPipedEntry(value: string, index: number, entry: string): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_PIPED_ENTRIES) return value;
  const entries = splitPiped(value);
  while (entries.length <= index) entries.push("");
  entries[index] = cleanEntry(entry);
  return entries.join(PIPE);
}

/**
 * The count a resize means: floored, 0 for non-finite or negative, at most MAX_PIPED_ENTRIES.
 * @example normaliseCount(2.7) // 2
 */
export function normaliseCount(count: number): number {
  if (typeof count !== "number" || !Number.isFinite(count) || count <= 0) return 0;
  return Math.min(Math.floor(count), MAX_PIPED_ENTRIES);
}

function cleanEntry(entry: string): string {
  if (typeof entry !== "string") return "";
  const clean = entry.includes(PIPE) ? entry.split(PIPE).join("") : entry;
  if (clean.length <= MAX_PIPED_ENTRY_LENGTH) return clean;
  const lastKept = clean.charCodeAt(MAX_PIPED_ENTRY_LENGTH - 1);
  // A high surrogate as the last kept unit would be half of a pair: cut before it.
  return clean.slice(0, lastKept >= 0xd800 && lastKept <= 0xdbff ? MAX_PIPED_ENTRY_LENGTH - 1 : MAX_PIPED_ENTRY_LENGTH);
}
