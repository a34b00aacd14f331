/**
 * Buying, part B (issue 9) on the fixtures: the application form → the order → the mall's cashier → the result,
 * for a travel cover (one insured: the applicant) and an accident cover with three insureds; a payment that
 * fails (a fault scenario on the cashier's call) leaves the order payable; the proposal just made is found by
 * /applicationQuery. axe is run on the form, the order, the cashier and the result, in normal and elder mode.
 *
 * Mock facts: the demo account 13800000000 / Demo1234 is verified, so its applicant is pre-filled; the captcha
 * of the fixtures is MOCK_CAPTCHA. A full page load resets the mock gateway (the store lives in the tab), so each
 * journey logs in and stays on one page load; a scenario is switched on in the first address and remembered.
 */
import { expect, test, type Page } from "@playwright/test";
import { MOCK_CAPTCHA } from "@micromall/fixtures";
import { seriousViolations } from "../support/axe";
import { DEMO_ACCOUNT, appUrl, goInApp, logIn, main, openLoggedIn, screenTitle } from "../support/customer";

/** Ticks the agreement and submits the form; answers the order page's order id. */
async function submitApplication(page: Page): Promise<string> {
  await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
  const pay = page.getByRole("button", { name: /^立即投保 ¥\d/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(appUrl("/orderDetails"));
  await expect(screenTitle(page)).toHaveText("订单详情");
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

/** Waits for the logged-in applicant's pre-fill. */
async function applicantPrefilled(page: Page) {
  const applicant = page.getByRole("group", { name: "投保人信息" });
  await expect(applicant.getByLabel("投保人姓名")).not.toHaveValue("");
  return applicant;
}

test.describe("application, order and payment", () => {
  test("travel cover: form → order → cashier → paid result, then the proposal is found", async ({ page }) => {
    await openLoggedIn(page, "/inputInfo?productCode=LAY_JN", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("境内旅行意外险");
    const applicant = await applicantPrefilled(page);
    const name = await applicant.getByLabel("投保人姓名").inputValue();
    const number = await applicant.getByLabel("证件号码").inputValue();
    // insured 1 is the applicant ("self") by default
    await expect(page.getByRole("group", { name: "被保险人1" }).getByLabel("被保险人姓名")).toHaveValue(name);
    await page.getByLabel("保险期间").selectOption("7");
    await expect(main(page)).toContainText("（7天）");
    await expect(page.getByText(/电子保单/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await submitApplication(page);
    const proposalNo = (await main(page).locator("dt", { hasText: "投保单号" }).locator("xpath=following-sibling::dd").textContent()) ?? "";
    await expect(main(page)).not.toContainText(number);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: /^去支付 ¥/ }).click();
    await expect(screenTitle(page)).toHaveText("收银台");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
    await expect(page).toHaveURL(appUrl("/applicationResulst"));
    await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
    await expect(main(page)).toContainText("电子保单将发送至您的手机和邮箱");
    await expect(page.getByRole("link", { name: "查看保单" })).toHaveAttribute("href", /policyDetails\?policyNo=P/);
    expect(await seriousViolations(page)).toEqual([]);

    // the result page allows no back: on through its own link, then my orders and its lookup link
    await page.getByRole("link", { name: "返回首页" }).click();
    await expect(page).toHaveURL(appUrl("/home"));
    await goInApp(page, "/applicationEntry?state=2");
    await expect(page.getByRole("list", { name: "订单列表" })).toContainText("境内旅行意外险");
    await page.getByRole("link", { name: "查询投保单" }).click();
    await expect(screenTitle(page)).toHaveText("投保单查询");
    await page.getByLabel("投保单号").fill(proposalNo.trim());
    await page.getByLabel("被保险人姓名").fill(name);
    await page.getByLabel("证件号码").fill(number);
    await page.getByLabel("图形验证码", { exact: true }).fill(MOCK_CAPTCHA);
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page.getByRole("heading", { name: "查询结果" })).toBeVisible();
    await expect(main(page)).toContainText(proposalNo.trim());
    await expect(main(page)).toContainText("已承保");
  });

  test("accident cover with three insureds", async ({ page }) => {
    await openLoggedIn(page, "/inputInfo?productCode=EAJ", DEMO_ACCOUNT);
    await applicantPrefilled(page);
    await page.getByLabel("被保险人数").selectOption("3");
    await expect(page.getByRole("group", { name: /^被保险人\d$/ })).toHaveCount(3);
    const people = [
      { n: 2, relationship: "601001", name: "李芳", number: "110105198506150022" },
      { n: 3, relationship: "601002", name: "王一", number: "110105201501010017" },
    ];
    for (const person of people) {
      const insured = page.getByRole("group", { name: `被保险人${person.n}` });
      await insured.getByLabel("与投保人关系").selectOption(person.relationship);
      await insured.getByLabel("被保险人姓名").fill(person.name);
      await insured.getByLabel("证件类型").selectOption("01");
      await insured.getByLabel("证件号码").fill(person.number);
    }
    await expect(page.getByRole("group", { name: "被保险人3" }).getByLabel("出生日期", { exact: true })).toHaveValue("2015-01-01");
    await submitApplication(page);
    await expect(main(page)).toContainText("李芳");
    await expect(main(page)).toContainText("王一");
    await expect(main(page)).toContainText("1101**********0017");
    await page.getByRole("button", { name: /^去支付 ¥/ }).click();
    await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
    await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
  });

  test("a failed payment keeps the order payable (in elder mode)", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("micromall.elder", "1"));
    await page.goto(`login?redirect=${encodeURIComponent("/inputInfo?productCode=LAY_JN")}&scenario=http-503&scenarioCall=externalPay`);
    await logIn(page, DEMO_ACCOUNT);
    await expect(page).toHaveURL(appUrl("/inputInfo?productCode=LAY_JN"));
    await applicantPrefilled(page);
    await expect(page.locator("html.elder")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await submitApplication(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^去支付 ¥/ }).click();
    await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
    await expect(page).toHaveURL(appUrl("/applicationResulst"));
    await expect(page.getByRole("heading", { name: "支付未完成" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "返回订单" }).click();
    await expect(screenTitle(page)).toHaveText("订单详情");
    await expect(main(page)).toContainText("待支付");
    await expect(page.getByRole("button", { name: /^去支付 ¥/ })).toBeEnabled();
  });
});
