/**
 * The walk (issue 20 items 1 and 2, issue 19 "CI that stays fast"). Every route of the app's table (read from web/src/app/routes.tsx at test time) is opened in
 * four modes — normal (zh-CN), elder (长辈版), English, and English with elder mode — by a customer who logged in once
 * (the login pages first, before that login: a logged-in customer is sent on past them, G4), and after them the
 * example addresses of `support/walk-examples.ts` (screens that need parameters, with real ones from the demo
 * world; issue 20 item 5), spread over the same tests: each test logs in,
 * switches the mode the customer's way, and then goes from route to route inside the running app (no document
 * load), so the walk pays one login per test, not one per route. The routes of a mode are split into a few tests,
 * so the workers share the walk.
 *
 * On every route and mode: the address stays (nothing sent the customer elsewhere), a `<main>` with text, no
 * console error, uncaught page error, failed request, HTTP ≥ 400 from the app's origin or CSP violation, no
 * serious or critical axe-core violation (in normal and English-elder mode, `AXE_MODES`), and the page checks of
 * `support/page-checks.ts`: no horizontal overflow past the device's 375 px (the page, any element or text), no two
 * tabs overlapping or a tab label wider than its tab, no placeholder or chosen option cut by its field and no required
 * field without its mark in any mode; in English no
 * Chinese outside data marked `lang="zh-CN"`; in elder mode text ≥ 18 px, targets ≥ 60 px and numbers in one piece. A route with findings gets a full-page screenshot in the report; the counts
 * per check are attached as `walk-<mode>-<n>.json`.
 *
 * Nothing waits a fixed time: a route is ready when a new page's `<main>` shows its heading and no loading indicator or
 * spinner is left.
 */
import { writeFileSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "../support/test";
import { seriousViolations } from "../support/axe";
import { appUrl, goInApp, main, openLoggedIn, screenShown } from "../support/customer";
import { isElder, isEnglish, pageProblems, type WalkMode } from "../support/page-checks";
import { watchPage } from "../support/page-watch";
import { loadRouteTable, type TableRoute } from "../support/route-table";
import { walkExamples } from "../support/walk-examples";
import { KNOWN_FINDINGS } from "../support/walk-known";

const TABLE = await loadRouteTable();
const EXAMPLES = walkExamples();
/** English + elder together: the longest labels in the largest type (customer report 2 G6). */
const MODES: readonly WalkMode[] = ["normal", "elder", "en", "en-elder"];
/**
 * The modes axe-core runs in: normal, and English with elder mode. Elder mode only enlarges type and targets (its
 * colours are normal mode's, and larger type and targets pass more of axe's contrast and target-size rules, never
 * fewer); English changes the words and their `lang`. These two together meet every page's markup in both
 * languages and its styles in both sizes; the other two modes cost a third of their walk's time in axe alone.
 */
const AXE_MODES: ReadonlySet<WalkMode> = new Set(["normal", "en-elder"]);
/** Tests per mode: enough to keep two workers busy, few enough that the logins stay cheap. */
const PARTS = 3;
/** The login pages: a logged-in customer is sent on to the target (G4), so the walk opens them before it logs in. */
const LOGIN_PAGES: ReadonlySet<string> = new Set(["/login", "/register", "/resetPassword"]);

test.describe.configure({ mode: "parallel" });


for (const mode of MODES) {
  for (let part = 0; part < PARTS; part += 1) {
    const examples = EXAMPLES.filter((_, index) => index % PARTS === part);
    const routes: readonly TableRoute[] = [...TABLE.filter((_, index) => index % PARTS === part), ...examples];
    test(`the walk in ${mode} mode, part ${part + 1}/${PARTS} (${routes.length - examples.length} routes, ${examples.length} examples)`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(60_000 + routes.length * 8_000);
      const watch = await watchPage(page, baseURL ?? "http://127.0.0.1/");
      const guestRoutes = routes.filter((route) => LOGIN_PAGES.has(route.path));
      const report: Record<string, string[]> = {};
      let previous: TableRoute | undefined;
      if (guestRoutes.length > 0) await startGuest(page, mode);
      let loggedIn = false;
      for (const route of [...guestRoutes, ...routes.filter((route) => !LOGIN_PAGES.has(route.path))]) {
        if (!LOGIN_PAGES.has(route.path) && !loggedIn) {
          await watch.settle();
          await startMode(page, mode);
          loggedIn = true;
          previous = undefined;
        }
        // A page that blocks back (allowBack: false) also blocks the walk's in-app step: start afresh from the login.
        if (previous?.allowBack === false) {
          // the left page's late requests end before the new document cuts them off (page-watch.ts `settle`)
          await watch.settle();
          await startMode(page, mode);
        }
        previous = route;
        const findings = await walkTo(page, route, mode, watch);
        // An example address shows its record, not the screen's "missing" or "not found" state.
        if ("record" in route && typeof route.record === "string" && !(await main(page).innerText().catch(() => "")).includes(route.record)) {
          findings.push(`example: the page does not show ${route.record}`);
        }
        const known = KNOWN_FINDINGS[mode][route.path] ?? [];
        const unknown = findings.filter((line) => !known.some((prefix) => line.startsWith(prefix)));
        const fixed = known.filter((prefix) => !findings.some((line) => line.startsWith(prefix)));
        if (findings.length > 0) {
          report[route.path] = findings;
          await screenshot(page, testInfo, `${route.path} (${mode})`);
        }
        expect.soft(unknown, `${route.path} (${mode}): new findings`).toEqual([]);
        expect.soft(fixed, `${route.path} (${mode}): fixed — remove from support/walk-known.ts`).toEqual([]);
      }
      const file = testInfo.outputPath(`walk-${mode}-${part + 1}.json`);
      writeFileSync(file, JSON.stringify({ mode, routes: routes.length, findings: report }, null, 1));
      await testInfo.attach(`walk-${mode}-${part + 1}.json`, { path: file, contentType: "application/json" });
    });
  }
}

/** Opens /home logged out and switches to `mode` as a customer does (for the login pages). */
async function startGuest(page: Page, mode: WalkMode): Promise<void> {
  if (isElder(mode)) await page.addInitScript(() => localStorage.setItem("micromall.elder", "1"));
  await page.goto("home");
  await screenShown(page);
  if (isElder(mode)) await expect(page.locator("html.elder")).toHaveCount(1);
  if (isEnglish(mode)) {
    await page.getByRole("button", { name: "Switch to English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
}

/** Logs in once (landing on /home) and switches to `mode` as a customer does. */
async function startMode(page: Page, mode: WalkMode): Promise<void> {
  // The login screen is read in Chinese (support/customer.ts); English is chosen on /home, as a customer does.
  if (isEnglish(mode)) await page.evaluate(() => localStorage.setItem("micromall.locale", "zh-CN")).catch(() => undefined);
  if (isElder(mode)) await page.addInitScript(() => localStorage.setItem("micromall.elder", "1"));
  await openLoggedIn(page, "/home");
  if (isElder(mode)) await expect(page.locator("html.elder")).toHaveCount(1);
  if (isEnglish(mode)) {
    // The login's toast was written in Chinese before the switch; it is gone before the walk reads the page.
    await expect(page.locator(".mm-toast")).toHaveCount(0, { timeout: 8_000 });
    await page.getByRole("button", { name: "Switch to English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
}

/**
 * Goes to `route` inside the app, waits until it is ready, and answers every finding there (each line names its
 * check: address, main, errors, axe, overflow, chinese, text, target, number).
 */
async function walkTo(page: Page, route: TableRoute, mode: WalkMode, watch: { readonly problems: readonly string[] }): Promise<string[]> {
  const before = watch.problems.length;
  const findings: string[] = [];
  // The page being left keeps showing while the next one's module loads (and a kept-alive page stays in the
  // document, hidden), so "a heading is visible" alone could read the old page: the visible <main> is tagged first,
  // and the route is ready when a visible <main> without that tag holds the heading.
  // (A walk that starts where it already is — /home after the login — has nothing to leave.)
  const leaving = await page.evaluate((target) => {
    if (location.pathname === `/micromall${target}`) return "";
    const tag = `${location.pathname}${location.search}@${performance.now()}`;
    for (const element of Array.from(document.querySelectorAll("main"))) if (element.checkVisibility()) element.dataset["walkLeft"] = tag;
    return tag;
  }, route.path);
  try {
    await goInApp(page, route.path);
  } catch {
    findings.push(`address: went to ${page.url()} instead`);
  }
  try {
    await screenShown(page, { left: leaving });
  } catch {
    findings.push("ready: the heading did not appear, or a loading indicator stayed");
  }
  const mainText = (await main(page).count()) === 1 ? (await main(page).innerText()).trim() : "";
  if (mainText === "") findings.push("main: no single <main> with text");
  if (AXE_MODES.has(mode)) findings.push(...(await seriousViolations(page)).map((line) => `axe: ${line}`));
  findings.push(...(await pageProblems(page, mode)));
  // After the checks (which take their time): still there, nothing sent the customer elsewhere.
  if (!appUrl(route.path).test(page.url())) findings.push(`address: left for ${page.url()}`);
  findings.push(...watch.problems.slice(before).map((line) => `errors: ${line}`));
  return findings;
}

/** A full-page screenshot attached to the report under `name`. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const shot = testInfo.outputPath(`${name.slice(1).replace(/[^\w-]+/g, "-") || "root"}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach(`screen ${name}`, { path: shot, contentType: "image/png" });
}
