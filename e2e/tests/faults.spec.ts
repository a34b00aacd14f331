/**
 * Every fault scenario of the mock gateway (fixtures/README.md) shows the spec §8 catalogue's prompt, with the
 * right buttons doing the right thing; server text stays text; a half-filled form survives a failed call and a
 * reload; an ended mall session sends the customer from a protected page to the login with a one-time alert.
 *
 * Scenarios are switched on in the address (`?scenario=…&scenarioCall=…`) and remembered by the tab; each test
 * has its own browser context, so nothing leaks between tests.
 */
import { expect, test, type Page } from "../support/test";
import {
  DEMO_ACCOUNT,
  appUrl,
  countDocumentLoads,
  logIn,
  noticeDialog,
  openLoggedIn,
  screenTitle,
} from "../support/customer";

/** The client's timeout (domain GATEWAY_TIMEOUT_MS); the `slow` scenario's default delay exceeds it. */
const CLIENT_TIMEOUT_MS = 15_000;

/** The login, remembering /shopset (with whatever query it had). */
const TO_LOGIN_FROM_SHOPSET = /\/micromall\/login\?redirect=%2Fshopset(?:%3F[^&#]*)?$/;

/** §8 texts as the customer reads them (zh-CN catalogue; X3/X9/short/html carry the server's own message). */
const TEXT = {
  http404: "网络崩溃了，请刷新页面重试",
  http500: "数据获取失败，您可以返回首页重新投保",
  http503: "服务暂时不可用，请稍后重试",
  busy: "系统繁忙，请稍后重试",
  x1: "数据获取失败，您可以返回首页或拨打客服热线 95518",
  x2: "网络崩溃了，请刷新重试",
  x3: "投保信息校验未通过，请返回首页重新投保",
  x9: "系统维护中，请返回首页",
  short: "请求过于频繁，请稍后再试",
  html: "<img src=x onerror=alert(1)>投保信息有误",
} as const;

/** What a button of the prompt does when tapped. */
type Effect = "reload" | "home" | "close";

interface FaultCase {
  readonly scenario: string;
  readonly message: string;
  /** The prompt's only button and what it does (X1 is tested on its own). */
  readonly button: { readonly name: string; readonly effect: Effect };
}

/** One row per scenario that answers the faulted call with a single-button prompt. */
const SINGLE_BUTTON_FAULTS: readonly FaultCase[] = [
  { scenario: "http-404", message: TEXT.http404, button: { name: "刷新", effect: "reload" } },
  { scenario: "http-500", message: TEXT.http500, button: { name: "返回首页", effect: "home" } },
  { scenario: "http-502", message: TEXT.http503, button: { name: "确定", effect: "close" } },
  { scenario: "http-503", message: TEXT.http503, button: { name: "确定", effect: "close" } },
  { scenario: "http-418", message: TEXT.busy, button: { name: "确定", effect: "close" } },
  { scenario: "result-x2", message: TEXT.x2, button: { name: "刷新", effect: "reload" } },
  { scenario: "result-x3", message: TEXT.x3, button: { name: "返回首页", effect: "home" } },
  { scenario: "result-x9", message: TEXT.x9, button: { name: "返回首页", effect: "home" } },
  { scenario: "result-short", message: TEXT.short, button: { name: "确定", effect: "close" } },
  { scenario: "malformed-json", message: TEXT.busy, button: { name: "确定", effect: "close" } },
  { scenario: "undecryptable", message: TEXT.busy, button: { name: "确定", effect: "close" } },
];

/**
 * The product list loads queryPlanList on entry, and it is not home — so "return home" visibly goes somewhere.
 * @example await openWithFault(page, "http-502")
 */
async function openWithFault(page: Page, scenario: string, call = "queryPlanList"): Promise<void> {
  await page.goto(`productList?scenario=${scenario}&scenarioCall=${call}`);
}

/** The names of the prompt's buttons and links, in order. */
async function actionNames(page: Page): Promise<string[]> {
  return noticeDialog(page).locator("button, a").allInnerTexts();
}

test.describe("fault scenarios show the §8 catalogue", () => {
  for (const fault of SINGLE_BUTTON_FAULTS) {
    test(`${fault.scenario}: ${fault.message} with ${fault.button.name}`, async ({ page }) => {
      const loads = countDocumentLoads(page);
      await openWithFault(page, fault.scenario);
      const dialog = noticeDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(fault.message, { exact: true })).toBeVisible();
      expect(await actionNames(page)).toEqual([fault.button.name]);
      // The screen behind says the list could not be loaded (never an empty page).
      await expect(page.getByRole("alert").filter({ hasText: "产品加载失败" })).toBeVisible();

      const before = loads.count;
      await dialog.getByRole("button", { name: fault.button.name }).click();
      if (fault.button.effect === "reload") {
        // The page loads again; the tab remembers the scenario, so the reloaded page meets the same fault and may show
        // its dialog again before a "hidden" check could see the first one gone: count the load instead.
        await expect.poll(() => loads.count).toBe(before + 1);
        await expect(page).toHaveURL(appUrl("/productList?scenario=" + fault.scenario + "&scenarioCall=queryPlanList"));
        return;
      }
      await expect(dialog).toBeHidden();
      if (fault.button.effect === "home") {
        await expect(page).toHaveURL(appUrl("/home"));
        await expect(screenTitle(page)).toHaveText("保险商城");
      } else {
        await expect(page).toHaveURL(appUrl("/productList?scenario=" + fault.scenario + "&scenarioCall=queryPlanList"));
        expect(loads.count).toBe(before);
      }
    });
  }

  test("result-x1: dialog with 返回首页 and 联系我们 dialling 95518", async ({ page }) => {
    await openWithFault(page, "result-x1");
    const dialog = noticeDialog(page);
    await expect(dialog.getByText(TEXT.x1, { exact: true })).toBeVisible();
    expect(await actionNames(page)).toEqual(["返回首页", "联系我们"]);
    await expect(dialog.getByRole("link", { name: "联系我们" })).toHaveAttribute("href", "tel:95518");
    await dialog.getByRole("button", { name: "返回首页" }).click();
    await expect(page).toHaveURL(appUrl("/home"));
  });

  test("result-html: the server's markup shows as text and injects nothing", async ({ page }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("home?scenario=result-html&scenarioCall=pageInitMall");
    const dialog = noticeDialog(page);
    await expect(dialog.getByText(TEXT.html, { exact: true })).toBeVisible();
    await expect(dialog.locator("img")).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(alerts).toEqual([]);
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(dialog).toBeHidden();
    expect(alerts).toEqual([]);
  });

  test("slow: a call slower than the client's timeout ends in 系统繁忙", async ({ page }) => {
    // The fake clock runs both the mock's delay and the client's timeout (both are page timers), so the
    // 15 s wait takes no real time; the mock's delay (20 s by default) is the longer one.
    await page.clock.install();
    await openWithFault(page, "slow");
    await expect(page.getByRole("img", { name: "正在加载产品" })).toBeVisible();
    await page.clock.runFor(CLIENT_TIMEOUT_MS - 1_000);
    await expect(noticeDialog(page)).toBeHidden();
    await page.clock.runFor(2_000);
    const dialog = noticeDialog(page);
    await expect(dialog.getByText(TEXT.busy, { exact: true })).toBeVisible();
    expect(await actionNames(page)).toEqual(["确定"]);
  });

  test("session-expired: a protected page sends the customer to log in, and back after logging in", async ({ page }) => {
    await openLoggedIn(page, "/shopset");
    await expect(screenTitle(page)).toHaveText("设置");

    // The session check runs 500 ms after a navigation; with the scenario on, it answers −1.
    await page.goto("shopset?scenario=session-expired");
    await expect(page).toHaveURL(TO_LOGIN_FROM_SHOPSET);
    await expect(screenTitle(page)).toHaveText("登录");
    expect(await page.evaluate(() => sessionStorage.getItem("loginStatus"))).toBe("0");

    // With the scenario cleared, logging in again brings the customer back to the remembered page, to stay.
    await page.goto("login?redirect=%2Fshopset&scenario=none");
    await logIn(page, DEMO_ACCOUNT);
    await expect(page).toHaveURL(appUrl("/shopset"));
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(appUrl("/shopset"));
    await expect(screenTitle(page)).toHaveText("设置");
  });

  test("session-expired: the server's message shows once in an alert, the next time not", async ({ page }) => {
    await openLoggedIn(page, "/shopset");
    await page.goto("shopset?scenario=session-expired");
    await expect(page).toHaveURL(TO_LOGIN_FROM_SHOPSET);
    const alert = noticeDialog(page);
    await expect(alert.getByText("登录已失效，请重新登录", { exact: true })).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(alert).toBeVisible();
    await alert.getByRole("button", { name: "确定" }).click();
    await expect(alert).toBeHidden();

    // Log in again (scenario still on): the check ends the session again, this time without the alert.
    await logIn(page, DEMO_ACCOUNT);
    await expect(page).toHaveURL(TO_LOGIN_FROM_SHOPSET);
    await page.waitForTimeout(1_000);
    await expect(noticeDialog(page)).toHaveCount(0);
  });
});

test.describe("a half-filled form survives a failed call and a reload", () => {
  for (const { path, call, button } of [
    { path: "register", call: "getverificationCodeBJ", button: "获取验证码" },
    { path: "login", call: "login", button: "登录" },
  ] as const) {
    test(`/${path}: the typed mobile stays after ${call} fails (http-502) and after a reload`, async ({ page }) => {
      const mobile = "13912345678";
      await page.goto(`${path}?scenario=http-502&scenarioCall=${call}`);
      await page.getByLabel("手机号").fill(mobile);
      if (path === "login") await page.getByLabel("密码", { exact: true }).fill(DEMO_ACCOUNT.password);
      await page.getByRole("button", { name: button, exact: true }).click();

      const dialog = noticeDialog(page);
      await expect(dialog.getByText(TEXT.http503, { exact: true })).toBeVisible();
      await dialog.getByRole("button", { name: "确定" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel("手机号")).toHaveValue(mobile);

      await page.reload();
      await expect(page.getByLabel("手机号")).toHaveValue(mobile);
      if (path === "login") await expect(page.getByLabel("密码", { exact: true })).toHaveValue("");
    });
  }
});
