/**
 * The product side of buying (issue 9, buy-a) on the fixtures: from home to a product page, its plans compared
 * side by side on the 375 px screen, a section of its notes for insuring; from the product list to a product
 * page; the limited-time offers with their countdown; a car cover page from the car product; and axe-core on
 * every one of these pages with real content, in normal and elder mode.
 *
 * Mock facts: the student accident product 学生意外险 (EAJ_XM) has three plans (标准款 / 优选款 / 全面款), its
 * death/disability sum differs between them; 家庭财产保险 (YAB) is on the product list; the shelf's offers end
 * 50 minutes to 3 days after the mock's "now".
 */
import { expect, test, type Page } from "../support/test";
import { violationsAlong } from "../support/axe";
import { appUrl, goInApp, main, screenTitle } from "../support/customer";

/** The page does not scroll sideways at 375 px (the comparison keeps to its own region). */
async function fitsTheScreen(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test.describe("buying: the product side", () => {
  test("home → a product → plans compared → a section of the notes for insuring", async ({ page }) => {
    await page.goto("home");
    await page.getByRole("link", { name: /^学生意外险/ }).first().click();
    await expect(page).toHaveURL(appUrl("/insureInfo?productCode=EAJ_XM"));
    await expect(screenTitle(page)).toHaveText("学生意外险");

    await test.step("the three plans side by side, the recommended one chosen, differences marked", async () => {
      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveText([/保障项目/, /标准款.*基础/, /优选款.*推荐.*已选/, /全面款.*全面/]);
      await expect(table.getByRole("rowheader", { name: /意外身故\/伤残/ })).toContainText("有差异");
      await expect(table.getByRole("row").filter({ hasText: "校园责任" }).getByRole("cell")).toHaveText(["不保", "不保", "10万元"]);
      await fitsTheScreen(page);
      await expect(page.getByRole("link", { name: "立即投保" })).toHaveAttribute("href", /planCode=EAJXM02/);
      await page.getByRole("radio", { name: /全面款/ }).check();
      await expect(page.getByRole("radio", { name: /全面款/ })).toBeChecked();
      await expect(page.getByRole("link", { name: "立即投保" })).toHaveAttribute("href", /planCode=EAJXM03/);
    });

    await test.step("the clause section of the notes, by its anchor", async () => {
      await page.getByRole("navigation", { name: "条款与须知" }).getByRole("link", { name: "保险条款" }).click();
      await expect(page).toHaveURL(appUrl("/insuranceGuide?productCode=EAJ_XM#clause"));
      const clause = page.getByRole("region", { name: "保险条款" });
      await expect(clause).toContainText("《学生意外险》");
      await expect(clause).toBeInViewport();
      await page.getByRole("button", { name: "返回" }).click();
      await expect(page).toHaveURL(appUrl("/insureInfo?productCode=EAJ_XM"));
    });
  });

  test("product list → a product page", async ({ page }) => {
    await page.goto("productList");
    await page.getByRole("link", { name: /^家庭财产保险/ }).click();
    await expect(page).toHaveURL(appUrl("/insureInfo?productCode=YAB"));
    await expect(screenTitle(page)).toHaveText("家庭财产保险");
    await expect(main(page)).toContainText("保障期限1年");
    await expect(page.getByRole("link", { name: "立即投保" })).toHaveAttribute("href", "/micromall/inputInfo?productCode=YAB&planCode=YAB01");
  });

  test("an unknown product says so and offers the product list", async ({ page }) => {
    await page.goto("insureInfo?productCode=NOPE");
    await expect(main(page)).toContainText("没有找到编号为“NOPE”的产品");
    await page.getByRole("link", { name: "查看全部产品" }).click();
    await expect(page).toHaveURL(appUrl("/productList"));
  });

  test("limited-time offers count down and lead to their product", async ({ page }) => {
    await page.goto("discount");
    const list = page.getByRole("list", { name: "限时优惠产品" });
    const first = list.getByRole("listitem").first();
    const timer = first.getByRole("timer");
    await expect(timer).toHaveText(/^距结束 00:\d\d:\d\d$/);
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? "", { timeout: 3_000 });
    await first.getByRole("link", { name: /^去投保/ }).click();
    await expect(page).toHaveURL(appUrl("/insureInfo?productCode=PHN"));
  });

  test("the car product explains its commercial covers, one page each", async ({ page }) => {
    await page.goto("home");
    await goInApp(page, "/insureInfo?productCode=DAA");
    await page.getByRole("navigation", { name: "商业险保障说明" }).getByRole("link", { name: "机动车第三者责任保险" }).click();
    await expect(page).toHaveURL(appUrl("/DDB"));
    await expect(screenTitle(page)).toHaveText("机动车第三者责任保险");
    await page.getByRole("navigation", { name: "其他商业险" }).getByRole("link", { name: "附加车身划痕损失险" }).click();
    await expect(page).toHaveURL(appUrl("/DDE"));
    await expect(page.getByRole("region", { name: "保额怎么选" })).toContainText("机动车损失保险");
  });

  test(`has no serious or critical axe-core violation on these pages`, async ({ page }) => {
    await page.goto("home");
    const paths = ["/insureInfo?productCode=EAJ_XM", "/insureInfo?productCode=DAA", "/insuranceGuide?productCode=EAJ_XM", "/discount", "/DDA", "/insureInfo?productCode=NOPE"];
    const found = await violationsAlong(page, paths, async () => {
      await expect(screenTitle(page)).toBeVisible();
      await expect(page.getByRole("img", { name: /加载/ })).toHaveCount(0);
      await expect(main(page).locator("h2").first()).toBeVisible();
      await fitsTheScreen(page);
    });
    expect(found).toEqual([]);
  });
});
