/**
 * The product list's frame against the gateway (issue 22 point 4, project `gateway`): the shipped build's early script
 * asks `queryPlanList` before the entry has run (mock mode makes no early call) and puts the answer's first products into
 * the prerendered frame; the screen's cards then take their place — the same pictures, in the same place and size —
 * and nothing on the page shifts.
 */
import { expect, test, type Page } from "@playwright/test";

/** The frame's cards: those of the first screen (`BOOT_PRODUCT_CARDS`). */
const FRAME_CARDS = 2;
/** Card `index`'s picture and name, as the prerendered frame or the screen draws them. */
const picture = (page: Page, within: string, index: number) => page.locator(`${within} ul.product-list > li`).nth(index).locator("img.product-card__image");
const name = (page: Page, within: string, index: number) => page.locator(`${within} ul.product-list > li`).nth(index).locator("h3.product-card__name");

test("/productList paints the early answer's first products in its frame before the entry, where and as the screen's cards draw them, without a layout shift", async ({ page }) => {
  // First without the entry (its module never arrives): what shows is index.html's frame and the early script's card.
  await page.route(/\/micromall\/static\/index-[^/]+\.js$/, () => undefined);
  await page.goto("productList", { waitUntil: "commit" });
  const frame: { name: string; source: string | null; box: unknown }[] = [];
  for (let index = 0; index < FRAME_CARDS; index += 1) {
    await expect(picture(page, "#boot-shell", index)).toBeVisible();
    await expect(picture(page, "#boot-shell", index)).toHaveJSProperty("complete", true);
    frame.push({
      name: (await name(page, "#boot-shell", index).textContent()) ?? "",
      source: await picture(page, "#boot-shell", index).getAttribute("src"),
      box: await picture(page, "#boot-shell", index).boundingBox(),
    });
  }
  expect(frame.map((card) => card.name)).not.toContain("");

  // Then the app: the screen's first card is the same product, at the same place and size; no layout shift happened.
  await page.unrouteAll();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Reflect.set(window, "__layoutShifts", shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(Number(Reflect.get(entry, "value")));
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("productList");
  await expect(page.locator("#boot-shell")).toHaveCount(0);
  for (const [index, card] of frame.entries()) {
    await expect(picture(page, "main", index)).toBeVisible();
    await expect(name(page, "main", index)).toHaveText(card.name);
    expect(await picture(page, "main", index).getAttribute("src")).toBe(card.source);
    expect(await picture(page, "main", index).boundingBox()).toEqual(card.box);
  }
  expect(await page.evaluate(() => Reflect.get(window, "__layoutShifts"))).toEqual([]);
});
