import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { APP_MESSAGES } from "../i18n/messages/app";
import { LANDING_ROUTES, ROUTES } from "./routes";
import { routeTitle } from "./use-after-navigation";

/** The spec (the source of truth), beside the checkout as CI has it (`../shared`). */
const SPEC = readFileSync(resolve(import.meta.dirname, "../../../../shared/spec/insurance-mall-spec.md"), "utf8");

/** The text of the spec's section under `heading` (up to the next heading of that level or above). */
function specSection(heading: string): string {
  const start = SPEC.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`spec: no section "${heading}"`);
  const level = /^#+/.exec(heading)?.[0] ?? "###";
  const rest = SPEC.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The addresses a spec section names ("/home", "/DDA", "/policy-insurance"…), in its order. */
const addressesIn = (text: string): string[] => [...text.matchAll(/(?<![\w/])\/[A-Za-z][\w-]*/g)].map((match) => match[0]);

/**
 * Every route of spec §2 "Routes by area", in the spec's order, plus the tab bar's /productList ("navigated to
 * from the tab bar but not defined among the routes") — read from the spec, not copied.
 */
const SPEC_PATHS = [...new Set([...addressesIn(specSection("### Routes by area")), ...addressesIn(specSection("### Bottom tab bar"))])];

// Loading a real screen transforms its module graph on first use; the machine is shared, so allow for it.
vi.setConfig({ testTimeout: 20_000 });

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));
const LANDING_PATHS = new Set(LANDING_ROUTES.map((route) => route.path));
const flagged = (flag: "requireAuth" | "keepAlive" | "isShare" | "allowBack") =>
  ROUTES.filter((route) => route.meta[flag]).map((route) => route.path);

describe("route table (assembled from the landing pages and each feature's routes.ts)", () => {
  test("reads spec §2's routes from the spec (a section the reading misses fails here, not silently)", () => {
    expect(SPEC_PATHS.length).toBeGreaterThanOrEqual(110);
    for (const path of ["/home", "/productList", "/DDF", "/policy-insurance", "/claim-Detail", "/identityAuthInfoQuery"]) expect(SPEC_PATHS).toContain(path);
  });

  test("holds each route of spec §2 and the tab bar exactly once, and beyond them only pages that say why", () => {
    expect(BY_PATH.size).toBe(ROUTES.length);
    const beyond = ROUTES.filter((route) => route.beyondSpec !== undefined);
    for (const route of beyond) expect(route.beyondSpec?.trim(), route.path).not.toBe("");
    expect(ROUTES.filter((route) => route.beyondSpec === undefined).map((route) => route.path).sort()).toEqual([...SPEC_PATHS].sort());
    for (const route of beyond) expect(SPEC_PATHS, `${route.path} is a spec route: drop its beyondSpec`).not.toContain(route.path);
  });

  // spec §4's session-check list against the login requirement: login-requirement.test.ts
  test("a page that needs the login is never shared nor kept alive", () => {
    for (const route of ROUTES.filter((candidate) => candidate.meta.requireAuth)) {
      expect(route.meta.isShare, route.path).toBe(false);
      expect(route.meta.keepAlive, route.path).toBe(false);
    }
  });

  test("only landing pages the customer browses back to are kept alive", () => {
    const kept = flagged("keepAlive");
    expect(kept.length).toBeGreaterThan(0);
    for (const path of kept) {
      expect(LANDING_PATHS.has(path), path).toBe(true);
      expect(BY_PATH.get(path)?.meta.isShare, path).toBe(true);
    }
  });

  test("a flow's done page lets back leave it (issue 20 item 5: a done page that blocks back traps the customer)", () => {
    for (const path of ["/applicationResulst", "/surrful", "/invoiceRequestSuc", "/claimApplication", "/successfulquery", "/errorquery", "/queriedquery"]) {
      expect(BY_PATH.get(path)?.meta.allowBack, path).toBe(true);
    }
  });

  test("every route's title is in its table, with text in Chinese and English", () => {
    for (const route of ROUTES) {
      const { title, titles } = route.meta;
      for (const locale of ["zh-CN", "en"] as const) {
        expect(Object.hasOwn(titles[locale], title), `${route.path} ${locale}`).toBe(true);
        expect(titles[locale][title]?.trim(), `${route.path} ${locale}`).not.toBe("");
      }
      expect(routeTitle(route.meta, "zh-CN")).toBe(titles["zh-CN"][title]);
      expect(routeTitle(route.meta, "en")).toBe(titles.en[title]);
    }
  });

  test("a feature's title table holds its routes' titles and nothing else", () => {
    const featureTables = new Set(ROUTES.map((route) => route.meta.titles).filter((titles) => titles !== APP_MESSAGES));
    for (const titles of featureTables) {
      const used = ROUTES.filter((route) => route.meta.titles === titles).flatMap((route) => [route.meta.title, ...(route.meta.editTitle === undefined ? [] : [route.meta.editTitle.title])]);
      expect(Object.keys(titles["zh-CN"]).sort()).toEqual([...new Set(used)].sort());
    }
  });
});

describe.each(SPEC_PATHS)("%s", (path) => {
  const route = BY_PATH.get(path);
  if (route === undefined) {
    // every route of spec §2 has its screen (issues 9–13): a spec route missing from the table fails
    test("is in the route table", () => expect(route).toBeDefined());
    return;
  }

  test("load() resolves to a screen component", async () => {
    const module = await route.load();
    expect(typeof module.default).toBe("function");
  });
});
