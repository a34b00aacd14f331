import { describe, expect, test } from "vitest";
import {
  AFTER_ENTRY_FILE_BUDGET,
  FIRST_LOAD_BUDGET,
  keyOfModule,
  formatKb,
  mockMarkersIn,
  routesFromTable,
  sizeReport,
  staticClosure,
  type Manifest,
} from "../../scripts/size-report.mjs";

/** A build of an entry, two routes sharing one chunk, a lazily loaded session chunk and a boot-loaded client. */
const MANIFEST: Manifest = {
  "index.html": {
    file: "static/index.js",
    isEntry: true,
    imports: ["_react.js"],
    css: ["static/index.css"],
    dynamicImports: ["src/home.tsx", "src/login.tsx", "src/session.tsx", "_client-abc.js"],
  },
  "_react.js": { file: "static/react.js" },
  "_form.js": { file: "static/form.js", imports: ["_react.js"] },
  "_client-abc.js": { file: "static/client-abc.js", name: "client", imports: ["_react.js", "_decoder.js"] },
  "_decoder.js": { file: "static/decoder.js" },
  "src/home.tsx": { file: "static/home.js", isDynamicEntry: true, imports: ["_react.js", "_form.js"], css: ["static/home.css"] },
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
  "static/index.css": 1_000,
  "static/home.css": 500,
  "static/client-abc.js": 4_000,
  "static/decoder.js": 25_000,
};
const gzipSizeOf = (file: string) => SIZES[file] ?? 0;

describe("size report", () => {
  test("the static closure follows imports once each", () => {
    expect(staticClosure(MANIFEST, ["src/login.tsx"])).toEqual(["src/login.tsx", "_form.js", "_react.js"]);
  });

  test("home with its products: entry, landing route, boot modules, their static imports and CSS — not other lazy chunks", () => {
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", bootModules: ["src/gateway/client.ts"], gzipSizeOf });
    expect(report.entry.gzip).toBe(71_000);
    expect(report.firstLoad.files.sort()).toEqual(
      ["static/client-abc.js", "static/decoder.js", "static/form.js", "static/home.css", "static/home.js", "static/index.css", "static/index.js", "static/react.js"],
    );
    expect(report.firstLoad.gzip).toBe(108_500);
    expect(report.firstLoad.ok).toBe(true);
  });

  test("the static first paint leaves the boot modules out", () => {
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", bootModules: ["src/gateway/client.ts"], gzipSizeOf });
    expect(report.firstPaint.files.sort()).toEqual(["static/form.js", "static/home.css", "static/home.js", "static/index.css", "static/index.js", "static/react.js"]);
    expect(report.firstPaint.gzip).toBe(79_500);
  });

  test("counts the files fetched after the entry's own against their budget", () => {
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", bootModules: ["src/gateway/client.ts"], gzipSizeOf });
    expect(report.afterEntry.files.sort()).toEqual(["static/client-abc.js", "static/decoder.js", "static/form.js", "static/home.css", "static/home.js"]);
    expect(report.afterEntry.budget).toBe(AFTER_ENTRY_FILE_BUDGET);
    expect(report.afterEntry.ok).toBe(report.afterEntry.files.length <= AFTER_ENTRY_FILE_BUDGET);
    expect(sizeReport(MANIFEST, { landingScreen: "src/home.tsx", gzipSizeOf }).afterEntry.files.length).toBeLessThan(report.afterEntry.files.length);
  });

  test("finds a module that became a shared chunk by its name", () => {
    expect(keyOfModule(MANIFEST, "src/gateway/client.ts")).toBe("_client-abc.js");
    expect(keyOfModule(MANIFEST, "src/home.tsx")).toBe("src/home.tsx");
    expect(keyOfModule(MANIFEST, "src/nothing.ts")).toBeUndefined();
    expect(() => sizeReport(MANIFEST, { landingScreen: "src/home.tsx", bootModules: ["src/nothing.ts"], gzipSizeOf })).toThrow();
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
    expect(formatKb(130_000)).toBe("130.0 kB");
  });
});
