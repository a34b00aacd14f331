/**
 * The shipped build against a gateway over HTTP (issue 18 §8, project `gateway`): the production app (mocks off:
 * real fetch, its real Content-Security-Policy, no service worker) served by `scripts/gateway.mjs --prod` beside
 * the fixtures' world, encrypted calls in the real envelope. The world lives in the server process, so — unlike
 * mock mode — a reload keeps logins and everything bought, as a real insurer does.
 *
 * The world is one for every test of the run (and both workers), so each test works in an account of its own: a
 * newly registered mobile, which starts empty (fixtures/README.md: a new account is nobody). Only the car test
 * uses the demo account, because the renewal offer of 粤B12345 belongs to its holder; it checks figures only.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createDb } from "@micromall/fixtures";
import { DEMO_ACCOUNT, NEW_PASSWORD, appUrl, expectApplicationForm, logIn, main, maskedMobile, openLoggedIn, registerOnScreen, screenTitle, tabBar, uniqueMobile } from "../support/customer";
import { watchPage } from "../support/page-watch";
import { lookUpVehicle } from "../support/journey-steps";

/** A synthetic applicant with an identity number that passes GB 11643 (the fixtures' generator). */
const APPLICANT = { name: "林晓燕", idNumber: "11010519491231002X" };

/**
 * Registers a new mobile through the register screen, starting at the login page of `path`; answers the mobile
 * once the mall has landed on `path`, logged in.
 */
async function registerAt(page: Page, path: string): Promise<string> {
  const mobile = uniqueMobile();
  await page.goto(`login?redirect=${encodeURIComponent(path)}`);
  await page.getByRole("link", { name: "注册新账号" }).click();
  await registerOnScreen(page, mobile);
  await expect(page).toHaveURL(appUrl(path));
  return mobile;
}

/** The first "¥1,234.56" of a text, as written. */
async function yuanOf(locator: Locator): Promise<string> {
  const text = (await locator.textContent()) ?? "";
  const match = /¥[\d,]+\.\d{2}/.exec(text);
  if (match === null) throw new Error(`no amount in "${text}"`);
  return match[0];
}

test.describe("the production build against the gateway", () => {
  test("home loads over real fetch: no service worker, no CSP violation, no failed request", async ({ page, baseURL }) => {
    const watch = await watchPage(page, baseURL ?? "");
    await page.goto("home");
    await expect(page.getByRole("region", { name: "热门保险" }).getByRole("listitem").first()).toContainText(/¥\d+\.\d{2}起/);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
    expect(watch.problems).toEqual([]);
  });

  test("register, log out, log in; a reload keeps the login, as the gateway remembers it", async ({ page }) => {
    const mobile = await registerAt(page, "/personalCenter");
    await expect(main(page).getByText(`手机号 ${maskedMobile(mobile)}`)).toBeVisible();

    await page.getByRole("button", { name: "退出登录" }).click();
    await page.getByRole("dialog", { name: "确定要退出登录吗？" }).getByRole("button", { name: "退出" }).click();
    await expect(page).toHaveURL(appUrl("/home"));
    await tabBar(page).getByRole("link", { name: "个人中心" }).click();
    await expect(page).toHaveURL(appUrl("/login?redirect=%2FpersonalCenter"));

    await logIn(page, { mobile, password: NEW_PASSWORD });
    await expect(page).toHaveURL(appUrl("/personalCenter"));
    await page.reload();
    await expect(screenTitle(page)).toHaveText("个人中心");
    await expect(main(page).getByText(`手机号 ${maskedMobile(mobile)}`)).toBeVisible();
  });

  test("a new customer buys a travel cover; 我的保单 lists it, also after reopening the mall", async ({ page }) => {
    await registerAt(page, "/inputInfo?productCode=LAY_JN&planCode=LAYJN01");
    await expectApplicationForm(page, "境内旅行意外险");
    const applicant = page.getByRole("group", { name: "投保人信息" });
    await applicant.getByLabel("投保人姓名").fill(APPLICANT.name);
    await applicant.getByLabel("证件号码").fill(APPLICANT.idNumber);
    await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    await page.getByRole("button", { name: /^立即投保 ¥\d/ }).click();
    await expect(screenTitle(page)).toHaveText("订单详情");
    await page.getByRole("button", { name: /^去支付 ¥/ }).click();
    await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
    await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
    const href = (await page.getByRole("link", { name: "查看保单" }).getAttribute("href")) ?? "";
    const policyNo = new URL(href, page.url()).searchParams.get("policyNo") ?? "";
    expect(policyNo).toMatch(/^P/);

    // a new document load: in mock mode this would have been a new page's world; here the gateway remembers
    await page.goto("insurancePolicy");
    await expect(screenTitle(page)).toHaveText("我的保单");
    // a travel cover is filed under 互联网险 (domain policyKindOf)
    await page.getByRole("tab", { name: /互联网险/ }).click();
    const policy = page.getByRole("link").filter({ hasText: policyNo });
    await expect(policy).toContainText("境内旅行意外险");
    await policy.click();
    await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${policyNo}`));
    await expect(page.getByRole("region", { name: "保单信息" })).toContainText(policyNo);
  });

  test("a new customer picks a region of the complete GB/T 2260 table (a lazy chunk under the real CSP); the address stays", async ({ page, baseURL }) => {
    const watch = await watchPage(page, baseURL ?? "");
    await registerAt(page, "/newaddress");
    await expect(screenTitle(page)).toHaveText("添加地址");
    await page.getByLabel("收件人").fill(APPLICANT.name);
    await page.getByLabel("手机号码").fill("13912345678");
    // a province the old hand-written table of 9 never had
    await page.getByLabel("省份").selectOption("新疆维吾尔自治区");
    await page.getByLabel("城市").selectOption("乌鲁木齐市");
    await page.getByLabel("区县").selectOption("天山区");
    await page.getByLabel("详细地址").fill("解放南路1号");
    await page.getByLabel("邮政编码").fill("830002");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(appUrl("/address"));
    // the reload must not cut off a call the list page started (CI once saw compareOpenId aborted: net::ERR_ABORTED)
    await watch.settle();
    await page.reload();
    await expect(page.getByRole("list", { name: "地址列表" })).toContainText("新疆维吾尔自治区乌鲁木齐市天山区");
    expect(watch.problems).toEqual([]);
  });

  test("the renewal offer of 粤B12345 is the figure of every next step, up to the cashier", async ({ page }) => {
    const holder = createDb().data.holders[0];
    if (holder === undefined) throw new Error("the fixtures have a first holder");
    await openLoggedIn(page, "/insureRight?productCode=DAA", DEMO_ACCOUNT);
    await lookUpVehicle(page, "粤B12345", holder);

    const current = page.getByRole("region", { name: "当前保单" });
    await expect(current).toContainText("续保优惠");
    const offer = await yuanOf(current.getByText(/^¥[\d,]+\.\d{2}$/));
    await page.getByRole("button", { name: "按此方案续保" }).click();

    await expect(page).toHaveURL(/step=covers/);
    await expect(page.getByText(/^保费 ¥\d/)).toHaveText(`保费 ${offer}`);
    await page.getByRole("button", { name: "下一步：填写投保人" }).click();
    await expect(page).toHaveURL(/step=applicant/);
    await page.getByRole("group", { name: "投保人信息" }).getByLabel("手机号码").fill(holder.mobile);
    await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    await page.getByRole("button", { name: `立即投保 ${offer}` }).click();
    await expect(page).toHaveURL(appUrl("/orderDetails"));
    await page.getByRole("button", { name: `去支付 ${offer}` }).click();
    await expect(screenTitle(page)).toHaveText("收银台");
    await expect(page.getByRole("button", { name: `确认支付 ${offer}` })).toBeVisible();
  });
});
