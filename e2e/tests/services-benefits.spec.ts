/**
 * Services and benefits, part B (issue 12) on the fixtures: my benefits → activate a code → the right one of
 * the three answer pages (done, failed with a retry, already used with when and by whom masked), each reached
 * with a fixture code; and axe-core on these routes, normal and elder mode.
 *
 * Mock facts: the demo account 13800000000 / Demo1234 has benefits in every state from the start; the codes
 * are the fixtures' MOCK_BENEFIT_CODES (fresh: activated once, then "already used"; used: redeemed by 王小明
 * before; expired: refused). Each browser context is its own mock gateway, so a fresh code is fresh per test.
 */
import { expect, test, type Page } from "../support/test";
import { MOCK_BENEFIT_CODES } from "@micromall/fixtures";
import { labelledViolations, violationsAlong } from "../support/axe";
import { DEMO_ACCOUNT, appUrl, goInApp, main, openLoggedIn, screenTitle } from "../support/customer";

/** The routes of this part a logged-in customer moves between inside the app. */
const ROUTES = ["/serviceIndex", "/myServiceIndex", "/videoDoctor", "/careVoice", "/adservice", "/binDing", "/alter", "/carCollect", "/redwine", "/couplet"];
/** The answer pages: they block back (allowBack false), so each is opened with a page load. */
const ANSWER_PAGES = ["/successfulquery", "/errorquery", "/queriedquery"];

/** From my benefits to the activation form, then a code activated. */
async function activateFromMyBenefits(page: Page, code: string): Promise<void> {
  await goInApp(page, "/serviceIndex");
  await expect(screenTitle(page)).toHaveText("我的权益");
  await page.getByRole("link", { name: "使用记录与激活码" }).click();
  await expect(screenTitle(page)).toHaveText("权益使用记录");
  await page.getByLabel("激活码").fill(code);
  await page.getByRole("button", { name: "立即激活" }).click();
}

test.describe("my benefits and activation", () => {
  test("my benefits show what is left and how to use each", async ({ page }) => {
    await openLoggedIn(page, "/serviceIndex", DEMO_ACCOUNT);
    const usable = page.getByRole("list", { name: "可使用的权益" });
    await expect(usable.getByRole("heading", { name: /道路救援/ })).toBeVisible();
    await expect(usable).toContainText(/剩余 \d+\/\d+ 次/);
    await expect(usable).toContainText("使用方式：");
    await expect(page.getByRole("list", { name: "待激活的权益" })).toBeVisible();
  });

  test("a seeded road rescue and courtesy car name their policy, on the list and on the page that uses them", async ({ page }) => {
    await openLoggedIn(page, "/serviceIndex", DEMO_ACCOUNT);
    const usable = page.getByRole("list", { name: "可使用的权益" });
    for (const [name, title] of [["道路救援", "道路救援"], ["代步车", "代步车服务"]] as const) {
      const card = usable.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(name) }) });
      const link = card.getByRole("link", { name: /^来自保单 \w+$/ });
      await expect(link).toBeVisible();
      const policyText = (await link.textContent()) ?? "";
      await card.getByRole("link", { name: `去使用${name}` }).click();
      await expect(screenTitle(page)).toHaveText(title);
      await expect(main(page).getByRole("link", { name: policyText })).toBeVisible();
      await page.goBack();
      await expect(screenTitle(page)).toHaveText("我的权益");
    }
  });

  test("a fresh code: done; the same code again: already used, by whom masked", async ({ page }) => {
    await openLoggedIn(page, "/serviceIndex", DEMO_ACCOUNT);
    await activateFromMyBenefits(page, MOCK_BENEFIT_CODES.fresh);
    await expect(page).toHaveURL(appUrl("/successfulquery"));
    await expect(page.getByRole("heading", { name: "道路救援 已激活" })).toBeVisible();
    await expect(page.getByRole("link", { name: "去使用" })).toBeVisible();

    await page.getByRole("link", { name: "查看我的权益" }).click();
    await expect(page).toHaveURL(appUrl("/serviceIndex"));
    await activateFromMyBenefits(page, MOCK_BENEFIT_CODES.fresh);
    await expect(page).toHaveURL(appUrl("/queriedquery"));
    await expect(page.getByRole("heading", { name: "该激活码已被使用" })).toBeVisible();
    await expect(main(page)).toContainText(/使用时间：\d{4}-\d{2}-\d{2}/);
    await expect(main(page)).toContainText("使用人：");
  });

  test("back from an activation's answer leaves it: never the answer again nor the form just sent", async ({ page }) => {
    await openLoggedIn(page, "/serviceIndex", DEMO_ACCOUNT);
    await activateFromMyBenefits(page, MOCK_BENEFIT_CODES.fresh);
    await expect(page).toHaveURL(appUrl("/successfulquery"));
    await page.goBack();
    await expect(page).toHaveURL(appUrl("/serviceIndex"));
    await expect(screenTitle(page)).toHaveText("我的权益");
    for (let step = 0; step < 3; step += 1) {
      await page.goBack();
      if (!page.url().includes("/micromall/")) break;
      await expect(page).not.toHaveURL(appUrl("/successfulquery"));
      await expect(page).not.toHaveURL(appUrl("/myServiceIndex"));
    }
  });

  test("a code someone else used: already used, when and by whom masked", async ({ page }) => {
    await openLoggedIn(page, "/serviceIndex", DEMO_ACCOUNT);
    await activateFromMyBenefits(page, MOCK_BENEFIT_CODES.used);
    await expect(page).toHaveURL(appUrl("/queriedquery"));
    await expect(main(page)).toContainText("使用人：王*明");
    await expect(main(page)).not.toContainText("王小明");
  });

  test("an expired code: failed, why, and the retry brings the code back", async ({ page }) => {
    await openLoggedIn(page, "/serviceIndex", DEMO_ACCOUNT);
    await activateFromMyBenefits(page, MOCK_BENEFIT_CODES.expired);
    await expect(page).toHaveURL(appUrl("/errorquery"));
    await expect(page.getByRole("alert")).toContainText("激活码已过期");
    await page.getByRole("link", { name: "重新激活" }).click();
    await expect(page).toHaveURL(appUrl("/myServiceIndex"));
    await expect(page.getByLabel("激活码")).toHaveValue(MOCK_BENEFIT_CODES.expired);
  });

  test(`has no serious or critical axe-core violation on these routes`, async ({ page }) => {
    // A dozen pages, each loaded and checked: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    await openLoggedIn(page, "/serviceIndex", DEMO_ACCOUNT);
    const found = await violationsAlong(page, ROUTES);
    // The answer pages with content (a failure), then each opened directly.
    await activateFromMyBenefits(page, MOCK_BENEFIT_CODES.expired);
    await expect(page).toHaveURL(appUrl("/errorquery"));
    found.push(...(await labelledViolations(page, "/errorquery (failure)")));
    for (const path of ANSWER_PAGES) {
      await page.goto(path.slice(1));
      await expect(page.locator(".mm-page__title").filter({ visible: true })).toBeVisible();
      found.push(...(await labelledViolations(page, path)));
    }
    expect(found).toEqual([]);
  });
});
