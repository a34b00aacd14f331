/**
 * Watches a page for what must never happen on a healthy screen: a console error, an uncaught page error, a
 * request that failed, or a response ≥ 400 from the app's own origin.
 *
 * One allowance, named: Chromium asks for `/favicon.ico` at the origin's root on its own, and the mall (served
 * under /micromall/) declares no icon, so that 404 is reported as a known app gap (see smoke.spec.ts and
 * e2e/README.md) instead of failing every screen.
 */
import type { Page } from "@playwright/test";

/** Requests the browser makes by itself, not the app. */
export const BROWSER_OWN_REQUESTS: readonly RegExp[] = [/^https?:\/\/[^/]+\/favicon\.ico$/];

/** What went wrong on the page so far. */
export interface PageWatch {
  readonly problems: readonly string[];
}

/**
 * Starts watching `page`; read `problems` at the end of the test.
 * @example const watch = watchPage(page, baseURL); …; expect(watch.problems).toEqual([])
 */
export function watchPage(page: Page, appOrigin: string): PageWatch {
  const problems: string[] = [];
  const origin = new URL(appOrigin).origin;
  const ignored = (url: string) => BROWSER_OWN_REQUESTS.some((pattern) => pattern.test(url));

  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    if (where !== "" && ignored(where)) return;
    problems.push(`console error: ${message.text()}${where === "" ? "" : ` (${where})`}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.name}: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (ignored(request.url())) return;
    problems.push(`request failed: ${request.method()} ${request.url()} — ${request.failure()?.errorText ?? "?"}`);
  });
  page.on("response", (response) => {
    const url = response.url();
    if (response.status() < 400 || ignored(url) || new URL(url).origin !== origin) return;
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${url}`);
  });
  return { problems };
}
