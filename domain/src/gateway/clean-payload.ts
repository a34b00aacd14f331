/**
 * Payload cleaning (spec §7 "Wrapper behaviour"): empty, null or blank fields are removed and whitespace is
 * stripped before a request leaves the client.
 *
 * Rules (decisions where the spec is silent):
 * - Strings are trimmed (`String.prototype.trim`, so the ideographic space U+3000 goes too); a string that is
 *   blank after trimming is dropped.
 * - `null`, `undefined` and non-finite numbers (`NaN`, `±Infinity`, which JSON would send as `null`) are dropped.
 *   `0`, `false` and other numbers, booleans and bigints are kept.
 * - Plain objects (prototype `Object.prototype` or `null`) and arrays are cleaned recursively. Array entries that
 *   are dropped are removed (later entries move up). A nested object or array that is empty after cleaning is
 *   dropped as well: an empty container says nothing the gateway needs, and this keeps "no blank leaves" true.
 * - The top-level value is never dropped: a top-level string is trimmed (a blank one becomes `""`), a top-level
 *   container comes back cleaned (possibly empty), `null`/`undefined` come back as they are.
 * - Other objects (Date, Blob/File for uploads, class instances, Map) are kept as they are, not walked.
 * - Symbol keys and non-enumerable properties are not copied; key names are kept exactly.
 * - Cycles: a reference back to an object on the current path is dropped (it cannot be sent as JSON anyway). An
 *   object reached twice without a cycle is cleaned at each place. A property whose getter throws is dropped.
 * - Idempotent: `cleanPayload(cleanPayload(x))` deep-equals `cleanPayload(x)`. Never throws.
 */

/**
 * Removes blank fields and trims strings, recursively. See the module comment for every rule.
 * @example cleanPayload({ name: " 张三 ", mobile: "", tags: ["a", " ", null], extra: { note: "  " }, count: 0 })
 * // { name: "张三", tags: ["a"], count: 0 }
 */
export function cleanPayload<T>(value: T): T {
  if (typeof value === "string") return value.trim() as T;
  if (isContainer(value)) return cleanContainer(value, new Set()) as T;
  return value;
}

/**
 * Whether a value is blank in the sense of {@link cleanPayload}: it would be dropped from a container.
 * @example isBlankValue("  ") // true
 * @example isBlankValue(0) // false
 */
export function isBlankValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "number") return !Number.isFinite(value);
  return false;
}

const DROP: unique symbol = Symbol("drop");

function cleanContainer(value: object, path: Set<object>): unknown[] | Record<string, unknown> {
  path.add(value);
  try {
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (let index = 0; index < value.length; index += 1) {
        const entry = cleanEntry(read(value, index), path);
        if (entry !== DROP) out.push(entry);
      }
      return out;
    }
    const entries: [string, unknown][] = [];
    for (const key of Object.keys(value)) {
      const entry = cleanEntry(read(value, key), path);
      if (entry !== DROP) entries.push([key, entry]);
    }
    // fromEntries defines own properties, so a key "__proto__" stays data and never touches the prototype.
    return Object.fromEntries(entries);
  } finally {
    path.delete(value);
  }
}

function cleanEntry(value: unknown, path: Set<object>): unknown {
  if (value === DROP || isBlankValue(value)) return DROP;
  if (typeof value === "string") return value.trim();
  if (!isContainer(value)) return value;
  if (path.has(value)) return DROP;
  const cleaned = cleanContainer(value, path);
  const empty = Array.isArray(cleaned) ? cleaned.length === 0 : Object.keys(cleaned).length === 0;
  return empty ? DROP : cleaned;
}

function read(container: object, key: string | number): unknown {
  try {
    return (container as Record<string | number, unknown>)[key];
  } catch {
    return DROP;
  }
}

function isContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== "object" || value === null) return false;
  try {
    const proto: unknown = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  } catch {
    return false;
  }
}
