/**
 * The prerendered home shell (issue 22 point 4): index.html carries home's static frame, shown before any of the
 * entry's JavaScript has run — but only on the addresses that show home. The entry is held back here (its request
 * never answers) so the page stays as the HTML, the stylesheet and the early script leave it.
 */
import { expect, test, type Page } from "@playwright/test";

/** Opens `path` with the entry's module never arriving: what shows is index.html's own. */
async function openWithoutEntry(page: Page, path: string): Promise<void> {
  await page.route(/\/micromall\/static\/index-[^/]+\.js$/, () => undefined);
  // A module script that never arrives holds DOMContentLoaded back: wait for the parsed body and the stylesheet instead.
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("#root").waitFor({ state: "attached" });
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/static/") === true));
}

const shell = (page: Page) => page.locator("#boot-shell");

test.describe("home shell before the entry has run", () => {
  for (const path of ["home", "", "home?from=share"]) {
    test(`shows on /micromall/${path}: header, skeleton grid and tab bar`, async ({ page }) => {
      await openWithoutEntry(page, path);
      await expect(shell(page)).toBeVisible();
      await expect(shell(page).locator("h1")).toHaveText("保险商城");
      await expect(shell(page).locator(".product-grid__item--skeleton").first()).toBeVisible();
      await expect(shell(page).locator("nav.mm-tabbar")).toBeVisible();
    });
  }

  for (const path of ["productList", "login", "personalCenter", "no-such-page"]) {
    test(`never shows on /micromall/${path}`, async ({ page }) => {
      await openWithoutEntry(page, path);
      await expect(page.locator("html")).not.toHaveAttribute("data-boot-shell", /.*/);
      await expect(shell(page)).toBeHidden();
    });
  }
});

test("the app replaces the shell on home: one page, one tab bar", async ({ page }) => {
  await page.goto("home");
  await expect(page.getByRole("heading", { level: 1, name: "保险商城" })).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.locator("nav.mm-tabbar")).toHaveCount(1);
});
