/**
 * Buying, part B (issue 9 acceptance 3) on the fixtures: one journey per variant of the application form, each
 * from /home (a product on home, or 全部产品 → the product list) through the product page, the form, the order
 * and the mall's cashier to the paid result — a travel cover (one insured: the applicant), an accident cover
 * with three insureds, an exhibition booth (enterprise applicant with its credit code, the booth), a mobile phone
 * (brand, model, IMEI with its check digit); a payment that fails (a fault scenario on the cashier's call) leaves
 * the order payable; the proposal just made is found by /applicationQuery. axe is run on the form, the order,
 * the cashier and the result, in normal and elder mode. (The car journey, on /insureRight, is the car cover's.)
 *
 * Mock facts: the demo account 13800000000 / Demo1234 is verified, so its applicant is pre-filled; the captcha
 * of the fixtures is MOCK_CAPTCHA. A full page load resets the mock gateway (the store lives in the tab), so each
 * journey logs in and stays on one page load; a scenario is switched on in the first address and remembered.
 */
import { expect, test, type Page } from "../support/test";
import { MOCK_CAPTCHA } from "@micromall/fixtures";
import { seriousViolations } from "../support/axe";
import { DEMO_ACCOUNT, appUrl, expectApplicationForm, goInApp, logIn, main, openLoggedIn, screenTitle } from "../support/customer";
import { fillExhibitionForm } from "../support/journey-steps";

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

/**
 * Logs in, starts at /home and opens a product's form the way a customer does: the product on home (or 全部产品 →
 * the product list), its product page, 立即投保. Answers once the form is there.
 */
async function formFromHome(page: Page, product: RegExp, via: "home" | "productList"): Promise<void> {
  await openLoggedIn(page, "/home", DEMO_ACCOUNT);
  if (via === "productList") {
    await page.getByRole("link", { name: "全部产品" }).click();
    await expect(page).toHaveURL(appUrl("/productList"));
    // the list is the one screen shown: home, kept alive under it, is hidden by now (a link resolved on home while
    // both showed stayed hidden for the click: a flaky timeout in CI)
    await expect(screenTitle(page)).toHaveCount(1);
    await expect(screenTitle(page)).toHaveText("保险产品");
  }
  // the visible one: home stays mounted, hidden, under a list opened from it (keep-alive)
  await page.getByRole("link", { name: product }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/insureInfo\?productCode=/);
  await page.getByRole("link", { name: "立即投保" }).click();
  await expect(page).toHaveURL(appUrl("/inputInfo"));
  await expect(page.getByRole("form", { name: "填写投保信息" })).toBeVisible();
}

/** Pays the order on the order page at the mall's cashier and sees the paid result. */
async function payAndSeeResult(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^去支付 ¥/ }).click();
  await expect(screenTitle(page)).toHaveText("收银台");
  await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
  await expect(page).toHaveURL(appUrl("/applicationResulst"));
  await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
}

/** Waits for the logged-in applicant's pre-fill. */
async function applicantPrefilled(page: Page) {
  const applicant = page.getByRole("group", { name: "投保人信息" });
  await expect(applicant.getByLabel("投保人姓名")).not.toHaveValue("");
  return applicant;
}

test.describe("application, order and payment", () => {
  // Each test is a whole purchase (product list, form, order, cashier, result): on the 2-core CI machine with both
  // workers busy the accident and phone purchases took 30.6 s, over the default 30 s, and passed on their retry.
  test.describe.configure({ timeout: 60_000 });
  test("travel cover: form → order → cashier → paid result, then the proposal is found", async ({ page }) => {
    await formFromHome(page, /^境内旅行意外险/, "home");
    await expectApplicationForm(page, "境内旅行意外险");
    const applicant = await applicantPrefilled(page);
    const name = await applicant.getByLabel("投保人姓名").inputValue();
    const number = await applicant.getByLabel("证件号码").inputValue();
    // insured 1 is the applicant ("self") by default
    await expect(page.getByRole("group", { name: "被保险人1" }).getByLabel("被保险人姓名")).toHaveValue(name);
    await page.getByLabel("保险期间").selectOption("7");
    await expect(main(page)).toContainText("（7天）");
    // the e-mail is optional: this customer gives none (F17: then the paid page promises none)
    await applicant.getByLabel(/^电子邮箱/).fill("");
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
    // only the channels the order has (F17): the holder's mobile; the form's e-mail was left empty
    await expect(main(page)).toContainText(/电子保单将以短信发送至投保人手机 1\d{2}\*{4}\d{4}。/);
    await expect(main(page)).not.toContainText("邮箱");
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

  test("accident cover with three insureds: product list → form → paid", async ({ page }) => {
    await formFromHome(page, /^家庭综合意外险/, "productList");
    await expectApplicationForm(page, "家庭综合意外险");
    await applicantPrefilled(page);
    await page.getByLabel("被保险人数").selectOption("3");
    await expect(page.getByRole("group", { name: /^被保险人\d$/ })).toHaveCount(3);
    const people = [
      { n: 2, relationship: "601001", name: "李芳", number: "110105198506150022" },
      { n: 3, relationship: "601002", name: "王一", number: "110105201501010017" },
    ];
    for (const person of people) {
      const insured = page.getByRole("group", { name: `被保险人${person.n}` });
      // the adults' family cover: a spouse and a child start on 身份证, not 学生证 (customer report 3 H2)
      await expect(insured.getByLabel("证件类型")).toHaveValue("01");
      await insured.getByLabel("与投保人关系").selectOption(person.relationship);
      await insured.getByLabel("被保险人姓名").fill(person.name);
      await insured.getByLabel("证件号码").fill(person.number);
    }
    await expect(page.getByRole("group", { name: "被保险人3" }).getByLabel("出生日期", { exact: true })).toHaveValue("2015-01-01");
    await submitApplication(page);
    await expect(main(page)).toContainText("李芳");
    await expect(main(page)).toContainText("王一");
    await expect(main(page)).toContainText("1101**********0017");
    await payAndSeeResult(page);
  });

  test("exhibition booth: an enterprise with its credit code insures its booth, home → paid", async ({ page }) => {
    await formFromHome(page, /^展会展位综合险/, "home");
    await expectApplicationForm(page, "展会展位综合险");
    const enterprise = page.getByRole("group", { name: "投保企业信息" });
    // the customer's own contact is pre-filled; the enterprise's name and code are typed
    await expect(enterprise.getByLabel("联系电话")).not.toHaveValue("");
    await fillExhibitionForm(page, "91350100M000100Y40");
    await page.getByLabel("保险期间").selectOption("3");
    await expect(main(page)).toContainText("（3天）");
    // a credit code with a wrong check character is refused on its field
    await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    await page.getByRole("button", { name: /^立即投保/ }).click();
    await expect(enterprise.getByLabel("证件号码")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(appUrl("/inputInfo"));
    await enterprise.getByLabel("证件号码").fill("91350100M000100Y43");
    expect(await seriousViolations(page)).toEqual([]);
    await submitApplication(page);
    await expect(main(page)).toContainText("展会展位综合险");
    await expect(main(page)).toContainText("厦门海岸线会展服务有限公司");
    await payAndSeeResult(page);
  });

  test("mobile phone: brand, model and a checked IMEI, product list → paid", async ({ page }) => {
    await formFromHome(page, /^手机碎屏保障/, "productList");
    await expectApplicationForm(page, "手机碎屏保障");
    await applicantPrefilled(page);
    await expect(page.getByRole("group", { name: "被保险人1" })).toHaveCount(0);
    const phone = page.getByRole("group", { name: "投保手机信息" });
    await phone.getByLabel("手机品牌").fill("华为");
    await phone.getByLabel("手机型号").fill("Mate 60 Pro");
    // an IMEI whose check digit is wrong is refused with domain's message
    await phone.getByLabel("IMEI号").fill("490154203237519");
    await phone.getByLabel("销售门店").fill("华为授权体验店（福州东街口）");
    await phone.getByLabel("销售人员").fill("林晓");
    await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    await page.getByRole("button", { name: /^立即投保/ }).click();
    await expect(phone.getByLabel("IMEI号")).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toContainText("IMEI号校验位不正确");
    await phone.getByLabel("IMEI号").fill("490154203237518");
    expect(await seriousViolations(page)).toEqual([]);
    await submitApplication(page);
    await expect(main(page)).toContainText("手机碎屏保障");
    await payAndSeeResult(page);
  });

  test("a failed payment keeps the order payable (in elder mode)", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("micromall.elder", "1"));
    await page.goto(`login?redirect=${encodeURIComponent("/inputInfo?productCode=LAY_JN&planCode=LAYJN01")}&scenario=http-503&scenarioCall=externalPay`);
    await logIn(page, DEMO_ACCOUNT);
    await expect(page).toHaveURL(appUrl("/inputInfo?productCode=LAY_JN&planCode=LAYJN01"));
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
