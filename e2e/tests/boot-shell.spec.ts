/**
 * The prerendered shell (issue 22 point 4): index.html carries the static frames of home, the login and the product
 * list, shown before any of the entry's JavaScript has run — each only on its own addresses. (Mock mode makes no early
 * call, so the frames' pictures from the early answer are checked against the gateway: `gateway/boot-shell.spec.ts`.) The entry is held back here (its request
 * never answers) so the page stays as the HTML, the stylesheet and the early script leave it.
 */
import { expect, test, type Page } from "../support/test";

/** Opens `path` with the entry's module never arriving: what shows is index.html's own. */
async function openWithoutEntry(page: Page, path: string): Promise<void> {
  await page.route(/\/micromall\/static\/index-[^/]+\.js$/, () => undefined);
  // A module script that never arrives holds DOMContentLoaded back: wait for the parsed body and the stylesheet instead.
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("#root").waitFor({ state: "attached" });
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/static/") === true));
}

const shell = (page: Page) => page.locator("#boot-shell");
const frame = (page: Page, name: string, locale = "zh-CN") => shell(page).locator(`[data-boot-page="${name}"][data-boot-locale="${locale}"]`);

test.describe("home shell before the entry has run", () => {
  for (const path of ["home", "", "home?from=share"]) {
    test(`shows on /micromall/${path}: header, skeleton grid and tab bar`, async ({ page }) => {
      await openWithoutEntry(page, path);
      await expect(shell(page)).toBeVisible();
      await expect(frame(page, "home")).toBeVisible();
      await expect(frame(page, "home").locator("h1")).toHaveText("保险商城");
      await expect(frame(page, "home").locator(".product-grid__item--skeleton").first()).toBeVisible();
      await expect(frame(page, "home").locator("nav.mm-tabbar")).toBeVisible();
      await expect(frame(page, "login")).toBeHidden();
    });
  }

  for (const path of ["login", "login?redirect=%2FpersonalCenter"]) {
    test(`shows the login's frame on /micromall/${path}: header and heading, not home's`, async ({ page }) => {
      await openWithoutEntry(page, path);
      await expect(frame(page, "login")).toBeVisible();
      await expect(frame(page, "login").locator("h1")).toHaveText("登录");
      await expect(frame(page, "login").locator("h2")).toHaveText("欢迎登录保险商城");
      await expect(frame(page, "home")).toBeHidden();
    });
  }

  for (const path of ["productList", "productList?category=car"]) {
    test(`shows the product list's frame on /micromall/${path}: header, the chips' band, the first screen's cards and the tab bar`, async ({ page }) => {
      await openWithoutEntry(page, path);
      await expect(frame(page, "productList")).toBeVisible();
      await expect(frame(page, "productList").locator("h1")).toHaveText("保险产品");
      await expect(frame(page, "productList").locator(".boot-chips")).toBeVisible();
      await expect(frame(page, "productList").locator("ul.product-list article.product-card")).toHaveCount(2);
      await expect(frame(page, "productList").locator("nav.mm-tabbar")).toBeVisible();
      await expect(frame(page, "home")).toBeHidden();
      await expect(frame(page, "login")).toBeHidden();
    });
  }

  for (const path of ["home", "login", "productList"]) {
    test(`an English customer's /micromall/${path} shows its English frame, no Chinese one`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("micromall.locale", "en"));
      await openWithoutEntry(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(frame(page, path, "en")).toBeVisible();
      await expect(frame(page, path)).toBeHidden();
      expect(await shell(page).innerText()).not.toMatch(/\p{Script=Han}/u);
    });
  }

  test("an elder-mode customer's home frame lays out in elder mode's sizes before the entry has run", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("micromall.elder", "1"));
    await openWithoutEntry(page, "home");
    await expect(page.locator("html")).toHaveClass(/(^|\s)elder(\s|$)/);
    const size = await frame(page, "home").locator(".elder-entry__hint").evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(18);
  });

  for (const path of ["personalCenter", "no-such-page"]) {
    test(`never shows on /micromall/${path}`, async ({ page }) => {
      await openWithoutEntry(page, path);
      await expect(page.locator("html")).not.toHaveAttribute("data-boot-shell", /.*/);
      await expect(shell(page)).toBeHidden();
    });
  }
});

test("the app replaces the shell on the login: one heading, one header", async ({ page }) => {
  await page.goto("login");
  await expect(page.getByRole("heading", { level: 2, name: "欢迎登录保险商城" })).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.locator("h2.screen-heading")).toHaveCount(1);
  await expect(page.locator("header h1")).toHaveCount(1);
});

test("the app replaces the shell on home: one page, one tab bar", async ({ page }) => {
  await page.goto("home");
  await expect(page.getByRole("heading", { level: 1, name: "保险商城" })).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.locator("nav.mm-tabbar")).toHaveCount(1);
});

test("the app replaces the shell on the product list: one page, one list, one tab bar", async ({ page }) => {
  await page.goto("productList");
  await expect(page.getByRole("tablist", { name: "产品分类" })).toBeVisible();
  await expect(page.locator("ul.product-list article.product-card").first()).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.locator("ul.product-list")).toHaveCount(1);
  await expect(page.locator("nav.mm-tabbar")).toHaveCount(1);
});
