/**
 * Result lists of the invoice, surrender and application lookups (spec §4): an array replaces the list,
 * a single returned object becomes the first (only) entry.
 *
 * Decision: anything else (null, undefined, a string or number) is no result: [].
 */

/**
 * The list a lookup result stands for.
 * @example toResultList([{ policyNo: "P1" }]) // [{ policyNo: "P1" }]
 * @example toResultList({ policyNo: "P1" }) // [{ policyNo: "P1" }]
 * @example toResultList(null) // []
 */
export function toResultList<T = unknown>(value: unknown): T[] {
  if (Array.isArray(value)) return [...(value as T[])];
  return typeof value === "object" && value !== null ? [value as T] : [];
}
