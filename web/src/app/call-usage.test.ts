/**
 * Catalogue usage (issue 21): every gateway call of domain's catalogue names the routes whose screens make it, or
 * carries the reason why none does (domain's `GATEWAY_CALL_USAGE`), and each named route really makes it: the
 * call's name stands in the source of that route's feature (`web/src/features/<f>/**`) or of the shared
 * components (`web/src/components/**`).
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { GATEWAY_CALLS, GATEWAY_CALL_USAGE as USAGE_TABLE, type CallUsage, type GatewayCallName } from "@micromall/domain";
import { ROUTES } from "./routes";

// jsdom replaces the global URL, so resolve the source root from the file path.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");


function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The feature folder of each route, read from the route tables' `load: () => import("…/features/<f>/…")`. */
function featureOfRoutes(): Map<string, string> {
  const tables = [join(SRC, "app/landing-routes.tsx"), ...readdirSync(join(SRC, "features")).map((name) => join(SRC, "features", name, "routes.ts"))];
  const features = new Map<string, string>();
  for (const table of tables) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const entry of text.split(/\bpath: "/).slice(1)) {
      const path = entry.slice(0, entry.indexOf('"'));
      const load = /load: \(\) => import\("([^"]+)"\)/.exec(entry)?.[1];
      if (load === undefined) continue;
      const feature = /features\/([^/]+)\//.exec(resolve(dirname(table), load))?.[1];
      if (feature !== undefined) features.set(path, feature);
    }
  }
  return features;
}

const FEATURE_OF = featureOfRoutes();
const SHARED_TEXT = sourceFiles(join(SRC, "components")).map((file) => readFileSync(file, "utf8"));
const FEATURE_TEXT = new Map<string, readonly string[]>();
function featureText(feature: string): readonly string[] {
  let texts = FEATURE_TEXT.get(feature);
  if (texts === undefined) {
    texts = sourceFiles(join(SRC, "features", feature)).map((file) => readFileSync(file, "utf8"));
    FEATURE_TEXT.set(feature, texts);
  }
  return texts;
}
const named = (name: string) => new RegExp(`["'\`]${name}["'\`]`);
const ROUTE_PATHS = new Set(ROUTES.map((route) => route.path));
const GATEWAY_CALL_USAGE: Readonly<Record<GatewayCallName, CallUsage>> = USAGE_TABLE;
const CALL_NAMES = GATEWAY_CALLS.map((entry) => entry.name as GatewayCallName);

describe("catalogue usage (domain's GATEWAY_CALL_USAGE)", () => {
  test("every catalogue call names its routes or the reason why no screen makes it", () => {
    const without = CALL_NAMES.filter((name) => {
      const usage = GATEWAY_CALL_USAGE[name];
      return "routes" in usage ? usage.routes.length === 0 : usage.none.trim().length < 20;
    });
    expect(without).toEqual([]);
    expect(Object.keys(GATEWAY_CALL_USAGE).sort()).toEqual([...CALL_NAMES].sort());
  });

  test("every route the table names is a route of the mall with its feature", () => {
    for (const name of CALL_NAMES) {
      const usage = GATEWAY_CALL_USAGE[name];
      if (!("routes" in usage)) continue;
      for (const path of usage.routes) {
        expect(ROUTE_PATHS.has(path), `${name}: ${path}`).toBe(true);
        expect(FEATURE_OF.has(path), `${name}: ${path}`).toBe(true);
      }
    }
  });

  test("each named route makes the call: its name stands in the route's feature or the shared components", () => {
    const missing: string[] = [];
    for (const name of CALL_NAMES) {
      const usage = GATEWAY_CALL_USAGE[name];
      if (!("routes" in usage)) continue;
      const pattern = named(name);
      const shared = SHARED_TEXT.some((text) => pattern.test(text));
      for (const path of usage.routes) {
        const feature = FEATURE_OF.get(path) ?? "";
        if (!shared && !featureText(feature).some((text) => pattern.test(text))) missing.push(`${name} @ ${path} (${feature})`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("a call written off as made by no screen is named by no feature", () => {
    const features = readdirSync(join(SRC, "features")).filter((name) => !name.includes("."));
    const named_ = CALL_NAMES.filter((name) => "none" in GATEWAY_CALL_USAGE[name] && !name.startsWith("compare") && !["getToken", "getUser"].includes(name));
    for (const name of named_) {
      const pattern = new RegExp(`(?:gatewayQuery|gatewayMutation|callGateway|call:)\\s*\\(?\\s*["']${name}["']`);
      const users = features.filter((feature) => featureText(feature).some((text) => pattern.test(text)));
      expect(users, name).toEqual([]);
    }
  });
});
