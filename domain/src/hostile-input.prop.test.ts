/**
 * Hostile input for every exported function of the package root (issue 8 points 12, 13 and acceptance 2).
 *
 * The exports are enumerated (`import * as domain`), so a new export cannot be missed: each function must be
 * classified below, either with a call that feeds it a string (then it gets the fuzz and the timing
 * property) or in {@link NO_STRING_INPUT} with the reason it takes no text. The Schemas (schemas/) are left
 * out: they move to the `@micromall/domain/schemas` subpath, which has its own tests.
 *
 * - Wrong types (point 13): every `is*` answers `false` for a non-string (or, for the three that take
 *   numbers, a non-number), the three type guards over `unknown` answer a boolean, and every `parse*` answers
 *   its typed failure.
 * - Fuzz (point 12): strings up to 10⁶ characters — runs of one piece (letters, digits, slashes, pipes,
 *   percent escapes, base64, JSON brackets, controls, astral characters, lone surrogates) and random binary
 *   strings — never make a string function throw; deep nesting never makes an object-taking one throw.
 * - Timing (acceptance 2) is a budget, checked by `npm run bench` (`bench/timing.budget.ts`), not here: the same
 *   table ({@link STRING_CALLS}, `hostile-calls.support.ts`), each string function on a 10⁵-character input in
 *   under 50 ms, the encrypting ones held to linear time.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ENCRYPTING, HUGE_PIECES, NO_STRING_INPUT, PIECES, STRING_CALLS, longInputs } from "./hostile-calls.support";
import * as domain from "./index";
import * as schemas from "./schemas/index";

const TIMEOUT = 120_000;
const codec = domain.cipherCodec({ key: domain.DEMO_CIPHER_KEY });

const schemaNames = new Set(Object.keys(schemas));
type AnyFunction = (...args: unknown[]) => unknown;
const exportedFunctions: [string, AnyFunction][] = [];
for (const [name, value] of Object.entries(domain as Record<string, unknown>)) {
  if (typeof value === "function" && !schemaNames.has(name)) exportedFunctions.push([name, value as AnyFunction]);
}
/** `is*` functions whose subject is a string (all but the number-taking ones and the guards over unknown). */
const NUMBER_PREDICATES = new Set(["isProvinceDigits", "isRealDate", "isLeapYear"]);
const UNKNOWN_GUARDS = new Set(["isBlankValue", "isCipherError", "isLocale"]);

const hostileNonStrings: unknown[] = [
  null,
  undefined,
  0,
  42,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  {},
  [],
  ["11010519491231002X"],
  { length: 18 },
  new String("11010519491231002X"),
  Object.create(null),
  Symbol("x"),
  10n,
  () => "13800138000",
  { toString: () => { throw new Error("hostile toString"); } },
];
const hostileNonNumbers = hostileNonStrings.filter((value) => typeof value !== "number");

describe("every export is classified (a new export cannot skip these properties)", () => {
  test("each exported function has a string call or a stated reason to take no text", () => {
    const unclassified = exportedFunctions
      .map(([name]) => name)
      .filter((name) => !(name in STRING_CALLS) && !(name in NO_STRING_INPUT) && !/^is[A-Z]/.test(name));
    expect(unclassified).toEqual([]);
    const stale = [...Object.keys(STRING_CALLS), ...Object.keys(NO_STRING_INPUT)].filter(
      (name) => typeof (domain as Record<string, unknown>)[name] !== "function",
    );
    expect(stale).toEqual([]);
  });
});

describe("wrong-typed arguments (issue 8 point 13)", () => {
  const predicates = exportedFunctions.filter(([name]) => /^is[A-Z]/.test(name));
  const parsers = exportedFunctions.filter(([name]) => /^parse[A-Z]/.test(name));

  test("there are predicates and parsers to check", () => {
    expect(predicates.length).toBeGreaterThan(40);
    expect(parsers.map(([name]) => name).sort()).toEqual(["parseCardAmount", "parseChinaTime", "parseCreditCode", "parseDateText", "parseGatewayLink", "parseIdCard", "parseIdCardValidity", "parseMoney"]);
  });

  test.each(predicates.filter(([name]) => !UNKNOWN_GUARDS.has(name)))("%s answers false for every wrong-typed subject", (name, fn) => {
    const values = NUMBER_PREDICATES.has(name) ? hostileNonNumbers : hostileNonStrings;
    for (const value of values) {
      expect(fn(value, value, value), `${name}(${String(typeof value)})`).toBe(false);
      expect(fn(value), `${name}(${String(typeof value)})`).toBe(false);
    }
  });

  test.each(predicates.filter(([name]) => UNKNOWN_GUARDS.has(name)))("%s (a guard over unknown) answers a boolean", (_name, fn) => {
    for (const value of hostileNonStrings) expect(typeof fn(value)).toBe("boolean");
  });

  test.each(parsers)("%s answers its typed failure for every wrong-typed subject", (name, fn) => {
    const values = name === "parseMoney" ? hostileNonNumbers : hostileNonStrings;
    for (const value of values) {
      const result = fn(value) as { ok: boolean; reason?: unknown };
      expect(result.ok, name).toBe(false);
      expect(typeof result.reason, name).toBe("string");
    }
  });
});

describe("hostile strings up to 10^6 characters never make a string function throw (issue 8 point 12)", { timeout: TIMEOUT }, () => {
  const huge = longInputs(1_000_000, HUGE_PIECES);
  const hugeForCipher = ["a", "😀"].map((piece) => piece.repeat(1_000_000 / piece.length));
  const medium = fc.oneof(
    fc.string({ unit: "binary", maxLength: 64 }),
    fc.tuple(fc.constantFrom(...PIECES), fc.integer({ min: 1, max: 20_000 })).map(([piece, n]) => piece.repeat(n)),
  );

  test.each(Object.entries(STRING_CALLS))("%s", (name, call) => {
    for (const input of ENCRYPTING.has(name) ? hugeForCipher : huge) call(input);
    fc.assert(fc.property(medium, (input) => void call(input)), { numRuns: 15 });
  });

  test("deep nesting never makes the object-taking functions throw", () => {
    let deep: unknown = { leaf: " x " };
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 === 0 ? { a: deep } : [deep];
    domain.cleanPayload(deep);
    domain.sealRequest(domain.GATEWAY_CATALOGUE.login, { deep }, codec);
    domain.sealRequest(domain.GATEWAY_CATALOGUE.getAddressInfo, { deep });
    domain.mergeDefined<Record<string, unknown>>({ a: 1 }, { a: deep });
    domain.toResultList(deep);
    domain.okBody(deep);
    domain.readGatewayBody(`${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`, { encrypted: false });
    domain.readGatewayBody(`{"common":{"resultCode":"1"},"status":1,"data":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, { encrypted: false });
  });
});
