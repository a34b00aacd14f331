/**
 * Issue 23 finding 6 in the browser, on the fixtures: a shop link (`?dataSource=h5project&shopId=…`) claims a sale
 * only with a well-formed shop id (domain's `isShopId`) that arrived with the source the source-code check
 * confirmed. The witness is the proposal itself: the `saveProposal` request is opened with the demo key (the
 * encrypted envelope the fixtures read) and its `channelNo` read.
 */
import { expect, test, type Page } from "../support/test";
import { DEMO_CIPHER_KEY, GATEWAY_CATALOGUE, cipherCodec, openRequest } from "@micromall/domain";
import { DEMO_ACCOUNT, appUrl, goInApp, logIn, screenTitle } from "../support/customer";

/** Arrives through the shop link, logs in, fills the travel cover's form and saves the proposal; answers its payload. */
async function proposalFromShopLink(page: Page, shopId: string): Promise<Record<string, unknown>> {
  await page.goto(`home?dataSource=h5project&shopId=${encodeURIComponent(shopId)}`);
  await expect(screenTitle(page)).toBeVisible();
  // the shop visit is remembered for the tab (the store's session data) before the customer moves on
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("Arrlist") ?? "")).toContain('"source":"h5project"');
  await goInApp(page, "/login?redirect=%2Fhome");
  await logIn(page, DEMO_ACCOUNT);
  await expect(page).toHaveURL(appUrl("/home"));
  await page.getByRole("link", { name: /^境内旅行意外险/ }).first().click();
  await expect(page).toHaveURL(/\/insureInfo\?productCode=/);
  await page.getByRole("link", { name: "立即投保" }).click();
  await expect(page.getByRole("form", { name: "填写投保信息" })).toBeVisible();
  // the channel is shown once the gateway confirmed the source
  await expect(page.getByText("投保渠道：H5合作项目")).toBeVisible();
  await expect(page.getByRole("group", { name: "投保人信息" }).getByLabel("投保人姓名")).not.toHaveValue("");
  await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
  const sent = page.waitForRequest((request) => request.url().includes(GATEWAY_CATALOGUE.saveProposal.path));
  await page.getByRole("button", { name: /^立即投保 ¥\d/ }).click();
  const request = await sent;
  const opened = openRequest(GATEWAY_CATALOGUE.saveProposal, { body: request.postData() ?? "" }, cipherCodec({ key: DEMO_CIPHER_KEY }));
  if (!opened.ok) throw new Error(`the proposal request does not open: ${JSON.stringify(opened)}`);
  await expect(page).toHaveURL(appUrl("/orderDetails"));
  return opened.payload;
}

test.describe("security: a shop link claims a sale only with a valid shop id", () => {
  test("a well-formed shop id of a confirmed source is the proposal's channelNo", async ({ page }) => {
    const payload = await proposalFromShopLink(page, "S001");
    expect(payload["channel"]).toBe("h5project");
    expect(payload["channelNo"]).toBe("S001");
  });

  test("a shop id of the wrong format or length is never sent (the visit stays the shop project's)", async ({ page }) => {
    const payload = await proposalFromShopLink(page, `S001"><img src=x>${"9".repeat(40)}`);
    expect(payload["channel"]).toBe("h5project");
    expect(payload).not.toHaveProperty("channelNo");
    expect(JSON.stringify(payload)).not.toContain("S001");
  });
});
