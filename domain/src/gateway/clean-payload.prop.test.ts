import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { cleanPayload } from "./clean-payload";
import { cleanValue, messyPayload, messyRecord } from "./gateway.arb";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

/** Every leaf under a container: not blank, trimmed; no empty nested container. */
function assertNoBlankLeaves(value: unknown, nested: boolean): void {
  if (typeof value === "string") {
    expect(value).toBe(value.trim());
    if (nested) expect(value).not.toBe("");
    return;
  }
  if (nested) {
    expect(value).not.toBeNull();
    expect(value).not.toBeUndefined();
    if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
  }
  if (Array.isArray(value)) {
    if (nested) expect(value.length).toBeGreaterThan(0);
    for (const entry of value) assertNoBlankLeaves(entry, true);
  } else if (typeof value === "object" && value !== null) {
    if (nested) expect(Object.keys(value).length).toBeGreaterThan(0);
    for (const entry of Object.values(value)) assertNoBlankLeaves(entry, true);
  }
}

describe("cleanPayload properties", { timeout: PROPERTY_TIMEOUT }, () => {
  test("idempotent", () => {
    fc.assert(
      fc.property(messyPayload, (value) => {
        const once = cleanPayload(value);
        expect(cleanPayload(once)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  test("leaves no blank leaves and no empty nested containers", () => {
    fc.assert(
      fc.property(messyRecord, (value) => {
        assertNoBlankLeaves(cleanPayload(value), false);
      }),
      { numRuns: 300 },
    );
  });

  test("a payload that is already clean comes back equal", () => {
    fc.assert(
      fc.property(cleanValue, (value) => {
        expect(cleanPayload(value)).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  test("every kept string leaf is the trim of an input leaf (nothing invented)", () => {
    const strings = (v: unknown, out: string[]): string[] => {
      if (typeof v === "string") out.push(v);
      else if (Array.isArray(v)) v.forEach((e) => strings(e, out));
      else if (typeof v === "object" && v !== null) Object.values(v).forEach((e) => strings(e, out));
      return out;
    };
    fc.assert(
      fc.property(messyRecord, (value) => {
        const inputs = new Set(strings(value, []).map((s) => s.trim()));
        for (const s of strings(cleanPayload(value), [])) expect(inputs.has(s)).toBe(true);
      }),
    );
  });

  test("never throws on anything", () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true }), (value) => {
        cleanPayload(value);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        expect(cleanPayload(s)).toBe(s.trim());
      }),
    );
  });
});
