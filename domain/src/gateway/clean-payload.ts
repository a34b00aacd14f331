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
 *   object reached twice without a cycle is cleaned once and its cleaned copy appears at each place (so shared
 *   references cost linear, not exponential, time). A property whose getter throws is dropped, and so is an
 *   object whose keys cannot be listed (a hostile Proxy).
 * - Depth cap (part of the contract): at most {@link MAX_PAYLOAD_DEPTH} containers nested in one another,
 *   the top-level one included; a container nested deeper is dropped. A gateway payload is a few levels deep;
 *   the cap keeps the cleaned value serialisable (`JSON.stringify` overflows the stack a few thousand levels
 *   down) and the cleaning itself walks with an explicit stack, never recursion, so no depth overflows it.
 * - Idempotent: `cleanPayload(cleanPayload(x))` deep-equals `cleanPayload(x)`. Never throws. Linear in the
 *   number of distinct containers and fields.
 */

/** Most containers nested in one another that a cleaned payload keeps (the top-level one included). */
export const MAX_PAYLOAD_DEPTH = 100;

/**
 * Removes blank fields and trims strings, recursively. See the module comment for every rule.
 * @example cleanPayload({ name: " 张三 ", mobile: "", tags: ["a", " ", null], extra: { note: "  " }, count: 0 })
 * // { name: "张三", tags: ["a"], count: 0 }
 */
export function cleanPayload<T>(value: T): T {
  if (typeof value === "string") return value.trim() as T;
  if (isContainer(value)) return cleanContainer(value) as T;
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

/** One container being cleaned: where it came from, how far it is read, what it keeps. */
interface Frame {
  readonly source: object;
  /** The key under which the parent keeps this container's cleaned copy. */
  readonly key: string | number;
  /** Object keys (`null` for an array: indexes up to `length`). */
  readonly keys: readonly string[] | null;
  readonly length: number;
  next: number;
  readonly out: unknown[] | [string, unknown][];
  /** The cleaned copy depends on the path (a cycle or the depth cap cut something): not memoised. */
  pathDependent: boolean;
}

/**
 * Cleans a container with an explicit stack (no recursion, so any depth is safe) and a memo of the
 * containers already cleaned (so a shared sub-object is cleaned once, and a graph of shared references is
 * linear, not exponential). A container whose copy depends on the path is not memoised.
 */
function cleanContainer(root: object): unknown[] | Record<string, unknown> {
  const memo = new Map<object, unknown>();
  const onPath = new Set<object>([root]);
  const stack: Frame[] = [frameOf(root, "")];
  for (;;) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next < frame.length) {
      const key: string | number = frame.keys === null ? frame.next : (frame.keys[frame.next] as string);
      frame.next += 1;
      const value = read(frame.source, key);
      if (value === DROP || isBlankValue(value)) continue;
      if (typeof value === "string") put(frame, key, value.trim());
      else if (!isContainer(value)) put(frame, key, value);
      else if (memo.has(value)) {
        const cleaned = memo.get(value);
        if (cleaned !== DROP) put(frame, key, cleaned);
      } else if (onPath.has(value) || stack.length >= MAX_PAYLOAD_DEPTH) frame.pathDependent = true;
      else {
        onPath.add(value);
        stack.push(frameOf(value, key));
      }
      continue;
    }
    stack.pop();
    onPath.delete(frame.source);
    // fromEntries defines own properties, so a key "__proto__" stays data and never touches the prototype.
    const cleaned = frame.keys === null ? frame.out : Object.fromEntries(frame.out as [string, unknown][]);
    const parent = stack[stack.length - 1];
    if (parent === undefined) return cleaned;
    const kept = frame.out.length === 0 ? DROP : cleaned;
    if (frame.pathDependent) parent.pathDependent = true;
    else memo.set(frame.source, kept);
    if (kept !== DROP) put(parent, frame.key, kept);
  }
}

function frameOf(source: object, key: string | number): Frame {
  if (Array.isArray(source)) return { source, key, keys: null, length: source.length, next: 0, out: [], pathDependent: false };
  let keys: string[];
  try {
    keys = Object.keys(source);
  } catch {
    keys = [];
  }
  return { source, key, keys, length: keys.length, next: 0, out: [], pathDependent: false };
}

function put(frame: Frame, key: string | number, value: unknown): void {
  if (frame.keys === null) (frame.out as unknown[]).push(value);
  else (frame.out as [string, unknown][]).push([key as string, value]);
}

function read(container: object, key: string | number): unknown {
  try {
    return (container as Record<string | number, unknown>)[key];
  } catch {
    return DROP;
  }
}

function isContainer(value: unknown): value is object {
  try {
    if (Array.isArray(value)) return true;
    if (typeof value !== "object" || value === null) return false;
    const proto: unknown = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  } catch {
    return false;
  }
}
