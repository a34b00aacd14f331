/**
 * Issue 23 finding 4 in the browser, on the fixtures: the `hostile-links` scenario answers crafted addresses
 * (fixtures' `HOSTILE_LINKS`) for one sink of each kind — home's banner, product and service links, the partner
 * hand-overs (/customerService's online service, /careVoice) and a download (/orderDetails' proposal) — and each is
 * refused under the one gateway-link rule: never rendered as a link, never navigated to, and the screen says so.
 * (The pay URL is the in-mall cashier in mock mode; its rule is domain's `payTarget`, unit-tested with the payment
 * allow-list.)
 */
import { expect, test, type Page } from "../support/test";
import { HOSTILE_LINKS, createDb } from "@micromall/fixtures";
import { DEMO_ACCOUNT, goInApp, main, openLoggedIn, screenTitle } from "../support/customer";

/** No anchor on the page points at a crafted address. */
async function noHostileAnchor(page: Page): Promise<void> {
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  for (const crafted of Object.values(HOSTILE_LINKS)) expect(hrefs).not.toContain(crafted);
  expect(hrefs.filter((href) => /evil\.example|^javascript:|^data:text|@/i.test(href))).toEqual([]);
}

/** Switches the scenario on for the tab (remembered in session storage across the login's page load). */
async function withHostileLinks(page: Page): Promise<void> {
  await page.goto("home?scenario=hostile-links");
  await expect(main(page).getByText("此链接地址不安全，已停用").first()).toBeVisible();
}

test.describe("security: every gateway link goes through the one rule", () => {
  test("home's banner, product and service links are refused, shown without a link, and say so (zh and en)", async ({ page }) => {
    await page.goto("home?scenario=hostile-links");
    await expect(screenTitle(page)).toHaveText("保险商城");
    const refused = main(page).getByText("此链接地址不安全，已停用");
    await expect(refused.first()).toBeVisible();
    // the banner, the first product and the first service
    expect(await refused.count()).toBeGreaterThanOrEqual(3);
    await noHostileAnchor(page);
    await page.getByRole("button", { name: "Switch to English" }).click();
    await expect(main(page).getByText("This link's address is not safe and has been turned off").first()).toBeVisible();
    // tapping a refused entry goes nowhere
    const before = page.url();
    await main(page).locator("[data-link-refused]").first().click();
    expect(page.url()).toBe(before);
  });

  test("partner hand-overs to a host off the list are refused and say so", async ({ page }) => {
    await withHostileLinks(page);
    await openLoggedIn(page, "/customerService", DEMO_ACCOUNT);
    await expect(page.getByRole("alert").filter({ hasText: "返回的地址不安全，已为您拦截" })).toBeVisible();
    await noHostileAnchor(page);
    await goInApp(page, "/careVoice");
    await expect(main(page).getByText(/合作方返回的地址不安全，已为您拦截/)).toBeVisible();
    await expect(main(page).getByRole("link", { name: /进入/ })).toHaveCount(0);
    await noHostileAnchor(page);
  });

  test("a proposal download of an HTML data address is refused, never saved or linked", async ({ page }) => {
    const proposal = createDb().data.proposals.find((candidate) => candidate.owner === 0);
    if (proposal === undefined) throw new Error("the fixtures have no demo proposal");
    await withHostileLinks(page);
    await openLoggedIn(page, `/orderDetails?orderId=${proposal.record.orderNo}`, DEMO_ACCOUNT);
    let downloads = 0;
    page.on("download", () => (downloads += 1));
    await main(page).getByRole("button", { name: "下载投保单" }).click();
    await expect(main(page).getByRole("alert").filter({ hasText: "投保单暂时无法下载" })).toBeVisible();
    await noHostileAnchor(page);
    expect(downloads).toBe(0);
  });
});
