import { describe, expect, test } from "vitest";
import {
  FIRST_LOAD_BUDGET,
  formatKb,
  mockMarkersIn,
  routesFromTable,
  sizeReport,
  staticClosure,
  type Manifest,
} from "../../scripts/size-report.mjs";

/** A build of an entry, two routes sharing one chunk, and a lazily loaded session chunk. */
const MANIFEST: Manifest = {
  "index.html": { file: "static/index.js", isEntry: true, imports: ["_react.js"], dynamicImports: ["src/home.tsx", "src/login.tsx", "src/session.tsx"] },
  "_react.js": { file: "static/react.js" },
  "_form.js": { file: "static/form.js", imports: ["_react.js"] },
  "src/home.tsx": { file: "static/home.js", isDynamicEntry: true, imports: ["_react.js", "_form.js"] },
  "src/login.tsx": { file: "static/login.js", isDynamicEntry: true, imports: ["_form.js"] },
  "src/session.tsx": { file: "static/session.js", isDynamicEntry: true, imports: [] },
  "style.css": { file: "static/style.css" },
};
const SIZES: Record<string, number> = {
  "static/index.js": 10_000,
  "static/react.js": 60_000,
  "static/form.js": 5_000,
  "static/home.js": 3_000,
  "static/login.js": 2_000,
  "static/session.js": 20_000,
};
const gzipSizeOf = (file: string) => SIZES[file] ?? 0;

describe("size report", () => {
  test("the static closure follows imports once each", () => {
    expect(staticClosure(MANIFEST, ["src/login.tsx"])).toEqual(["src/login.tsx", "_form.js", "_react.js"]);
  });

  test("first load is the entry, the landing route and their static imports — not other lazy chunks", () => {
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", gzipSizeOf });
    expect(report.entry.gzip).toBe(70_000);
    expect(report.firstLoad.files.sort()).toEqual(["static/form.js", "static/home.js", "static/index.js", "static/react.js"]);
    expect(report.firstLoad.gzip).toBe(78_000);
    expect(report.firstLoad.ok).toBe(true);
  });

  test("each route reports its own chunk and what it adds on top of the entry", () => {
    const report = sizeReport(MANIFEST, {
      landingScreen: "src/home.tsx",
      routeOf: { "src/home.tsx": "/home", "src/login.tsx": "/login" },
      gzipSizeOf,
    });
    const login = report.routes.find((route) => route.route === "/login");
    expect(login).toMatchObject({ own: 2_000, added: 7_000 });
    expect(report.routes.map((route) => route.route)).toEqual(["/home", "/login", null]);
  });

  test("over the budget is not ok", () => {
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", gzipSizeOf: (file) => (gzipSizeOf(file) > 0 ? FIRST_LOAD_BUDGET / 3 : 0) });
    expect(report.firstLoad.ok).toBe(false);
  });

  test("mock markers are found in msw code and not in ordinary code", () => {
    expect(mockMarkersIn('navigator.serviceWorker.register("/micromall/mockServiceWorker.js")')).toEqual(["mockServiceWorker"]);
    expect(mockMarkersIn("console.log('[MSW] Mocking enabled.')")).toEqual(["[MSW]"]);
    expect(mockMarkersIn("function n(e){return e.map(t=>t*2)}")).toEqual([]);
  });

  test("route paths are read from the route table source", () => {
    const source = `{\n path: "/home",\n meta: routeMeta("route.home"),\n load: () => import("../features/home/screens/HomeScreen"),\n},`;
    expect(routesFromTable(source)).toEqual({ "src/features/home/screens/HomeScreen.tsx": "/home" });
  });

  test("sizes print in kB of 1000 bytes", () => {
    expect(formatKb(115_000)).toBe("115.0 kB");
  });
});
