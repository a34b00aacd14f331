import { defineConfig } from "@playwright/test";

/**
 * Playwright against the built mall on the fixtures (mock mode), in Debian's Chromium — never a downloaded
 * browser (`scripts/ensure-chromium.sh` installs it with apt when missing). A 375×667 touch viewport with the
 * messenger's user agent, as customers open the mall.
 */
const PORT = Number(process.env.E2E_PORT ?? 4174);
export const BASE_URL = `http://127.0.0.1:${PORT}/micromall/`;
/** Where the mock-mode build for the specs goes, relative to web/ ("dist/" is git-ignored everywhere). */
const APP_DIST = "../e2e/.build/dist";

/** The messenger's in-app browser on an Android phone (its UA carries MicroMessenger). */
const MESSENGER_UA =
  "Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 " +
  "MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";

export default defineConfig({
  testDir: "tests",
  outputDir: "test-results",
  // Both cores: the spec files run side by side (the tests of one file stay in order). Every test has its own
  // browser context and the mock gateway lives in the page, so no test sees another's state.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
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
      executablePath: "/usr/bin/chromium",
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
  projects: [{ name: "messenger-375", use: { browserName: "chromium" } }],
  webServer: {
    // Build the mall in mock mode (fixtures answer every call through the service worker) into e2e's own
    // folder — other work on this checkout may be rebuilding web/dist at the same time — and serve it there.
    // Domain is built by the root `npm run test:e2e`; here only when its output is missing (one spec run from
    // a fresh checkout).
    command:
      `(test -f domain/dist/index.js || npm run build -w domain) && ` +
      `npm exec -w web -- vite build --mode mock --outDir ${APP_DIST} --emptyOutDir && ` +
      `npm exec -w web -- vite preview --mode mock --outDir ${APP_DIST} --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: "..",
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
