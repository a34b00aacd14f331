/**
 * The order flows of issue 21, one test per flow, each on the fixtures' world (which changes with the screens):
 *
 * 1. order detail and its documents: the order page shows the gateway's order detail (`queryOrderDetail`); the
 *    proposal (`downProposal`) and, once paid, the electronic policy (`order/download`) download as real PDF
 *    files in one tap — no second link to tap.
 * 2. unfinished orders: a submitted application left unpaid is kept as the gateway's interim order
 *    (`interimOrder`) and 我的订单 lists it under 待支付; paid later from there, the payment result reads the
 *    interim order back (`interimOrderInfo`) and it leaves 待支付.
 * 3. buy again: a paid order's 再次投保 (`toNewProposa`) opens the application form filled from the old
 *    proposal (the two insureds); back from the form never re-enters the finished order's flow.
 *
 * Each test runs in its own browser context and logs in itself (no order between tests).
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "../support/test";
import { pdfTextHex } from "@micromall/fixtures";
import { appUrl, main, screenTitle } from "../support/customer";
import { buyPolicy, goToTab, logInTo, openProductForm, paidPolicyNo, submitApplication } from "../support/journey-steps";

/** Taps a document button and answers the file the browser received: its name and its text. */
async function downloadFrom(page: Page, button: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent("download");
  await main(page).getByRole("button", { name: button }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: (await readFile(path)).toString("latin1") };
}

test.describe("order flows (issue 21)", () => {
  test("order detail and its documents: the gateway's detail; the proposal and the policy download as PDF files", async ({ page }) => {
    await logInTo(page);
    let orderId = "";

    await test.step("a submitted application's order page reads queryOrderDetail and downloads its proposal", async () => {
      await openProductForm(page, "境内旅行意外险");
      const detail = page.waitForResponse((response) => response.url().includes("/order/queryOrderDetail"));
      orderId = await submitApplication(page);
      expect((await detail).ok()).toBe(true);
      await expect(page.getByRole("region", { name: "订单信息" })).toContainText(orderId);
      await expect(main(page).getByRole("button", { name: "下载电子保单" })).toHaveCount(0);
      const proposalNo = (await page.getByRole("region", { name: "订单信息" }).getByText(/^T[A-Z0-9_]+$/).textContent()) ?? "";
      expect(proposalNo).not.toBe("");
      const file = await downloadFrom(page, "下载投保单");
      expect(file.name).toBe(`${proposalNo}.pdf`);
      expect(file.text).toMatch(/^%PDF-1\.\d/);
      expect(file.text).toContain(pdfTextHex(proposalNo));
      expect(file.text.trimEnd().endsWith("%%EOF")).toBe(true);
      await expect(main(page).getByRole("status").filter({ hasText: `已下载 ${proposalNo}.pdf` })).toBeVisible();
      await expect(main(page).getByRole("link", { name: /PDF|投保单/ })).toHaveCount(0);
    });

    await test.step("paid, the order page downloads the electronic policy through order/download", async () => {
      await page.goto("home");
      await expect(page).toHaveURL(appUrl("/home"));
      const bought = await buyPolicy(page);
      await page.goto(`orderDetails?orderId=${bought.orderId}`);
      await expect(screenTitle(page)).toHaveText("订单详情");
      await expect(page.getByRole("region", { name: "订单信息" })).toContainText(bought.policyNo);
      const call = page.waitForRequest((request) => request.url().includes("/order/order/download"));
      const file = await downloadFrom(page, "下载电子保单");
      await call;
      expect(file.name).toBe(`${bought.policyNo}.pdf`);
      expect(file.text).toMatch(/^%PDF-1\.\d/);
      expect(file.text).toContain(pdfTextHex(bought.policyNo));
      await expect(main(page).getByRole("status").filter({ hasText: `已下载 ${bought.policyNo}.pdf` })).toBeVisible();
    });
  });

  test("unfinished orders: a submitted, unpaid application is kept as the interim order and listed under 待支付", async ({ page }) => {
    await logInTo(page);
    const orders = page.getByRole("list", { name: "订单列表" });
    let orderId = "";
    const theOrder = () => orders.getByRole("listitem").filter({ has: page.locator(`a[href*="orderId=${orderId}"]`) });

    await test.step("submit the application: its order is kept through interimOrder, then leave without paying", async () => {
      await openProductForm(page, "家庭综合意外险");
      const kept = page.waitForRequest((request) => request.url().includes("/interim/interimOrder"));
      orderId = await submitApplication(page);
      expect((await kept).postDataJSON()).toMatchObject({ orderNo: orderId });
      await expect(main(page).getByRole("button", { name: /^去支付 ¥/ })).toBeVisible();
      await page.goto("home");
    });

    await test.step("我的订单 lists it under 待支付, also after a reload, with pay and cancel", async () => {
      await goToTab(page, "个人中心");
      await page.getByRole("link", { name: "我的订单" }).first().click();
      await expect(screenTitle(page)).toHaveText("我的订单");
      await expect(page.getByRole("tab", { name: "待支付" })).toHaveAttribute("aria-selected", "true");
      await expect(theOrder()).toHaveCount(1);
      await expect(theOrder()).toContainText("家庭综合意外险");
      await expect(theOrder()).toContainText("待支付");
      await page.reload();
      await expect(theOrder()).toHaveCount(1);
      await expect(theOrder().getByRole("button", { name: "取消订单" })).toBeVisible();
    });

    await test.step("paid from the list, the result reads the interim order back and it leaves 待支付", async () => {
      const read = page.waitForRequest((request) => request.url().includes("/interim/interimOrderInfo"));
      await theOrder().getByRole("button", { name: /^支付|^去支付/ }).click();
      await expect(screenTitle(page)).toHaveText("收银台");
      await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
      expect(await paidPolicyNo(page)).toMatch(/^P/);
      await read;
      await page.goto("applicationEntry");
      await expect(page.getByRole("tab", { name: "待支付" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByText(/暂无|订单详情/).first()).toBeVisible();
      await expect(theOrder()).toHaveCount(0);
      await page.getByRole("tab", { name: "已支付" }).click();
      await expect(theOrder()).toHaveCount(1);
    });
  });

  test("buy again: 再次投保 of a paid order opens the form filled from the old proposal; back never re-enters the finished flow", async ({ page }) => {
    await logInTo(page);
    let orderId = "";

    await test.step("buy a travel cover for two: the applicant and a second insured", async () => {
      await openProductForm(page, "境内旅行意外险");
      await page.getByLabel("被保险人数").selectOption("2");
      const second = page.getByRole("group", { name: "被保险人2" });
      await second.getByLabel("与投保人关系").selectOption({ label: "子女" });
      await second.getByLabel("被保险人姓名").fill("王一");
      await second.getByLabel("证件号码").fill("110105201501010017");
      orderId = await submitApplication(page);
      await page.getByRole("button", { name: /^去支付 ¥/ }).click();
      await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
      expect(await paidPolicyNo(page)).toMatch(/^P/);
    });

    await test.step("from 我的订单 → its page, 再次投保 opens the form with both insureds", async () => {
      await page.goto("applicationEntry?state=2");
      const item = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ has: page.locator(`a[href*="orderId=${orderId}"]`) });
      await expect(item.getByRole("button", { name: "再次投保：境内旅行意外险" })).toBeVisible();
      await item.getByRole("link", { name: "订单详情" }).click();
      await expect(screenTitle(page)).toHaveText("订单详情");
      const start = page.waitForRequest((request) => request.url().includes("/proposal/toNewProposa"));
      await main(page).getByRole("button", { name: "再次投保：境内旅行意外险" }).click();
      expect((await start).postDataJSON()).toMatchObject({ orderNo: orderId });
      await expect(page).toHaveURL(appUrl("/inputInfo"));
      const form = page.getByRole("form", { name: "填写投保信息" });
      await expect(form).toBeVisible();
      await expect(page.getByLabel("被保险人数")).toHaveValue("2");
      const second = page.getByRole("group", { name: "被保险人2" });
      await expect(second.getByLabel("被保险人姓名")).toHaveValue("王一");
      await expect(second.getByLabel("证件号码")).toHaveValue("110105201501010017");
      await expect(page.getByRole("group", { name: "投保人信息" }).getByLabel("投保人姓名")).not.toHaveValue("");
    });

    await test.step("back leaves the form for 我的订单, never the paid order's page, cashier or result", async () => {
      await page.goBack();
      await expect(page).toHaveURL(appUrl("/applicationEntry?state=2"));
      await expect(page).not.toHaveURL(/step=cashier|applicationResulst|orderDetails/);
      await expect(main(page).getByRole("button", { name: /^确认支付|^去支付/ })).toHaveCount(0);
    });
  });
});
