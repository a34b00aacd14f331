/**
 * The package's time budgets (domain/CONVENTIONS.md: linear time, a 10⁵-character input under 50 ms), checked by
 * `npm run bench` (vitest with `bench/vitest.budget.config.ts`) — never by `npm test`, whose suites assert what the
 * functions answer, not how fast: a busy machine must not fail a test, and a budget is measured on its own.
 *
 * - Every string function of the package root (the hostile-input table, `src/hostile-calls.support.ts`) on each
 *   10⁵-character input in under 50 ms (best of three runs); the encrypting calls are held to linear time instead
 *   (AES in crypto-js runs at a few MB/s): eight times the text takes far less than the 64 times a quadratic step would.
 * - The linear-time guards of single functions: shared references in a payload, a long answer list, long links and
 *   return paths, a megabyte-long value to mask.
 */
import { describe, expect, test } from "vitest";
import { ENCRYPTING, STRING_CALLS, longInputs } from "../src/hostile-calls.support";
import { DEFAULT_AFTER_LOGIN, cleanPayload, loginPageTarget, maskIdNumber, maskName, parseGatewayLink, routePath, safeRedirect } from "../src/index";
import { decodeShape, type AnswerShape } from "../src/gateway/answer-shape";

/** Best of three runs, in milliseconds. */
function bestTime(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

const codePoints = (text: string) => Array.from(text);

describe("a 10^5-character input takes under 50 ms (issue 8 acceptance 2)", { timeout: 120_000 }, () => {
  const inputs = longInputs(100_000);

  test.each(Object.entries(STRING_CALLS).filter(([name]) => !ENCRYPTING.has(name)))("%s", (name, call) => {
    for (const input of inputs) expect(bestTime(() => call(input)), `${name} on a run of ${JSON.stringify(input.slice(0, 6))}`).toBeLessThan(50);
  });

  test.each([...ENCRYPTING])("%s is linear: eight times the text, far less than 64 times the time", (name) => {
    const call = STRING_CALLS[name] as (s: string) => unknown;
    for (const piece of ["a", "😀"]) {
      const small = bestTime(() => call(piece.repeat(25_000 / piece.length)));
      const large = bestTime(() => call(piece.repeat(200_000 / piece.length)));
      // Linear is 8×, quadratic 64×: 16× plus slack absorbs a garbage collection.
      expect(large, `${name} on ${JSON.stringify(piece)}`).toBeLessThan(16 * small + 100);
    }
  });
});

describe("linear-time guards", () => {
  test("cleanPayload: shared references cost linear time, not exponential", () => {
    let node: Record<string, unknown> = { v: "x" };
    for (let i = 0; i < 60; i += 1) node = { left: node, right: node };
    expect(bestTime(() => cleanPayload(node))).toBeLessThan(1000);
  });

  test("decodeShape: a list of 100,000 entries", () => {
    const shape: AnswerShape = { kind: "array", item: { kind: "struct", fields: [{ key: "a", shape: { kind: "string" } }] } };
    const long = Array.from({ length: 100_000 }, (_, index) => ({ a: String(index) }));
    expect(bestTime(() => decodeShape(shape, long))).toBeLessThan(2000);
  });

  test("parseGatewayLink: 200,000 characters refused (or a long document taken) quickly", () => {
    for (const filler of ["a", "/", "@", ":", "%2F", "\u0000", "张"]) {
      const huge = `https://pay.example.cn/${filler.repeat(200_000)}`;
      const document = `data:application/pdf;base64,${"A".repeat(200_000)}`;
      const time = bestTime(() => [parseGatewayLink(huge, { hosts: ["pay.example.cn"] }), parseGatewayLink(document, { hosts: ["pay.example.cn"], purpose: "download" })]);
      expect(time, filler).toBeLessThan(1000);
    }
  });

  test("safeRedirect and routePath: a long run of slashes", () => {
    const link = `/a${"/".repeat(100_000)}x`;
    expect(bestTime(() => [safeRedirect(link), routePath(link), routePath(`/a${"/".repeat(100_000)}`), loginPageTarget(`/login${"/".repeat(100_000)}`, `?redirect=${link}`)])).toBeLessThan(500);
    expect(safeRedirect(link)).toBe(DEFAULT_AFTER_LOGIN);
  });

  test("maskName and maskIdNumber: a megabyte-long value", () => {
    const long = "张".repeat(1_000_000);
    expect(bestTime(() => [maskName(long), maskIdNumber(long)])).toBeLessThan(2000);
    expect(codePoints(maskName(long))).toHaveLength(1_000_000);
  });
});
