/**
 * The login pages in history (customer report 2, G4 and G24). The rule (web/src/app/AppShell.tsx, "login pages"):
 * the login pages (/login, /register, /resetPassword) replace one another in history, finishing them replaces them
 * with the target, and a logged-in customer who still reaches one (by back or forward) is sent on to its target
 * in place, never shown a login form. So after a login, back never shows a login page and never stays on one address.
 * After a password reset the login form holds the mobile just verified; a mobile with no account is offered 注册.
 */
import { expect, test, type Page } from "../support/test";
import { DEMO_ACCOUNT, MOCK_SMS_CODE, appUrl, main, registerOnScreen, screenTitle, uniqueMobile } from "../support/customer";

const LOGIN_PAGE = /\/micromall\/(?:login|register|resetPassword)(?:[?#]|$)/;

/** Presses back `count` times; after each, the address changed and no login page (address, title or form) shows. */
async function backsNeverShowALoginPage(page: Page, count: number): Promise<void> {
  for (let step = 1; step <= count; step += 1) {
    const before = page.url();
    await page.goBack();
    if (!page.url().includes("/micromall/")) return; // the history before the mall
    await expect(page, `back ${step}: not the same address`).not.toHaveURL(before);
    await expect(screenTitle(page), `back ${step}: a page shows`).toBeVisible();
    await expect(page, `back ${step}: not a login page`).not.toHaveURL(LOGIN_PAGE);
    await expect(screenTitle(page), `back ${step}: not a login page's title`).not.toHaveText(/^(登录|注册|重置密码|忘记密码)$/);
    await expect(page.getByLabel("密码", { exact: true }), `back ${step}: no password form`).toHaveCount(0);
  }
}

test("registering from the login wall of 立即投保: the form opens, and 4 backs never show a login page", async ({ page }) => {
  await page.goto("home");
  await main(page).getByRole("link", { name: /^境内旅行意外险/ }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/insureInfo\?productCode=/);
  await page.getByRole("link", { name: "立即投保" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FinputInfo/);
  await page.getByRole("link", { name: "注册新账号" }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2FinputInfo/);
  await registerOnScreen(page, uniqueMobile());
  await expect(page).toHaveURL(appUrl("/inputInfo"));
  await expect(page.getByRole("form", { name: "填写投保信息" })).toBeVisible();
  await backsNeverShowALoginPage(page, 4);
});

test("a password reset from the login wall: the login holds the verified mobile, and backs never show a login page", async ({ page }) => {
  const fresh = "Reset2024ok";
  await page.goto("home");
  await page.getByRole("link", { name: "个人中心" }).click();
  await expect(page).toHaveURL(appUrl("/login?redirect=%2FpersonalCenter"));
  await page.getByRole("link", { name: "忘记密码" }).click();
  await expect(page).toHaveURL(/\/resetPassword/);
  await page.getByLabel("手机号").fill(DEMO_ACCOUNT.mobile);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("验证码已发送")).toBeVisible();
  await page.getByLabel("短信验证码").fill(MOCK_SMS_CODE);
  await page.getByRole("button", { name: "下一步" }).click();
  await page.getByLabel("新密码").fill(fresh);
  await page.getByLabel("确认密码").fill(fresh);
  await page.getByRole("button", { name: "重设密码" }).click();

  await expect(page).toHaveURL(appUrl("/login?redirect=%2FpersonalCenter"));
  await expect(page.getByLabel("手机号"), "the mobile just verified").toHaveValue(DEMO_ACCOUNT.mobile);
  await page.getByLabel("密码", { exact: true }).fill(fresh);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(appUrl("/personalCenter"));
  await backsNeverShowALoginPage(page, 2);
});

test("a login page reached by forward while logged in sends the customer on to its target", async ({ page }) => {
  await page.goto("login?redirect=%2Fshopset");
  await page.getByLabel("手机号").fill(DEMO_ACCOUNT.mobile);
  await page.getByLabel("密码", { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(appUrl("/shopset"));
  // an app link to the login while logged in (a stale one): no form, the target instead
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: "e2elogin", idx: 9 }, "", "/micromall/login?redirect=%2FpersonalCenter");
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  });
  await expect(page).toHaveURL(appUrl("/personalCenter"));
  await expect(page.getByLabel("密码", { exact: true })).toHaveCount(0);
});

test("resetting the password of a mobile with no account: the message offers 注册", async ({ page }) => {
  await page.goto("resetPassword");
  await page.getByLabel("手机号").fill(uniqueMobile());
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("该手机号未注册，请先注册")).toBeVisible();
  await page.getByRole("link", { name: "注册新账号" }).click();
  await expect(page).toHaveURL(appUrl("/register"));
  await expect(screenTitle(page)).toHaveText("注册");
});
