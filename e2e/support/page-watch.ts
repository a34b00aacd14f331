/**
 * Watches a page for what must never happen on a healthy screen: a console error, an uncaught page error, a
 * request that failed, a response ≥ 400 from the app's own origin, or a Content-Security-Policy violation
 * (the page's `securitypolicyviolation` events, reported as console errors tagged `CSP violation`).
 * Nothing is allowed for: the mall declares its icon in index.html, so the browser asks for nothing of its own
 * (smoke.spec.ts checks that /favicon.ico is never requested into a 404).
 */
import type { Page } from "@playwright/test";

/** What went wrong on the page so far. */
export interface PageWatch {
  readonly problems: readonly string[];
}

/**
 * Starts watching `page`; read `problems` at the end of the test.
 * @example const watch = await watchPage(page, baseURL); …; expect(watch.problems).toEqual([])
 */
export async function watchPage(page: Page, appOrigin: string): Promise<PageWatch> {
  const problems: string[] = [];
  const origin = new URL(appOrigin).origin;

  // Registered before any of the page's own scripts, in every document the page loads.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    problems.push(`console error: ${message.text()}${where === "" ? "" : ` (${where})`}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.name}: ${error.message}`));
  page.on("requestfailed", (request) => {
    problems.push(`request failed: ${request.method()} ${request.url()} — ${request.failure()?.errorText ?? "?"}`);
  });
  page.on("response", (response) => {
    const url = response.url();
    if (response.status() < 400 || new URL(url).origin !== origin) return;
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${url}`);
  });
  return { problems };
}
