/**
 * The product list's frame against the gateway (issue 22 point 4, project `gateway`): the shipped build's early script
 * asks `queryPlanList` before the entry has run (mock mode makes no early call) and puts the answer's first product into
 * the prerendered frame; the screen's first card then takes its place — the same picture, in the same place and size —
 * and nothing on the page shifts.
 */
import { expect, test, type Page } from "@playwright/test";

/** The first card's picture and name, as the prerendered frame or the screen draws them. */
const firstPicture = (page: Page, within: string) => page.locator(`${within} ul.product-list > li`).first().locator("img.product-card__image");
const firstName = (page: Page, within: string) => page.locator(`${within} ul.product-list > li`).first().locator("h3.product-card__name");

test("/productList paints the early answer's first product in its frame before the entry, where and as the screen's first card draws it, without a layout shift", async ({ page }) => {
  // First without the entry (its module never arrives): what shows is index.html's frame and the early script's card.
  await page.route(/\/micromall\/static\/index-[^/]+\.js$/, () => undefined);
  await page.goto("productList", { waitUntil: "commit" });
  const framePicture = firstPicture(page, "#boot-shell");
  await expect(framePicture).toBeVisible();
  await expect(framePicture).toHaveJSProperty("complete", true);
  const frameName = (await firstName(page, "#boot-shell").textContent()) ?? "";
  const frameSource = await framePicture.getAttribute("src");
  const frameBox = await framePicture.boundingBox();
  expect(frameName).not.toBe("");

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
  const appPicture = firstPicture(page, "main");
  await expect(appPicture).toBeVisible();
  await expect(firstName(page, "main")).toHaveText(frameName);
  expect(await appPicture.getAttribute("src")).toBe(frameSource);
  expect(await appPicture.boundingBox()).toEqual(frameBox);
  expect(await page.evaluate(() => Reflect.get(window, "__layoutShifts"))).toEqual([]);
});
