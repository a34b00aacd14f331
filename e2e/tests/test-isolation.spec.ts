/**
 * The specs' own `test` (support/test.ts) in the reused browser context of the mock-mode project: a test starts
 * where a new tab starts. Two tests in order on one worker: the first leaves the mall on a page with a history
 * behind it and something in both storages; the second finds none of it — no storage, and no page of the first
 * test in the tab's history, so no back reaches one (back-after-finish.spec.ts presses back until it leaves the mall).
 */
import { expect, test } from "../support/test";
import { screenShown } from "../support/customer";

test.describe.configure({ mode: "serial" });

test.describe("each test starts as in a new tab", () => {
  test("a test leaves pages, history and storage behind", async ({ page }) => {
    await page.goto("about");
    await screenShown(page);
    await page.goto("consumer");
    await screenShown(page);
    await page.evaluate(() => (localStorage.setItem("e2e.left", "1"), sessionStorage.setItem("e2e.left", "1")));
  });

  test("the next test's backs never reach them, and the storage is empty", async ({ page }) => {
    await page.goto("complaint");
    await screenShown(page);
    expect(await page.evaluate(() => [localStorage.getItem("e2e.left"), sessionStorage.getItem("e2e.left")])).toEqual([null, null]);
    // The tab's history (what back can reach), as DevTools reads it: this test's page and at most a blank one.
    const session = await page.context().newCDPSession(page);
    const { entries } = await session.send("Page.getNavigationHistory");
    await session.detach();
    expect(entries.map((entry) => entry.url).filter((url) => url !== "about:blank")).toEqual([page.url()]);
  });
});
