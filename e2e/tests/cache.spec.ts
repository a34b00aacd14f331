/**
 * Issue 7 acceptance 4: coming back to /home or /productList from another page shows the cached content at
 * once — no loading indicator over it, at any moment of the return — and the customer's scroll position is
 * there in the same frame (no timer: the position is checked as soon as the page is back).
 */
import { expect, test, type Page } from "../support/test";
import { appUrl, tabBar } from "../support/customer";

/** Starts recording whether any loading indicator (a screen's spinner or the page-wide 加载中...) shows. */
async function watchLoadingIndicators(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __loadingSeen: string[] };
    w.__loadingSeen = [];
    const check = () => {
      for (const element of document.querySelectorAll<HTMLElement>('[role="status"], [role="img"][aria-label]')) {
        const text = `${element.getAttribute("aria-label") ?? ""}${element.textContent ?? ""}`;
        if (/加载中|正在加载/.test(text) && element.offsetParent !== null) w.__loadingSeen.push(text.trim());
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
    check();
  });
}

async function loadingSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen);
}

/** Scrolls to half of what the page allows (at least 120 px) and answers the position. */
async function scrollHalfway(page: Page): Promise<number> {
  const y = await page.evaluate(() => Math.floor((document.documentElement.scrollHeight - window.innerHeight) / 2));
  expect(y, "the page is tall enough to scroll").toBeGreaterThan(120);
  await page.evaluate((target) => window.scrollTo(0, target), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  // The scroll event that records the position has been handled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return y;
}

test.describe("cached content on return", () => {
  test("/home: back from the product list shows the products at once, at the same scroll position", async ({ page }) => {
    await page.goto("home");
    const products = page.getByRole("region", { name: "热门保险" });
    await expect(products.getByRole("link").first()).toBeVisible();
    const y = await scrollHalfway(page);

    await tabBar(page).getByRole("link", { name: "产品列表" }).click();
    await expect(page).toHaveURL(appUrl("/productList"));
    await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();

    await watchLoadingIndicators(page);
    await page.goBack();
    await expect(page).toHaveURL(appUrl("/home"));
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    await expect(products.getByRole("link").first()).toBeAttached();
    expect(await loadingSeen(page)).toEqual([]);

    // And from the tab bar (a new navigation, not Back).
    await tabBar(page).getByRole("link", { name: "产品列表" }).click();
    await expect(page).toHaveURL(appUrl("/productList"));
    await tabBar(page).getByRole("link", { name: "商城首页" }).click();
    await expect(page).toHaveURL(appUrl("/home"));
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    expect(await loadingSeen(page)).toEqual([]);
  });

  test("/productList: back from home shows the cards at once, at the same scroll position", async ({ page }) => {
    await page.goto("productList");
    const cards = page.getByRole("tabpanel").getByRole("article");
    await expect(cards.first()).toBeVisible();
    const y = await scrollHalfway(page);

    await tabBar(page).getByRole("link", { name: "商城首页" }).click();
    await expect(page).toHaveURL(appUrl("/home"));
    await expect(page.getByRole("region", { name: "热门保险" }).getByRole("link").first()).toBeVisible();

    await watchLoadingIndicators(page);
    await tabBar(page).getByRole("link", { name: "产品列表" }).click();
    await expect(page).toHaveURL(appUrl("/productList"));
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    await expect(cards.first()).toBeAttached();
    expect(await loadingSeen(page)).toEqual([]);
  });
});
