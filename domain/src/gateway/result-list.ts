/**
 * Result lists (spec §4 "Navigation and flags"): invoice, surrender and application results are replaced by an
 * array, or a single returned object becomes the first entry.
 */

/**
 * The list a `data` field stands for: an array as it is, nothing (`null`, `undefined`, `""`) as `[]`, anything
 * else (a single object, or a lone value) as a one-entry list.
 * @example toResultList([{ a: 1 }]) // [{ a: 1 }]
 * @example toResultList({ a: 1 }) // [{ a: 1 }]
 * @example toResultList(null) // []
 */
export function toResultList<T>(data: T | readonly T[] | null | undefined | ""): T[];
export function toResultList(data: unknown): unknown[];
export function toResultList(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data === null || data === undefined || data === "") return [];
  return [data];
}
