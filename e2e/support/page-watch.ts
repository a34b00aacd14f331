/**
 * Watches a page for what must never happen on a healthy screen: a console error, an uncaught page error, a
 * request that failed, a response ≥ 400 from the app's own origin, or a Content-Security-Policy violation
 * (the page's `securitypolicyviolation` events, reported as console errors tagged `CSP violation`).
 * Nothing is allowed for: the mall declares its icon in index.html, so the browser asks for nothing of its own
 * (smoke.spec.ts checks that /favicon.ico is never requested into a 404).
 */
import type { Page } from "@playwright/test";

/** What went wrong on the page so far, and a wait for its requests to end. */
export interface PageWatch {
  readonly problems: readonly string[];
  /**
   * Resolves once none of the page's requests is in flight (at most `timeout` ms, then it resolves anyway: what is
   * still running then is the next check's). A spec that loads the next address calls it first, so the load never
   * cuts off a request the page started late — an idle-time preload after the network went quiet — which would show
   * as a failed request (net::ERR_ABORTED) of the page the spec itself left.
   */
  settle(timeout?: number): Promise<void>;
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
  const inFlight = new Set<unknown>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => {
    inFlight.delete(request);
    problems.push(`request failed: ${request.method()} ${request.url()} — ${request.failure()?.errorText ?? "?"}`);
  });
  page.on("response", (response) => {
    const url = response.url();
    if (response.status() < 400 || new URL(url).origin !== origin) return;
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${url}`);
  });
  const settle = async (timeout = 5_000): Promise<void> => {
    const until = Date.now() + timeout;
    while (inFlight.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
  };
  return { problems, settle };
}
