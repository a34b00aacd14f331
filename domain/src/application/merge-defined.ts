/**
 * Form updates ignore undefined values (spec §4 "Navigation and flags").
 *
 * Decisions: shallow; only the patch's own enumerable keys; `null`, "" and false are values and are
 * applied; a "__proto__" key (possible in parsed JSON) is skipped so a patch can never change the
 * prototype; the target is never mutated.
 */

/** A patch whose fields may be undefined, meaning "leave as is". */
export type DefinedPatch<T> = { readonly [K in keyof T]?: T[K] | undefined };

/**
 * A copy of `target` with every defined field of `patch` applied.
 * @example mergeDefined({ a: 1, b: 2 }, { a: undefined, b: 3 }) // { a: 1, b: 3 }
 */
export function mergeDefined<T extends object>(target: T, patch: DefinedPatch<T>): T {
  const out = { ...target } as Record<string, unknown>;
  if (typeof patch !== "object" || patch === null) return out as T;
  for (const key of Object.keys(patch)) {
    if (key === "__proto__") continue;
    const value = (patch as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out as T;
}
