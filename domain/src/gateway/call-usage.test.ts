import { describe, expect, test } from "vitest";
import { GATEWAY_CALLS } from "./catalogue";
import { GATEWAY_CALL_SUMMARIES } from "./call-summaries";
import { GATEWAY_CALL_USAGE } from "./call-usage";

const NAMES = GATEWAY_CALLS.map((entry) => entry.name as keyof typeof GATEWAY_CALL_USAGE);

describe("gateway call usage", () => {
  test("every catalogue call has one usage: routes, or the reason why no screen makes it", () => {
    expect(Object.keys(GATEWAY_CALL_USAGE).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      const usage: { readonly routes: readonly string[] } | { readonly none: string } = GATEWAY_CALL_USAGE[name];
      if ("routes" in usage) {
        expect(usage.routes.length, name).toBeGreaterThan(0);
        for (const path of usage.routes) expect(path, name).toMatch(/^\/[A-Za-z-]+$/);
      } else {
        expect(usage.none.trim().length, name).toBeGreaterThan(20);
      }
    }
  });

  test("a call the summaries write off as made by no screen has no routes, and the other way round", () => {
    const writtenOff = NAMES.filter((name) => /made by no screen/i.test(GATEWAY_CALL_SUMMARIES[name]));
    const byNoScreen = NAMES.filter((name) => "none" in GATEWAY_CALL_USAGE[name] && !/app shell/.test((GATEWAY_CALL_USAGE[name] as { none: string }).none));
    expect(writtenOff.sort()).toEqual(byNoScreen.sort());
    expect(writtenOff.length).toBeGreaterThan(0);
  });
});
