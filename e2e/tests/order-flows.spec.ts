/**
 * The order flows of issue 21, one test per flow, each on the fixtures' world (which changes with the screens):
 *
 * 1. order detail and its documents: the order page shows the gateway's order detail (`queryOrderDetail`); the
 *    proposal (`downProposal`) and, once paid, the electronic policy (`order/download`) download as real PDF
 *    files in one tap — no second link to tap.
 *
 * Each test runs in its own browser context and logs in itself (no order between tests).
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { appUrl, main, screenTitle } from "../support/customer";
import { buyPolicy, logInTo, openProductForm, submitApplication } from "../support/journey-steps";

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
      expect(file.text).toContain(proposalNo);
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
      expect(file.text).toContain(bought.policyNo);
      await expect(main(page).getByRole("status").filter({ hasText: `已下载 ${bought.policyNo}.pdf` })).toBeVisible();
    });
  });
});
