import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { REQUEST_ID_ALPHABET, isRequestId, requestId } from "./request-id";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

describe("requestId", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(requestId(() => new Uint8Array(16))).toBe("aaaaaaaaaaaaaaaa");
    expect(isRequestId("abcdefgh01234567")).toBe(true);
  });

  test("16 characters of [a-z0-9] from the default cryptographic source, different each time", () => {
    const ids = Array.from({ length: 200 }, () => requestId());
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("maps bytes below 252 by mod 36 and rejects bytes 252..255", () => {
    const asked: number[] = [];
    const queue = [[252, 253, 254, 255, 0, 35, 36, 251, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [11, 12, 13, 14]];
    const id = requestId((n) => {
      asked.push(n);
      return Uint8Array.from(queue.shift() ?? []);
    });
    // first round: 4 rejected, 14 usable; second round asks for the 2 missing and ignores the surplus
    expect(id).toBe("a9a9" + "bcdefghijk" + "lm");
    expect(asked).toEqual([16, 2]);
  });

  test("every letter is reachable and the mapping is uniform over the accepted bytes", () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 252; byte += 1) {
      const c = requestId(() => new Uint8Array(16).fill(byte))[0]!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join("")).toBe([...REQUEST_ID_ALPHABET].sort().join(""));
    expect(new Set(counts.values())).toEqual(new Set([7]));
  });

  test("a source that never yields usable bytes is a programmer error, not a hang", () => {
    expect(() => requestId(() => new Uint8Array(16).fill(255))).toThrow(RangeError);
    expect(() => requestId(() => new Uint8Array(0))).toThrow(RangeError);
  });

  test("property: any byte source with enough usable bytes gives a valid id", () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ minLength: 1, maxLength: 32 }), { minLength: 1, maxLength: 5 }), (chunks) => {
        let i = 0;
        const id = requestId((n) => {
          const chunk = chunks[i++ % chunks.length]!;
          // guarantee progress: append one usable byte
          return Uint8Array.from([...chunk.slice(0, n), 7]);
        });
        expect(isRequestId(id)).toBe(true);
      }),
    );
  });

  test("isRequestId is total", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (s) => typeof isRequestId(s) === "boolean"));
    expect(isRequestId("ABCDEFGH01234567")).toBe(false);
    expect(isRequestId("abc")).toBe(false);
  });
});
