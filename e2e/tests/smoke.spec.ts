/**
 * Smoke: every route of the app's table (read from web/src/app/routes.tsx at test time), and an unknown address,
 * opens cleanly — logged in first where the route requires it — with no console error, no uncaught page error,
 * no failed request, no response ≥ 400 from the app's origin and no Content-Security-Policy violation, a `<main>`
 * with text, and no serious or critical axe-core violation in normal and in elder mode. A full-page screenshot
 * of each screen (both modes) is attached to the report.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { appUrl, main, openLoggedIn, screenTitle } from "../support/customer";
import { watchPage } from "../support/page-watch";
import { loadRouteTable } from "../support/route-table";

const TABLE = await loadRouteTable();
// The ~110 route tests are independent (each has its own browser context and mock world), so they spread over
// both workers instead of running one after another in the worker that took this file.
test.describe.configure({ mode: "parallel" });
/** How long a screen gets to settle (its first calls, the 500 ms session check, the 1 s loading timer). */
const SETTLE_MS = 1_200;

test.describe("every route opens cleanly", () => {
  for (const route of TABLE) {
    test(`${route.path}${route.requireAuth ? " (logged in)" : ""}`, async ({ page, baseURL }, testInfo) => {
      const watch = await watchPage(page, baseURL ?? "http://127.0.0.1/");
      if (route.requireAuth) await openLoggedIn(page, route.path);
      else await page.goto(route.path.slice(1));

      await expect(page).toHaveURL(appUrl(route.path));
      await expect(screenTitle(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(SETTLE_MS);
      // Still there after the session check: nothing sent the customer elsewhere.
      await expect(page).toHaveURL(appUrl(route.path));
      await expect(main(page)).toHaveCount(1);
      expect((await main(page).innerText()).trim(), "<main> has text").not.toBe("");

      await screenshot(page, testInfo, route.path);
      expect(await seriousViolations(page), "axe: serious or critical violations (normal mode)").toEqual([]);

      // Elder mode (remembered in localStorage, applied on load): the same page again, larger.
      await page.evaluate(() => localStorage.setItem("micromall.elder", "1"));
      await page.reload();
      await expect(page.locator("html.elder")).toHaveCount(1);
      await expect(screenTitle(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(SETTLE_MS);
      await screenshot(page, testInfo, `${route.path} (elder)`);
      expect(await seriousViolations(page), "axe: serious or critical violations (elder mode)").toEqual([]);

      expect(watch.problems, "console errors, page errors, failed requests, HTTP ≥ 400, CSP violations").toEqual([]);
    });
  }

  test("an unknown address shows the not-found page", async ({ page, baseURL }, testInfo) => {
    const watch = await watchPage(page, baseURL ?? "http://127.0.0.1/");
    await page.goto("policyGasOld?from=old-link");
    await expect(page.getByRole("heading", { level: 1, name: "页面不存在" })).toBeVisible();
    await expect(page).toHaveTitle("页面不存在");
    await expect(main(page)).toContainText("/policyGasOld?from=old-link");
    await expect(page.getByRole("link", { name: "返回首页" })).toBeVisible();
    await expect(page.getByRole("link", { name: "浏览保险产品" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await screenshot(page, testInfo, "/not-found");
    expect(await seriousViolations(page), "axe: serious or critical violations").toEqual([]);
    expect(watch.problems, "console errors, page errors, failed requests, HTTP ≥ 400, CSP violations").toEqual([]);
  });
});

/** A full-page screenshot attached to the report under `name`. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const shot = testInfo.outputPath(`${name.slice(1).replace(/[^\w-]+/g, "-") || "root"}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach(`screen ${name}`, { path: shot, contentType: "image/png" });
}

test("the browser finds the mall's icon: no 404 for /favicon.ico", async ({ page }) => {
  const html = readFileSync(fileURLToPath(new URL("../../web/index.html", import.meta.url)), "utf8");
  test.fixme(
    !/<link[^>]+rel="(?:shortcut )?icon"/.test(html),
    'web/index.html declares no <link rel="icon">: Chromium asks the origin for /favicon.ico and logs a 404 console error',
  );
  const missing: string[] = [];
  page.on("response", (response) => {
    if (/icon/i.test(response.url()) && response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("home");
  await page.waitForLoadState("networkidle");
  expect(missing).toEqual([]);
});
