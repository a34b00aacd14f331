import { describe, expect, test } from "vitest";
import { MAX_PAYLOAD_DEPTH, cleanPayload, isBlankValue } from "./clean-payload";
import { sealRequest } from "./request-envelope";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

describe("cleanPayload", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc example", () => {
    expect(
      cleanPayload({ name: " 张三 ", mobile: "", tags: ["a", " ", null], extra: { note: "  " }, count: 0 }),
    ).toEqual({ name: "张三", tags: ["a"], count: 0 });
  });

  test("drops empty, null, undefined and blank fields; keeps 0 and false", () => {
    expect(cleanPayload({ a: "", b: null, c: undefined, d: " \t\n", e: 0, f: false, g: "x" })).toEqual({
      e: 0,
      f: false,
      g: "x",
    });
  });

  test("trims, including the ideographic space of Chinese keyboards", () => {
    expect(cleanPayload({ name: "\u3000李四\u3000" })).toEqual({ name: "李四" });
    expect(cleanPayload("  x ")).toBe("x");
    expect(cleanPayload("   ")).toBe("");
  });

  test("drops NaN and infinities, which JSON would send as null", () => {
    expect(cleanPayload({ a: Number.NaN, b: Infinity, c: -Infinity, d: 1.5 })).toEqual({ d: 1.5 });
  });

  test("nested containers that end up empty are dropped; top level stays", () => {
    expect(cleanPayload({ a: { b: { c: "" } }, d: [], e: [[" "]], f: {} })).toEqual({});
    expect(cleanPayload([])).toEqual([]);
    expect(cleanPayload([" ", { x: null }])).toEqual([]);
  });

  test("pipe-joined insured lists are strings and only trimmed", () => {
    expect(cleanPayload({ insuredName: " 张三|李四 " })).toEqual({ insuredName: "张三|李四" });
  });

  test("null and undefined at top level come back as they are", () => {
    expect(cleanPayload(null)).toBeNull();
    expect(cleanPayload(undefined)).toBeUndefined();
    expect(cleanPayload(5)).toBe(5);
  });

  test("non-plain objects are kept as they are (uploads, dates)", () => {
    const date = new Date(0);
    const blob = new Blob(["x"]);
    const out = cleanPayload({ date, blob, map: new Map() });
    expect(out.date).toBe(date);
    expect(out.blob).toBe(blob);
    expect(out.map).toBeInstanceOf(Map);
  });

  test("cycles are cut, shared references cleaned at each place", () => {
    const node: Record<string, unknown> = { name: " n " };
    node.self = node;
    const list: unknown[] = [" a "];
    list.push(list);
    expect(cleanPayload(node)).toEqual({ name: "n" });
    expect(cleanPayload(list)).toEqual(["a"]);
    const shared = { v: " s " };
    expect(cleanPayload({ x: shared, y: shared })).toEqual({ x: { v: "s" }, y: { v: "s" } });
  });

  test("throwing getters are dropped, never rethrown", () => {
    const tricky = { ok: "1" };
    Object.defineProperty(tricky, "bad", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(cleanPayload(tricky)).toEqual({ ok: "1" });
  });

  test("a key named __proto__ stays data", () => {
    const input = JSON.parse('{"__proto__": {"polluted": " yes "}, "a": "b"}') as Record<string, unknown>;
    const out = cleanPayload(input);
    expect(Object.prototype.hasOwnProperty.call(out, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  test("the input is not modified", () => {
    const input = { a: " x ", b: "", c: [" "] };
    cleanPayload(input);
    expect(input).toEqual({ a: " x ", b: "", c: [" "] });
  });

  test("isBlankValue", () => {
    expect(isBlankValue("  ")).toBe(true);
    expect(isBlankValue(null)).toBe(true);
    expect(isBlankValue(undefined)).toBe(true);
    expect(isBlankValue(Number.NaN)).toBe(true);
    expect(isBlankValue(0)).toBe(false);
    expect(isBlankValue(false)).toBe(false);
    expect(isBlankValue({})).toBe(false);
  });

  test("deep nesting is cleaned without recursion and cut at MAX_PAYLOAD_DEPTH (issue 8 point 12)", () => {
    let deep: unknown = { leaf: " x " };
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 === 0 ? { a: deep, keep: 1 } : [deep];
    const cleaned = cleanPayload(deep);
    let depth = 0;
    for (let node: unknown = cleaned; typeof node === "object" && node !== null; depth += 1) {
      node = Array.isArray(node) ? node[0] : (node as Record<string, unknown>).a;
    }
    expect(depth).toBe(MAX_PAYLOAD_DEPTH);
    expect(() => JSON.stringify(sealRequest({ method: "POST", encrypted: false, form: false }, { deep }))).not.toThrow();
    let chain: Record<string, unknown> = { v: "end" };
    for (let i = 0; i < MAX_PAYLOAD_DEPTH - 1; i += 1) chain = { c: chain };
    expect(JSON.stringify(cleanPayload(chain))).toBe(JSON.stringify(chain));
  });

  // its time (linear, not exponential) is a budget of `npm run bench` (bench/timing.budget.ts)
  test("shared references are cleaned once each, the shape kept", () => {
    let node: Record<string, unknown> = { v: "x" };
    for (let i = 0; i < 60; i += 1) node = { left: node, right: node };
    const cleaned = cleanPayload(node);
    let leaf: unknown = cleaned;
    for (let i = 0; i < 60; i += 1) leaf = (leaf as Record<string, unknown>).right;
    expect(leaf).toStrictEqual({ v: "x" });
  });

  test("an object whose keys cannot be listed is dropped, never rethrown", () => {
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error("no"); } });
    expect(cleanPayload({ a: 1, hostile })).toEqual({ a: 1 });
  });
});
