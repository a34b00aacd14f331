import { describe, expect, test } from "vitest";
import { withBootShell, withEntryAfterFirstPaint, withLandingFiles, withModulePreloadsFirst, withStylesheetsFirst } from "../../vite.config";
import INDEX_HTML from "../../index.html?raw";
import { renderBootShell } from "../app/BootShell";
import {
  bootShellProblem,
  FIRST_RENDER_FILE_BUDGET,
  FIRST_LOAD_BUDGET,
  FIRST_RENDER_JS_BUDGET,
  ROUTE_BUDGET,
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
  "src/gateway/envelope.ts": { file: "static/envelope.js", isDynamicEntry: true, imports: ["_aes.js"] },
  "_aes.js": { file: "static/aes.js" },
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
  "static/envelope.js": 1_000,
  "static/aes.js": 6_000,
};
/** Code texts: the client names every call (the catalogue), login's chunk names the encrypted call it makes. */
const TEXTS: Record<string, string> = {
  "static/client-abc.js": 'const c={login:{name:"login",encrypted:!0},pageInitMall:{name:"pageInitMall"}}',
  "static/login.js": "export default function L(){return m(`login`,{mobile:t})}",
  "static/home.js": 'q("pageInitMall",{})',
};
const textOf = (file: string) => TEXTS[file] ?? "";
const CIPHER = { cipherModule: "src/gateway/envelope.ts", encryptedCalls: ["login", "queryInvoice"], textOf };
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

  test("counts the JavaScript files of home's first render, the entry's included, against their budget", () => {
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", bootModules: ["src/gateway/client.ts"], gzipSizeOf });
    expect(report.firstRenderFiles.files.sort()).toEqual(["static/form.js", "static/home.js", "static/index.js", "static/react.js"]);
    expect(report.firstRenderFiles.budget).toBe(FIRST_RENDER_FILE_BUDGET);
    expect(FIRST_RENDER_FILE_BUDGET).toBe(4);
    expect(report.firstRenderFiles.ok).toBe(true);
    // the boot modules come after the first render: counted with home's products, not in the first render
    expect(report.firstLoad.jsFiles).toBe(6);
  });

  test("a landing screen the build put into the entry's chunk adds no file of its own", () => {
    const { "src/home.tsx": home, ...rest } = MANIFEST;
    const merged: Manifest = {
      ...rest,
      "index.html": { ...MANIFEST["index.html"]!, imports: ["_react.js", "_form.js"], dynamicImports: ["src/login.tsx", "src/session.tsx", "_client-abc.js"] },
    };
    expect(home).toBeDefined();
    const report = sizeReport(merged, { landingScreen: "src/home.tsx", landingInEntry: true, bootModules: ["src/gateway/client.ts"], gzipSizeOf });
    expect(report.firstRenderFiles.files.sort()).toEqual(["static/form.js", "static/index.js", "static/react.js"]);
    expect(report.firstPaint.files.sort()).toEqual(["static/form.js", "static/index.css", "static/index.js", "static/react.js"]);
    // without saying so, a missing landing screen is still an error (a renamed screen must not vanish from the report)
    expect(() => sizeReport(merged, { landingScreen: "src/home.tsx", gzipSizeOf })).toThrow(/src\/home.tsx/);
  });

  test("a landing route over four files fails the budget", () => {
    const wide: Manifest = { ...MANIFEST, "src/home.tsx": { ...MANIFEST["src/home.tsx"]!, imports: ["_react.js", "_form.js", "_decoder.js"] } };
    const report = sizeReport(wide, { landingScreen: "src/home.tsx", gzipSizeOf });
    expect(report.firstRenderFiles.files).toHaveLength(5);
    expect(report.firstRenderFiles.ok).toBe(false);
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
    expect(report.routes.map((route) => route.route)).toEqual(["/home", "/login", null, null]);
  });

  test("a route adds its CSS too", () => {
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", routeOf: { "src/home.tsx": "/home" }, gzipSizeOf });
    expect(report.routes.find((route) => route.route === "/home")).toMatchObject({ own: 3_000, added: 8_500 });
  });

  test("a route whose code names an encrypted call counts the cipher envelope in its total; the catalogue in the client does not count", () => {
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", bootModules: ["src/gateway/client.ts"], routeOf: { "src/home.tsx": "/home", "src/login.tsx": "/login" }, gzipSizeOf, ...CIPHER });
    const login = report.routes.find((route) => route.route === "/login");
    const home = report.routes.find((route) => route.route === "/home");
    expect(login).toMatchObject({ added: 7_000, encrypted: true, total: 14_000, ok: true });
    expect(home).toMatchObject({ encrypted: false, total: home?.added });
  });

  test("a route over its budget is not ok, with the cipher counted", () => {
    const heavy = (file: string) => (file === "static/form.js" ? ROUTE_BUDGET - 8_000 : gzipSizeOf(file));
    const withCipher = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", routeOf: { "src/login.tsx": "/login" }, gzipSizeOf: heavy, ...CIPHER });
    expect(withCipher.routes.find((route) => route.route === "/login")).toMatchObject({ added: ROUTE_BUDGET - 6_000, total: ROUTE_BUDGET + 1_000, ok: false });
    const plain = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", routeOf: { "src/login.tsx": "/login" }, gzipSizeOf: heavy });
    expect(plain.routes.find((route) => route.route === "/login")).toMatchObject({ total: ROUTE_BUDGET - 6_000, ok: true });
  });

  test("a module a route renders at once through lazy() counts in that route's total, and can put it over the budget", () => {
    const routeOf = { "src/home.tsx": "/home", "src/login.tsx": "/login" };
    // session.tsx (20 kB) is rendered at once on /login: added to its total, files the route already has counted once
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", routeOf, gzipSizeOf, atOnce: { "src/session.tsx": ["/login"] } });
    expect(report.routes.find((route) => route.route === "/login")).toMatchObject({ added: 7_000, atOnce: 20_000, total: 27_000, ok: true });
    expect(report.routes.find((route) => route.route === "/home")).toMatchObject({ atOnce: 0, total: 8_500 });
    // a lazy module sharing the route's chunks counts only what the route does not already bring
    const sharing: Manifest = { ...MANIFEST, "src/session.tsx": { file: "static/session.js", isDynamicEntry: true, imports: ["_form.js"] } };
    const shared = sizeReport(sharing, { landingScreen: "src/home.tsx", routeOf, gzipSizeOf, atOnce: { "src/session.tsx": ["/login"] } });
    expect(shared.routes.find((route) => route.route === "/login")).toMatchObject({ atOnce: 20_000, total: 27_000 });
    // over the budget with it, within without it
    const heavy = (file: string) => (file === "static/session.js" ? ROUTE_BUDGET - 6_000 : gzipSizeOf(file));
    const over = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", routeOf, gzipSizeOf: heavy, atOnce: { "src/session.tsx": ["/login"] } });
    expect(over.routes.find((route) => route.route === "/login")).toMatchObject({ total: ROUTE_BUDGET + 1_000, ok: false });
    const without = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", routeOf, gzipSizeOf: heavy });
    expect(without.routes.find((route) => route.route === "/login")).toMatchObject({ total: 7_000, ok: true });
  });

  test("a module rendered at once by the shell counts on every route; its code's encrypted calls bring the cipher", () => {
    const routeOf = { "src/home.tsx": "/home", "src/login.tsx": "/login" };
    const texts = (file: string) => (file === "static/session.js" ? 'm("queryInvoice",{})' : textOf(file));
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", routeOf, gzipSizeOf, ...CIPHER, textOf: texts, atOnce: { "src/session.tsx": "every route" } });
    expect(report.routes.find((route) => route.route === "/home")).toMatchObject({ added: 8_500, atOnce: 20_000, encrypted: true, total: 35_500 });
    expect(report.routes.find((route) => route.route === "/login")).toMatchObject({ added: 7_000, atOnce: 20_000, total: 34_000 });
  });

  test("a module or a route of the at-once list that the build does not have fails the report", () => {
    const routeOf = { "src/login.tsx": "/login" };
    expect(() => sizeReport(MANIFEST, { landingScreen: "src/home.tsx", routeOf, gzipSizeOf, atOnce: { "src/gone.tsx": ["/login"] } })).toThrow(/src\/gone.tsx/);
    expect(() => sizeReport(MANIFEST, { landingScreen: "src/home.tsx", routeOf, gzipSizeOf, atOnce: { "src/session.tsx": ["/logon"] } })).toThrow(/\/logon/);
  });

  test("the JavaScript before home's first render leaves out CSS and the boot modules, against its budget", () => {
    const report = sizeReport(MANIFEST, { landingScreen: "src/home.tsx", bootModules: ["src/gateway/client.ts"], gzipSizeOf });
    expect(report.firstRenderJs).toEqual({ gzip: 78_000, budget: FIRST_RENDER_JS_BUDGET, ok: true });
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
    const feature = `{\n path: "/myCard",\n meta: routeMeta(TITLES, "route.myCard"),\n load: () => import("./screens/MyCardScreen"),\n},`;
    expect(routesFromTable(feature, "features/wallet")).toEqual({ "src/features/wallet/screens/MyCardScreen.tsx": "/myCard" });
  });

  test("sizes print in kB of 1000 bytes", () => {
    expect(formatKb(130_000)).toBe("130.0 kB");
  });
});

describe("the built index.html's home shell (issue 22 point 4)", () => {
  const STYLE_ONLY = '<link rel="stylesheet" crossorigin href="/micromall/static/index-aaa111.css">';
  // index.html as the build writes it: the early script in the head, the shell rendered from the components before #root.
  const EARLY = '<script src="/micromall/static/early-abc123.js"></script>';
  const ENTRY = '<script type="module" crossorigin src="/micromall/static/index-def456.js"></script>';
  const vite = withBootShell(INDEX_HTML.replace("<!-- early-fetch -->", `${EARLY}\n    ${ENTRY}`), renderBootShell("/micromall"));
  const built = withModulePreloadsFirst(withEntryAfterFirstPaint(vite));

  test("the build's entry is a modulepreload started by the early script", () => {
    expect(built).toContain('<script src="/micromall/static/early-abc123.js" data-entry="/micromall/static/index-def456.js"></script>');
    expect(built).toContain('<link rel="modulepreload" crossorigin href="/micromall/static/index-def456.js">');
    expect(built).not.toContain(ENTRY);
    expect(withEntryAfterFirstPaint("<head></head>")).toBe("<head></head>");
  });

  test("passes with the shell before #root and the classic early script in the head", () => {
    expect(bootShellProblem(built)).toBeNull();
  });

  test("passes with the landing screens' files on the early script too (its other attributes do not matter)", () => {
    const withFiles = withLandingFiles(built, { "/productList": ["static/list.js"] });
    expect(withFiles).toContain("data-landing-files=");
    expect(bootShellProblem(withFiles)).toBeNull();
    expect(bootShellProblem(withLandingFiles(vite, { "/productList": ["static/list.js"] }))).toMatch(/data-entry/);
  });

  test("the stylesheet is asked for ahead of the early script: it downloads while the early script does", () => {
    const STYLE = '<link rel="stylesheet" crossorigin href="/micromall/static/index-aaa111.css">';
    const styled = built.replace("</head>", `    ${STYLE}\n  </head>`);
    const first = withStylesheetsFirst(withLandingFiles(styled, { "/productList": ["static/list.js"] }));
    const preload = '<link rel="preload" as="style" crossorigin href="/micromall/static/index-aaa111.css">';
    expect(first).toContain(preload);
    expect(first.indexOf(preload)).toBeLessThan(first.indexOf('<script src="/micromall/static/early-abc123.js"'));
    // the stylesheet itself stays where it was (it still applies and blocks rendering); nothing else changes
    expect(first.replace(`${preload}\n    `, "")).toBe(withLandingFiles(styled, { "/productList": ["static/list.js"] }));
    expect(withStylesheetsFirst(built)).toBe(built);
    expect(withStylesheetsFirst(STYLE)).toBe(STYLE);
    expect(bootShellProblem(first)).toBeNull();
    expect(bootShellProblem(styled)).toMatch(/stylesheet/);
  });

  test("the early script and the entry's modules are asked for ahead of the early script's tag, which holds the parser", () => {
    const MODULES = ['<link rel="modulepreload" crossorigin href="/micromall/static/rolldown-runtime-r.js">', '<link rel="modulepreload" crossorigin href="/micromall/static/client-c.js">'];
    const late = built.replace("</head>", `    ${MODULES.join("\n    ")}\n  </head>`);
    const first = withModulePreloadsFirst(late);
    const earlyTag = first.indexOf('<script src="/micromall/static/early-abc123.js"');
    const earlyPreload = first.indexOf('<link rel="preload" as="script" href="/micromall/static/early-abc123.js">');
    const modules = [...first.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    // the entry's own preload and the boot modules', in their order, between the early script's preload and its tag
    expect(modules.map(([, href]) => href)).toEqual(["/micromall/static/index-def456.js", "/micromall/static/rolldown-runtime-r.js", "/micromall/static/client-c.js"]);
    expect(earlyPreload).toBeGreaterThanOrEqual(0);
    for (const module of modules) {
      expect(module.index).toBeGreaterThan(earlyPreload);
      expect(module.index).toBeLessThan(earlyTag);
    }
    expect(first.match(/modulepreload/g)).toHaveLength(3);
    expect(withModulePreloadsFirst(first)).toBe(first);
    expect(withModulePreloadsFirst(STYLE_ONLY)).toBe(STYLE_ONLY);
    expect(bootShellProblem(first)).toBeNull();
    expect(bootShellProblem(late)).toMatch(/rolldown-runtime-r\.js is not asked for ahead of the early script/);
  });

  test("fails without the shell, with it after #root, with a part missing, or without the early script", () => {
    expect(bootShellProblem(INDEX_HTML)).toMatch(/no prerendered home shell/);
    const shell = renderBootShell("/micromall");
    expect(bootShellProblem(built.replace(shell, "").replace('<div id="root"></div>', `<div id="root"></div>${shell}`))).toMatch(/before the empty #root/);
    expect(bootShellProblem(built.replaceAll('class="mm-tabbar"', 'class="other"'))).toMatch(/tab bar/);
    expect(bootShellProblem(built.replaceAll("product-grid__item--skeleton", "x"))).toMatch(/skeleton/);
    const early = '<script src="/micromall/static/early-abc123.js" data-entry="/micromall/static/index-def456.js"></script>';
    expect(bootShellProblem(built.replace(early, ""))).toMatch(/early script/);
    expect(bootShellProblem(built.replace(early, early.replace("<script src", '<script type="module" async src')))).toMatch(/early script/);
    expect(bootShellProblem(vite)).toMatch(/data-entry/);
    expect(bootShellProblem(built.replace("</head>", `${ENTRY}</head>`))).toMatch(/module script/);
  });
});
