/**
 * Defaults that cost money, and the guest lookup nobody could find (issue 20 items 4 and 6), as a customer meets
 * them on the mock mall:
 * - the application form opens with the plan and the period chosen on the product page, at the product page's
 *   price (境内旅行意外险 LAY_JN: its 3-day plan for ¥10, never 7 days for ¥30);
 * - a second insured is never 本人 (customer report F7: spec §3's 601005 is the applicant, whom insured 1 already
 *   is): the customer chooses, and one person is insured once (a second 本人 is refused, never paid for twice);
 * - logged out, 保单查询 / 理赔查询 / 电子发票 / 在线退保 lead to the login wall, which offers the policy lookup by
 *   name and identity number that needs no login;
 * - a verified customer is not asked to bind for claims again: `verified-binding.spec.ts`.
 *
 * Mock facts: LAY_JN's plans are 经济款 (¥10, one 3-day period) and 畅游款 (¥25); its cover period is 3 days; the
 * demo account is verified, so the form pre-fills its applicant.
 */
import { expect, test } from "../support/test";
import { createDb, MOCK_CAPTCHA } from "@micromall/fixtures";
import { logInTo } from "../support/journey-steps";
import { appUrl, main, screenTitle } from "../support/customer";

const GUEST_OFFER = "不登录，按姓名和证件号查询";

test.describe("defaults and the guest lookup (issue 20 items 4 and 6)", () => {
  test("the form opens with the plan and period chosen on the product page, at its price", async ({ page }) => {
    await logInTo(page, "/insureInfo?productCode=LAY_JN");
    await expect(screenTitle(page)).toHaveText("境内旅行意外险");
    await expect(main(page).getByText("3天", { exact: true })).toBeVisible();
    const insure = page.getByRole("link", { name: "立即投保" });
    await expect(insure).toHaveAttribute("href", /planCode=LAYJN01/);
    // the chosen plan and its price, as the page says them
    await expect(page.getByRole("radio", { name: "经济款 基础 ¥10.00/人/3天" })).toBeChecked();
    // the header's premium is the chosen plan's, for the period it covers (customer report F2)
    await expect(main(page).getByRole("definition").filter({ hasText: "¥10.00/人/3天" })).toBeVisible();
    await page.getByRole("radio", { name: "畅游款 全面 ¥25.00/人/3天" }).check();
    await expect(main(page).getByRole("definition").filter({ hasText: "¥25.00/人/3天" })).toBeVisible();
    await page.getByRole("radio", { name: "经济款 基础 ¥10.00/人/3天" }).check();

    await insure.click();
    await expect(page).toHaveURL(appUrl("/inputInfo"));
    const cover = page.getByRole("group", { name: "境内旅行意外险" });
    await expect(cover.getByRole("combobox", { name: "保障方案" })).toHaveValue("LAYJN01");
    await expect(cover.getByRole("combobox", { name: "保险期间" })).toHaveValue("3");
    // the same price on the form: one 3-day period of the ¥10 plan
    await expect(page.getByRole("button", { name: "立即投保 ¥10.00" })).toBeVisible();
    await expect(page.getByText("保费 ¥10.00")).toBeVisible();
  });

  test("a second insured is never 本人: the customer chooses, and a second 本人 is refused (customer report F7)", async ({ page }) => {
    await logInTo(page, "/inputInfo?productCode=LAY_JN&planCode=LAYJN01");
    await expect(page.getByRole("group", { name: "投保人信息" }).getByLabel("投保人姓名")).not.toHaveValue("");
    await page.getByRole("combobox", { name: "被保险人数" }).selectOption("2");
    const second = page.getByRole("group", { name: "被保险人2" });
    await expect(second.getByRole("combobox", { name: "与投保人关系" })).toHaveValue("");
    await expect(second.getByLabel("出生日期", { exact: true })).not.toHaveValue("2000-01-01");
    await expect(second.getByLabel("手机号码（选填）")).toHaveValue("");
    // chosen as self, the second insured is the applicant again: one person is insured (and paid for) once
    await second.getByRole("combobox", { name: "与投保人关系" }).selectOption("601005");
    await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    await page.getByRole("button", { name: /^立即投保/ }).click();
    await expect(second.getByText("此证件号码已是另一位被保险人，同一人只能被保险一次")).toBeVisible();
    await expect(page).toHaveURL(appUrl("/inputInfo"));
  });

  test("logged out, each lookup service's login wall leads to the lookup by name and identity number", async ({ page }) => {
    for (const service of ["保单查询", "理赔查询", "电子发票", "在线退保"]) {
      await page.goto("home");
      await main(page).getByRole("link", { name: service }).first().click();
      await expect(screenTitle(page)).toHaveText("登录");
      await expect(page.getByRole("link", { name: GUEST_OFFER })).toBeVisible();
    }

    // the last wall's offer leads to the lookup, which finds the holder's policies without any login
    await page.getByRole("link", { name: GUEST_OFFER }).click();
    await expect(page).toHaveURL(appUrl("/policySearch"));
    await expect(screenTitle(page)).toHaveText("保单查询");
    const holder = createDb().data.holders[0];
    if (holder === undefined) throw new Error("the fixtures have a first holder");
    await page.getByLabel("投保人姓名").fill(holder.name);
    await page.getByLabel("证件号码").fill(holder.idNumber);
    await page.getByLabel("验证码").fill(MOCK_CAPTCHA);
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page).toHaveURL(appUrl("/policySearchlist"));
    await expect(page.getByRole("list", { name: "查询到的保单" }).getByRole("listitem").first()).toBeVisible();
  });

  test("the offer speaks English, and a login wall without a guest lookup makes none", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("micromall.locale", "en"));
    await page.goto(`login?redirect=${encodeURIComponent("/insurancePolicy")}`);
    await expect(page.getByRole("link", { name: "Look up without logging in, by name and document number" })).toBeVisible();
    await page.goto(`login?redirect=${encodeURIComponent("/myCard")}`);
    await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /without logging in/ })).toHaveCount(0);
  });
});
