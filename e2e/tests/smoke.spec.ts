/**
 * Smoke: every route of the app's table (read from web/src/app/routes.tsx at test time), and an unknown address,
 * opens cleanly from its address — a document load, logged in first where the route requires it — with no console
 * error, no uncaught page error, no failed request, no response ≥ 400 from the app's origin and no
 * Content-Security-Policy violation, and a `<main>` with text, still at its address once the network is quiet
 * (the session check has run).
 *
 * What a page shows once it is there — axe-core, overflow, English and elder mode — is the walk's
 * (`walk.spec.ts`): it checks every route in three modes, going from route to route inside the running app,
 * at a tenth of a document load's cost. Screenshots are taken of failures only (Playwright's own, and the walk's
 * of every route with a finding).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { appUrl, main, openLoggedIn, screenTitle } from "../support/customer";
import { watchPage } from "../support/page-watch";
import { loadRouteTable } from "../support/route-table";

const TABLE = await loadRouteTable();
// The ~110 route tests are independent (each has its own browser context and mock world), so they spread over
// both workers instead of running one after another in the worker that took this file.
test.describe.configure({ mode: "parallel" });
/** Anything that says the screen is still loading (the global indicator, the route fallback, a spinner). */
const LOADING = ".mm-loading, .mm-app-loading, .mm-spinner";

test.describe("every route opens cleanly", () => {
  for (const route of TABLE) {
    test(`${route.path}${route.requireAuth ? " (logged in)" : ""}`, async ({ page, baseURL }) => {
      const watch = await watchPage(page, baseURL ?? "http://127.0.0.1/");
      if (route.requireAuth) await openLoggedIn(page, route.path);
      else await page.goto(route.path.slice(1));

      await expect(page).toHaveURL(appUrl(route.path));
      await expect(screenTitle(page)).toBeVisible();
      await expect(page.locator(LOADING)).toHaveCount(0);
      // Quiet network: the screen's calls and the session check are done.
      await page.waitForLoadState("networkidle");
      // Still there after the session check: nothing sent the customer elsewhere.
      await expect(page).toHaveURL(appUrl(route.path));
      await expect(main(page)).toHaveCount(1);
      expect((await main(page).innerText()).trim(), "<main> has text").not.toBe("");
      expect(watch.problems, "console errors, page errors, failed requests, HTTP ≥ 400, CSP violations").toEqual([]);
    });
  }

  test("an unknown address shows the not-found page", async ({ page, baseURL }) => {
    const watch = await watchPage(page, baseURL ?? "http://127.0.0.1/");
    await page.goto("policyGasOld?from=old-link");
    await expect(page.getByRole("heading", { level: 1, name: "页面不存在" })).toBeVisible();
    await expect(page).toHaveTitle("页面不存在");
    await expect(main(page)).toContainText("/policyGasOld?from=old-link");
    await expect(page.getByRole("link", { name: "返回首页" })).toBeVisible();
    await expect(page.getByRole("link", { name: "浏览保险产品" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), "axe: serious or critical violations").toEqual([]);
    expect(watch.problems, "console errors, page errors, failed requests, HTTP ≥ 400, CSP violations").toEqual([]);
  });
});

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
