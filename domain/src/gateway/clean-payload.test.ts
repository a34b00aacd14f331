import { describe, expect, test } from "vitest";
import { cleanPayload, isBlankValue } from "./clean-payload";

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
});
