/**
 * Smoke: every route of the app's table (read from web/src/app/routes.tsx at test time), and an unknown address,
 * opens cleanly from its address — a document load — with no console error, no uncaught page error, no failed
 * request, no response ≥ 400 from the app's origin and no Content-Security-Policy violation, and a `<main>` with
 * text, still at its address once the network is quiet (the session check has run). The guest routes are opened
 * by a customer who is not logged in; a protected route sends a logged-out customer to the login first, and after
 * the login the customer lands on it (the route guard, for every protected route of the table).
 *
 * The routes are loaded one after another in a few tests (one browser context each, so the service worker is
 * installed once per test, not per route); a route that fails is reported by its path and the test goes on to
 * the next one.
 *
 * What a page shows once it is there — axe-core, overflow, English and elder mode — is the walk's
 * (`walk.spec.ts`): it checks every route in three modes. Screenshots are taken of failures only (Playwright's
 * own, and the walk's of every route with a finding).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "../support/test";
import { seriousViolations } from "../support/axe";
import { DEMO_ACCOUNT, appUrl, logIn, main, screenShown } from "../support/customer";
import { watchPage, type PageWatch } from "../support/page-watch";
import { loadRouteTable, type TableRoute } from "../support/route-table";

const TABLE = await loadRouteTable();
// The groups are independent (a browser context and a mock world each), so they spread over both workers.
test.describe.configure({ mode: "parallel" });
/** Routes per test: few enough that a test stays short, many enough that the set-up is paid rarely. */
const ROUTES_PER_TEST = 14;

/** The table's routes cut into groups of one kind (guest or logged in), each at most ROUTES_PER_TEST long. */
function groups(requireAuth: boolean): TableRoute[][] {
  const routes = TABLE.filter((route) => route.requireAuth === requireAuth);
  const count = Math.ceil(routes.length / ROUTES_PER_TEST);
  return Array.from({ length: count }, (_, part) => routes.filter((_, index) => index % count === part));
}

test.describe("every route opens cleanly from its address", () => {
  for (const requireAuth of [false, true]) {
    const parts = groups(requireAuth);
    parts.forEach((routes, part) => {
      const name = requireAuth
        ? `protected routes, part ${part + 1}/${parts.length}: a logged-out customer is sent to the login, logs in and lands there`
        : `guest routes, part ${part + 1}/${parts.length}`;
      test(`${name}: ${routes.map((route) => route.path).join(" ")}`, async ({ page, baseURL }) => {
        test.setTimeout(30_000 + routes.length * 10_000);
        const watch = await watchPage(page, baseURL ?? "http://127.0.0.1/");
        const headings = requireAuth ? await recordHeadings(page) : undefined;
        for (const route of routes) {
          const problems = headings === undefined ? await openFromAddress(page, route, watch) : await logInThenLand(page, route, watch, headings);
          expect.soft(problems, route.path).toEqual([]);
        }
      });
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

/**
 * Loads the guest `route` from its address and answers what is wrong there: [] when it opened cleanly.
 */
async function openFromAddress(page: Page, route: TableRoute, watch: PageWatch): Promise<string[]> {
  const before = watch.problems.length;
  const found: string[] = [];
  try {
    // the last page's late requests end first: the load below must not cut them off (page-watch.ts `settle`)
    await watch.settle();
    await page.goto(route.path.slice(1));
    await expect(page).toHaveURL(appUrl(route.path));
    found.push(...(await settled(page, route)));
  } catch (error) {
    found.push(`did not open: ${firstLine(error)}`);
  }
  return [...found, ...watch.problems.slice(before)];
}

/**
 * Spec §2 route meta and §4: a logged-out customer who opens the protected `route` from its address is sent to
 * the login (`?redirect=` the route), the protected screen never renders (the only title the document ever shows
 * is the login's), and after logging in lands on the route, which then opens cleanly. The customer is logged out
 * first by emptying the storage (the next document load starts as a new visitor's, with a fresh mock world).
 */
async function logInThenLand(page: Page, route: TableRoute, watch: PageWatch, headings: () => Promise<string[]>): Promise<string[]> {
  const before = watch.problems.length;
  const found: string[] = [];
  try {
    await watch.settle();
    if (page.url().startsWith("http")) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await page.goto(route.path.slice(1));
    await expect(page).toHaveURL(appUrl(`/login?redirect=${encodeURIComponent(route.path)}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("登录");
    const shown = await headings();
    if (shown.join() !== "登录") found.push(`before the login, the document showed the titles ${JSON.stringify(shown)}`);
    // The session check runs 500 ms after the landing; its answer is waited for before the next document load.
    const checked = page.waitForResponse(/\/login\/wx\/compareOpenId$/, { timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    await logIn(page, DEMO_ACCOUNT);
    await expect(page).toHaveURL(appUrl(route.path));
    found.push(...(await settled(page, route)));
    if (!(await checked)) found.push("no session check answered after the landing");
  } catch (error) {
    found.push(`did not open: ${firstLine(error)}`);
  }
  return [...found, ...watch.problems.slice(before)];
}

/** Waits until the screen of `route` is there and its calls are done, and answers what is wrong. */
async function settled(page: Page, route: TableRoute): Promise<string[]> {
  await screenShown(page);
  await page.waitForLoadState("networkidle");
  const found: string[] = [];
  // Still there after the session check: nothing sent the customer elsewhere.
  if (!appUrl(route.path).test(page.url())) found.push(`left for ${page.url()}`);
  const mains = await main(page).count();
  if (mains !== 1) found.push(`${mains} <main> elements`);
  else if ((await main(page).innerText()).trim() === "") found.push("<main> has no text");
  return found;
}

/** The first line of what was thrown. */
function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
}

/** Records every `<h1>` text the document ever shows, from the first byte on (survives in-app navigation). */
async function recordHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __e2eHeadings: string[] }).__e2eHeadings = seen;
    const note = () => {
      for (const h1 of document.querySelectorAll("h1")) {
        // index.html's prerendered home shell is inert and shows only on home (issue 22 point 4): not a screen.
        if (h1.closest("[inert]") !== null) continue;
        const text = h1.textContent ?? "";
        if (text !== "" && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __e2eHeadings: string[] }).__e2eHeadings);
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
