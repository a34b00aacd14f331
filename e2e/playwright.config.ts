import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, { command: string }>;

/**
 * Playwright against the built mall on the fixtures (mock mode, project `messenger-375`) and against the production
 * build with the fixtures' world over HTTP (project `gateway`), in Debian's Chromium — never a downloaded
 * browser (`scripts/ensure-chromium.sh` installs it with apt when missing). A 375×667 touch viewport with the
 * messenger's user agent, as customers open the mall.
 */
const PORT = Number(process.env.E2E_PORT ?? 4174);
export const BASE_URL = `http://127.0.0.1:${PORT}/micromall/`;
/** Where the mock-mode build for the specs goes, relative to web/ ("dist/" is git-ignored everywhere). */
const APP_DIST = "../e2e/.build/dist";

/**
 * Project `gateway` (issue 18 §8): the production build (mocks off: real fetch, real CSP, no service worker) and
 * the fixtures' world over HTTP, both served by `scripts/gateway.mjs --prod` on one origin, 127.0.0.1:
 * E2E_GATEWAY_PORT (default 4175). Its specs live in `gateway/`, the mock-mode specs in `tests/`.
 */
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 4175);
export const GATEWAY_BASE_URL = `http://127.0.0.1:${GATEWAY_PORT}/micromall/`;
/** Where the gateway project's production build goes, relative to the repository root. */
const GATEWAY_DIST = "e2e/.build/gateway/dist";
const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Whether this run can reach a test of `project` (whose specs are in `dir`), read from the command line, so that
 * a run of one spec pays for one build only (`npx playwright test tests/faults.spec.ts` does not build the
 * gateway project's app, `--project gateway` not the mock one): false only when `--project` names other projects,
 * or every file filter given misses every spec of `dir`. When in doubt, true (the server starts; a test never
 * runs without its server).
 */
function runReaches(project: string, dir: string, argv: readonly string[] = process.argv): boolean {
  const valued = new Set(["-c", "--config", "-g", "--grep", "--grep-invert", "-j", "--workers", "--reporter", "--retries", "--timeout", "--output", "--shard", "--max-failures", "-x", "--repeat-each", "--global-timeout", "--trace", "--update-snapshots", "--tsconfig", "--test-list", "--test-list-invert"]);
  const projects: string[] = [];
  const filters: string[] = [];
  const start = argv.indexOf("test");
  if (start < 0) return true;
  for (let i = start + 1; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--project") projects.push(argv[++i] ?? "");
    else if (arg.startsWith("--project=")) projects.push(arg.slice("--project=".length));
    else if (valued.has(arg)) i++;
    else if (!arg.startsWith("-")) filters.push(arg);
  }
  if (projects.length > 0 && !projects.includes(project)) return false;
  if (filters.length === 0) return true;
  const folder = join(HERE, dir);
  const files = readdirSync(folder).map((name) => join(folder, name));
  return filters.some((filter) => {
    const absolute = resolve(filter);
    if (files.some((file) => file.startsWith(absolute))) return true;
    try {
      return files.some((file) => new RegExp(filter).test(file));
    } catch {
      return true;
    }
  });
}

/** The messenger's in-app browser on an Android phone (its UA carries MicroMessenger). */
const MESSENGER_UA =
  "Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 " +
  "MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";

/**
 * The mock-mode app: built into e2e's own folder — other work on this checkout may be rebuilding web/dist at the
 * same time — with the fixtures answering every call through the service worker, served by `vite preview`.
 * Domain is built by the root `npm run test:e2e`; here only when its output is missing (one spec run from a
 * fresh checkout).
 */
const MOCK_SERVER: WebServer = {
  command:
    `(test -f domain/dist/index.js || npm run build -w domain) && ` +
    // E2E_REUSE_BUILD=1: a run on an unchanged web/ serves the build the last run made (a local loop; CI builds).
    `(test "$E2E_REUSE_BUILD" = 1 -a -f e2e/.build/dist/index.html || npm exec -w web -- vite build --mode mock --outDir ${APP_DIST} --emptyOutDir) && ` +
    `npm exec -w web -- vite preview --mode mock --outDir ${APP_DIST} --host 127.0.0.1 --port ${PORT} --strictPort`,
  cwd: "..",
  url: BASE_URL,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore",
  stderr: "pipe",
};

/**
 * The production app and the gateway: one production build (mocks off, the demo cipher key, gateway
 * `/micromall-gateway` on the same origin), then the app's files and the fixtures' world over HTTP from one node
 * process (`scripts/gateway.mjs --prod`, the same as `npm run start:prod`).
 */
const GATEWAY_SERVER: WebServer = {
  command: `(test -f domain/dist/index.js || npm run build -w domain) && node scripts/gateway.mjs --prod --out ${GATEWAY_DIST}`,
  cwd: "..",
  env: { GATEWAY_PORT: String(GATEWAY_PORT) },
  url: GATEWAY_BASE_URL,
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: "ignore",
  stderr: "pipe",
};

export default defineConfig({
  testDir: "tests",
  outputDir: "test-results",
  // Both cores: the spec files run side by side (the tests of one file stay in order). Every test starts with
  // cleared storage (a reused context, see project `messenger-375`) and the mock gateway lives in the page, so no
  // test sees another's state (project `gateway` shares one world in its server process; its tests use accounts
  // of their own).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 375, height: 667 },
    // One device pixel per CSS pixel: layout, sizes, overflow and contrast are measured in CSS pixels and do not
    // change with the scale, while Chromium (software rendering, 2 cores) paints a quarter of the pixels of a
    // 2× screen. The walk alone, on an idle machine: 4.2 → 3.5 min (the whole CI run's Playwright stage stayed at 27m52s:
    // under CI's load the two workers keep both cores busy either way).
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: MESSENGER_UA,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    // Pictures and traces cost time on every test; keep them for the tests that fail (a retry, on CI, records
    // its trace). The smoke spec attaches its own full-page screenshots of every route.
    screenshot: "only-on-failure",
    trace: "on-first-retry",
    serviceWorkers: "allow",
    launchOptions: {
      // Debian's headless shell of the same Chromium (scripts/ensure-chromium.sh installs it), as Playwright runs
      // headless by default: measured against Debian's full browser on the mock build (CPU of every process, six
      // of each), a new context and the mall's first page 1.96 s instead of 5.3 s, a reused tab's first page 1.03 s
      // instead of 1.13 s, a screen inside the app 83 ms instead of 100 ms (docs/decisions/0010-e2e-headless-shell.md).
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    // One browser context per worker, reused from test to test (Playwright's `reuseContext`): between tests
    // Playwright clears cookies, the cache, local and session storage, IndexedDB and service workers, closes extra
    // pages, removes routes, bindings and init scripts and opens about:blank in the page it keeps; the specs' `test`
    // (support/test.ts) also starts the tab's history afresh. A new context and tab cost about 5 s of CPU before
    // the mall's first page, a reset about 1.2 s: CI's Playwright stage went from 26m12s to 18m43s
    // (docs/decisions/0009-e2e-reused-context.md).
    { name: "messenger-375", testDir: "tests", use: { browserName: "chromium", reuseContext: true } },
    // The production build against the gateway; one world for the whole run, so each test uses an account of its own.
    { name: "gateway", testDir: "gateway", use: { browserName: "chromium", baseURL: GATEWAY_BASE_URL } },
  ],
  webServer: [...(runReaches("messenger-375", "tests") ? [MOCK_SERVER] : []), ...(runReaches("gateway", "gateway") ? [GATEWAY_SERVER] : [])],
});
