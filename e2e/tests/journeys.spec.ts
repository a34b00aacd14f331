/**
 * A customer's journeys through the mall (spec §2, §4), on the mock gateway: open the mall, browse products by
 * category, register, see the personal centre, log out, log back in, log out again.
 *
 * The account journey is one test because the mock gateway lives inside the page: the account registered
 * here exists only until the next full page load, so the whole journey moves by taps, never by `goto`.
 */
import { expect, test } from "../support/test";
import {
  MOCK_SMS_CODE,
  NEW_PASSWORD,
  appUrl,
  logIn,
  main,
  maskedMobile,
  screenTitle,
  tabBar,
  uniqueMobile,
} from "../support/customer";

test.describe("a customer's journeys", () => {
  test("opens the mall: the entry goes to home, with banners, products and services", async ({ page }) => {
    await page.goto("./");
    await expect(page).toHaveURL(appUrl("/home"));
    await expect(screenTitle(page)).toHaveText("保险商城");

    const banners = page.getByRole("region", { name: "活动推荐" });
    await expect(banners).toBeVisible();
    // each banner is a link named by its title (its picture is wordless art with empty alternative text)
    await expect(banners.getByRole("link").first()).toHaveAccessibleName(/\S/);

    const products = page.getByRole("region", { name: "热门保险" });
    await expect(products.getByRole("listitem").first()).toBeVisible();
    await expect(products.getByRole("listitem").first()).toContainText(/¥\d+\.\d{2}起/);

    const services = page.getByRole("region", { name: "便捷服务" });
    await expect(services.getByRole("link").first()).toBeVisible();

    await expect(tabBar(page).getByRole("link", { name: "商城首页" })).toHaveAttribute("aria-current", "page");
  });

  test("browses products from the tab bar and filters a category", async ({ page }) => {
    await page.goto("home");
    await tabBar(page).getByRole("link", { name: "产品列表" }).click();
    await expect(page).toHaveURL(appUrl("/productList"));

    const panel = page.getByRole("tabpanel");
    const names = panel.getByRole("heading", { level: 3 });
    await expect(page.getByRole("tab", { name: "全部" })).toHaveAttribute("aria-selected", "true");
    await expect(names.first()).toBeVisible();
    const all = await names.allInnerTexts();

    await page.getByRole("tab", { name: "旅游险" }).click();
    await expect(page.getByRole("tab", { name: "旅游险" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]category=travel\b/);
    await expect(names.first()).toBeVisible();
    await expect.poll(async () => (await names.allInnerTexts()).length).toBeLessThan(all.length);
    const travel = await names.allInnerTexts();
    expect(travel.length).toBeGreaterThan(0);
    for (const name of travel) expect(all).toContain(name);

    // The chosen chip lives in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole("tab", { name: "旅游险" })).toHaveAttribute("aria-selected", "true");
    await expect(names).toHaveText(travel);
  });

  test("registers, sees the personal centre, logs out, logs back in and out again", async ({ page }) => {
    const mobile = uniqueMobile();

    await test.step("register with an SMS code, a password and the agreement", async () => {
      await page.goto("home");
      await tabBar(page).getByRole("link", { name: "个人中心" }).click();
      // Logged out: the personal centre sends the customer to log in, remembering where they were going.
      await expect(page).toHaveURL(appUrl("/login?redirect=%2FpersonalCenter"));
      await page.getByRole("link", { name: "注册新账号" }).click();
      await expect(screenTitle(page)).toHaveText("注册");

      await page.getByLabel("手机号").fill(mobile);
      await page.getByRole("button", { name: "获取验证码" }).click();
      await expect(page.getByText("验证码已发送")).toBeVisible();
      await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeDisabled();
      await page.getByLabel("短信验证码").fill(MOCK_SMS_CODE);
      await page.getByLabel("密码", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("确认密码").fill(NEW_PASSWORD);

      // Without the agreement ticked, nothing is sent.
      const agreement = page.getByRole("checkbox", { name: /用户服务协议/ });
      await expect(agreement).not.toBeChecked();
      await page.getByRole("button", { name: "注册并登录" }).click();
      await expect(page.getByText("请先阅读并同意用户协议和隐私政策")).toBeVisible();
      await expect(page).toHaveURL(appUrl("/register?redirect=%2FpersonalCenter"));

      await agreement.check();
      await page.getByRole("button", { name: "注册并登录" }).click();
      await expect(page.getByText("注册成功")).toBeVisible();
    });

    await test.step("the personal centre shows the new customer with a masked mobile", async () => {
      await expect(page).toHaveURL(appUrl("/personalCenter"));
      await expect(screenTitle(page)).toHaveText("个人中心");
      await expect(main(page).getByText(`手机号 ${maskedMobile(mobile)}`)).toBeVisible();
      await expect(main(page)).not.toContainText(mobile);
      await expect(page.getByRole("link", { name: /保单/ }).first()).toBeVisible();
    });

    await test.step("log out: asked first, then back home logged out", async () => {
      await page.getByRole("button", { name: "退出登录" }).click();
      const confirm = page.getByRole("dialog", { name: "确定要退出登录吗？" });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "退出" }).click();
      await expect(page).toHaveURL(appUrl("/home"));
      await expect(page.getByText("已退出登录")).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem("loginStatus"))).toBe("0");
      await tabBar(page).getByRole("link", { name: "个人中心" }).click();
      await expect(page).toHaveURL(appUrl("/login?redirect=%2FpersonalCenter"));
    });

    await test.step("log back in with the new password", async () => {
      await logIn(page, { mobile, password: NEW_PASSWORD });
      await expect(page).toHaveURL(appUrl("/personalCenter"));
      await expect(main(page).getByText(`手机号 ${maskedMobile(mobile)}`)).toBeVisible();
    });

    await test.step("log out again", async () => {
      await page.getByRole("button", { name: "退出登录" }).click();
      await page.getByRole("dialog", { name: "确定要退出登录吗？" }).getByRole("button", { name: "退出" }).click();
      await expect(page).toHaveURL(appUrl("/home"));
      await tabBar(page).getByRole("link", { name: "个人中心" }).click();
      await expect(page).toHaveURL(appUrl("/login?redirect=%2FpersonalCenter"));
      await expect(screenTitle(page)).toHaveText("登录");
    });
  });
});
