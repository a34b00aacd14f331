/**
 * Surrender (issue 11) on the fixtures: surrender a policy end to end (reason, acknowledgement, a confirmation
 * that needs a second deliberate tap), see it in /surrenderQuery, and back from there shows /surrful once and then
 * the surrender list, never the confirmation; axe on the routes, normal and elder mode.
 *
 * Mock facts: the demo account's non-car policies in force or not yet in force are surrenderable.
 */
import { expect, test } from "../support/test";
import { violationsAlong } from "../support/axe";
import { DEMO_ACCOUNT, appUrl, main, openLoggedIn, screenTitle } from "../support/customer";

test.describe("surrender", () => {
  test("surrender a policy end to end, see it in the progress, and back leaves the flow for the list", async ({ page }) => {
    await openLoggedIn(page, "/surrender", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("退保");
    const list = page.getByRole("list", { name: "可退保的保单" });
    const apply = list.getByRole("link", { name: /^申请退保/ }).first();
    const policyNo = new URLSearchParams((await apply.getAttribute("href"))?.split("?")[1] ?? "").get("policyNo") ?? "";
    expect(policyNo).not.toBe("");
    await apply.click();
    await expect(page).toHaveURL(appUrl(`/application?policyNo=${policyNo}`));

    await test.step("the refund and the statement, then the form", async () => {
      await expect(page.getByRole("region", { name: "退费金额及计算方式" })).toContainText("已保障");
      await expect(main(page)).toContainText("退保一经提交不可撤销");
      await page.getByRole("button", { name: "申请退保" }).click();
      await expect(page.getByLabel("退保原因")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByLabel("退保原因").selectOption({ index: 1 });
      await page.getByRole("checkbox", { name: /我已知晓退保后保障终止/ }).check();
    });

    await test.step("the confirmation needs a second, deliberate tap", async () => {
      await page.getByRole("button", { name: "申请退保" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("不可撤销");
      await dialog.getByRole("button", { name: "确认退保" }).click();
      await expect(page).toHaveURL(appUrl("/surrful"));
      await expect(page.getByRole("heading", { name: "退保申请已提交" })).toBeVisible();
    });

    await test.step("the surrender shows in the progress", async () => {
      await page.getByRole("link", { name: "查看退保进度" }).click();
      await expect(page).toHaveURL(appUrl("/surrenderQuery"));
      const mine = page.getByRole("list", { name: "我的退保申请" });
      await expect(mine.getByRole("listitem").filter({ hasText: policyNo })).toBeVisible();
    });

    await test.step("back leaves the flow: the list, never the done page or the confirmation (G7)", async () => {
      await page.goBack();
      await expect(page).toHaveURL(appUrl("/surrender"));
      await expect(screenTitle(page)).toHaveText("退保");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });

  test(`has no serious or critical axe-core violation on these routes`, async ({ page }) => {
    await openLoggedIn(page, "/surrender", DEMO_ACCOUNT);
    const apply = page.getByRole("list", { name: "可退保的保单" }).getByRole("link", { name: /^申请退保/ }).first();
    const href = (await apply.getAttribute("href")) ?? "/application";
    // /surrful last: it is only reached after an application (opened directly it says so)
    expect(await violationsAlong(page, ["/surrender", href, "/surrenderQuery", "/surrenderQueryFail", "/surrful"])).toEqual([]);
  });
});
