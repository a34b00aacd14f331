/**
 * Joins class names, leaving out the empty ones (a CSS module's missing class is `undefined` under
 * `noUncheckedIndexedAccess`; a condition gives `false`).
 * @example classNames("a", false, undefined, "b") // "a b"
 */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter((name): name is string => typeof name === "string" && name !== "").join(" ");
}
