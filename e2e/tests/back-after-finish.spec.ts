/**
 * Back after a finished flow (issue 20 item 5: "every flow that ends replaces its steps in history, so back never
 * re-enters a step or a done page; test each flow with 4 backs"). One login per test; each flow is walked the way a
 * customer does, then back is pressed four times, and no back shows the finished flow's form (its heading or its
 * submit button) again:
 * - a claim reported (在线报案 → 报案已提交);
 * - an invoice requested (申请电子发票 → 发票申请已提交);
 * - a cover bought and paid, then 查看保单 on the paid page (never the application form, the cashier or a
 *   未找到 page).
 * The complaint (/complaint → /complaintMessage) is a screen test (ComplaintScreen.test.tsx).
 */
import { expect, test, type Page } from "@playwright/test";
import { appUrl, main, screenTitle } from "../support/customer";
import { buyPolicy, chooseAccidentTime, logInTo, myPoliciesTab, requestDemoInvoice } from "../support/journey-steps";

/** What a finished flow's form shows: its heading (the screen's title) and its submit button. */
interface FinishedForm {
  readonly path: RegExp;
  readonly title: string | RegExp;
  readonly submit: string | RegExp;
}

/**
 * Presses back four times; after each, once the previous screen is there (the address left the flow's form and a
 * screen title shows), the finished form's title and submit button are not on the page.
 */
async function fourBacksNeverShow(page: Page, form: FinishedForm): Promise<void> {
  for (let step = 1; step <= 4; step += 1) {
    const before = page.url();
    await page.goBack();
    await expect.poll(() => page.url(), { message: `back ${step} moves` }).not.toBe(before);
    if (!page.url().includes("/micromall/")) break; // the history before the mall: nothing of the flow
    await expect(screenTitle(page), `back ${step}: a screen shows`).toBeVisible();
    await expect(page, `back ${step}: not the form's address`).not.toHaveURL(form.path);
    await expect(screenTitle(page), `back ${step}: not the form's title`).not.toHaveText(form.title);
    await expect(page.getByRole("button", { name: form.submit }), `back ${step}: no submit of the finished form`).toHaveCount(0);
  }
}

test("a claim reported: four backs never show the report form again", async ({ page }) => {
  await logInTo(page, "/personalCenter");
  const list = await myPoliciesTab(page, "互联网险");
  const policy = list.getByRole("link").filter({ hasText: /保障中|即将到期/ }).first();
  const policyNo = /P[A-Z0-9]+/.exec((await policy.textContent()) ?? "")?.[0] ?? "";
  await policy.click();
  await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${policyNo}`));
  await page.getByRole("link", { name: "在线报案" }).click();
  await expect(page.getByLabel("出险保单")).toHaveValue(policyNo);
  await chooseAccidentTime(page);
  await page.getByLabel("出险地点").fill("杭州市西湖区龙井路景区入口");
  await page.getByLabel("事故经过").fill("游览时在台阶上滑倒，右脚踝扭伤");
  await page.getByRole("button", { name: "提交报案" }).click();
  await expect(page.getByRole("heading", { name: "报案已提交" })).toBeVisible();
  await fourBacksNeverShow(page, { path: /\/claimApplication(?:[?#]|$)/, title: "在线报案", submit: "提交报案" });
});

test("an invoice requested: four backs never show the request form again", async ({ page }) => {
  await requestDemoInvoice(page);
  await fourBacksNeverShow(page, { path: /\/invoiceRequest(?:[?#]|$)/, title: "申请电子发票", submit: "提交申请" });
});

test("a cover bought and paid, then 查看保单: four backs never show the application form, the cashier or 未找到", async ({ page }) => {
  await logInTo(page);
  const bought = await buyPolicy(page, "境内旅行意外险");
  await page.getByRole("link", { name: "查看保单" }).click();
  await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${bought.policyNo}`));
  await expect(main(page)).toContainText(bought.policyNo);
  for (let step = 1; step <= 4; step += 1) {
    const before = page.url();
    await page.goBack();
    await expect.poll(() => page.url(), { message: `back ${step} moves` }).not.toBe(before);
    if (!page.url().includes("/micromall/")) break;
    await expect(screenTitle(page), `back ${step}: a screen shows`).toBeVisible();
    await expect(page.getByRole("button", { name: /^立即投保/ }), `back ${step}: no application form`).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(确认支付|去支付)/ }), `back ${step}: no cashier or payable order`).toHaveCount(0);
    await expect(main(page), `back ${step}: no 未找到 page`).not.toContainText("未找到");
  }
});
