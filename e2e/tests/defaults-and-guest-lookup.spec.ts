/**
 * Defaults that cost money, and the guest lookup nobody could find (issue 20 items 4 and 6), as a customer meets
 * them on the mock mall:
 * - the application form opens with the plan and the period chosen on the product page, at the product page's
 *   price (境内旅行意外险 LAY_JN: its 3-day plan for ¥10, never 7 days for ¥30);
 * - a second insured starts with spec §3's relationship 601005 (本人), never a blank one;
 * - logged out, 保单查询 / 理赔查询 / 电子发票 / 在线退保 lead to the login wall, which offers the policy lookup by
 *   name and identity number that needs no login.
 *
 * Mock facts: LAY_JN's plans are 3天短途 (¥10, one 3-day period) and 7天畅游; its cover period is 3 days; the
 * demo account is verified, so the form pre-fills its applicant.
 */
import { expect, test } from "@playwright/test";
import { logInTo } from "../support/journey-steps";
import { appUrl, main, screenTitle } from "../support/customer";

test.describe("defaults and the guest lookup (issue 20 items 4 and 6)", () => {
  test("the form opens with the plan and period chosen on the product page, at its price", async ({ page }) => {
    await logInTo(page, "/insureInfo?productCode=LAY_JN");
    await expect(screenTitle(page)).toHaveText("境内旅行意外险");
    await expect(main(page).getByText("3天", { exact: true })).toBeVisible();
    const insure = page.getByRole("link", { name: "立即投保" });
    await expect(insure).toHaveAttribute("href", /planCode=LAYJN01/);
    // the chosen plan and its price, as the page says them
    await expect(page.getByRole("radio", { name: "3天短途 基础 ¥10.00" })).toBeChecked();

    await insure.click();
    await expect(page).toHaveURL(appUrl("/inputInfo"));
    const cover = page.getByRole("group", { name: "保障方案" });
    await expect(cover.getByRole("combobox", { name: "保障方案" })).toHaveValue("LAYJN01");
    await expect(cover.getByRole("combobox", { name: "保险期间" })).toHaveValue("3");
    // the same price on the form: one 3-day period of the ¥10 plan
    await expect(page.getByRole("button", { name: "立即投保 ¥10.00" })).toBeVisible();
    await expect(page.getByText("保费 ¥10.00")).toBeVisible();
  });

  test("a second insured starts with the spec's relationship, not a blank one", async ({ page }) => {
    await logInTo(page, "/inputInfo?productCode=LAY_JN&planCode=LAYJN01");
    await expect(page.getByRole("group", { name: "投保人信息" }).getByLabel("投保人姓名")).not.toHaveValue("");
    await page.getByRole("combobox", { name: "被保险人数" }).selectOption("2");
    const second = page.getByRole("group", { name: "被保险人2" });
    await expect(second.getByRole("combobox", { name: "与投保人关系" })).toHaveValue("601005");
    await expect(second.getByLabel("出生日期")).not.toHaveValue("2000-01-01");
  });
});
