/**
 * The specs' `test`: Playwright's, with one more step before each test — the tab's history starts afresh.
 *
 * The mock-mode project runs its tests in one reused browser context per worker (`reuseContext`, playwright.config.ts):
 * between tests Playwright clears cookies, the cache, local and session storage, IndexedDB and service workers,
 * closes extra pages, removes routes, bindings and init scripts, and opens about:blank in the one page it keeps. It
 * does not clear that tab's history, so a spec's back could walk into the previous test's pages. Here the history
 * is reset (DevTools `Page.resetNavigationHistory`) before each test: a back from the test's first page leaves the
 * mall, as in a new tab.
 */
import { test as base } from "@playwright/test";

export * from "@playwright/test";

export const test = base.extend<{ freshHistory: void }>({
  freshHistory: [
    async ({ page }, use) => {
      const session = await page.context().newCDPSession(page);
      await session.send("Page.resetNavigationHistory");
      await session.detach();
      await use();
    },
    { auto: true, title: "a fresh tab history" },
  ],
});
