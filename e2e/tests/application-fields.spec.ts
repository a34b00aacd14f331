/**
 * Issue 21 "Fields and rules" as a customer meets them on the application form (mock project): an exhibition
 * cover's booth days name their exact fault and every exhibition field reaches the saved proposal; a phone cover
 * sends the handset's colour and storage; a bank's link (`?dataSource=yb&shopId=…`, the bancassurance channel)
 * opens the product, and after the login the form shows relationship, name, identity type and number read-only
 * and saves the proposal under the channel.
 *
 * Mock facts: the demo account 13800000000 / Demo1234 is verified, so its applicant is pre-filled (name, ID card,
 * mobile); the fixtures know the source code yb (银行保险渠道). A full page load resets the mock gateway, so each
 * test stays on one page load after its entry.
 */
import { expect, test, type Page, type Request } from "../support/test";
import { DEMO_ACCOUNT, appUrl, logIn, openLoggedIn, screenTitle } from "../support/customer";
import { fillExhibitionForm } from "../support/journey-steps";

/** Ticks the agreement, submits and answers the body of the saveProposal request once the order page is there. */
async function submitAndReadProposal(page: Page): Promise<Record<string, unknown>> {
  await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
  const saved = page.waitForRequest((request: Request) => request.url().includes("/proposal/save"));
  await page.getByRole("button", { name: /^立即投保 ¥\d/ }).click();
  const body = (await saved).postDataJSON() as Record<string, unknown>;
  await expect(page).toHaveURL(appUrl("/orderDetails"));
  await expect(screenTitle(page)).toHaveText("订单详情");
  return body;
}

test("exhibition cover: booth days name their fault; every exhibition field reaches the proposal", async ({ page }) => {
  await openLoggedIn(page, "/inputInfo?productCode=ZHB&planCode=ZHB01", DEMO_ACCOUNT);
  await expect(page.getByRole("form", { name: "填写投保信息" })).toBeVisible();
  await fillExhibitionForm(page, "91350100M000100Y43");
  const booth = page.getByRole("group", { name: "展会与展位信息" });
  const days = booth.getByLabel("展位天数");
  await days.fill("12");
  await page.getByRole("button", { name: /^立即投保/ }).click();
  await expect(days).toHaveAttribute("aria-invalid", "true");
  await expect(booth.getByText("展位天数须为1至10天")).toBeVisible();
  await days.fill("1.5");
  await page.getByRole("button", { name: /^立即投保/ }).click();
  await expect(booth.getByText("展位天数请填写整数天，如 3")).toBeVisible();
  await expect(booth.getByText("展位天数须为1至10天")).toHaveCount(0);
  await days.fill("4");
  const proposal = await submitAndReadProposal(page);
  expect(proposal).toMatchObject({
    productCode: "ZHB",
    enterpriseCategory: expect.any(String),
    managementContent: "智能家居产品展示与销售",
    exhibitionAddress: "厦门国际会展中心A3馆",
    expoTheme: "2026中国国际智能家居博览会",
    venueBoothNum: "A3-118",
    boothDuration: "4",
    insuredFlag: "1",
  });
  expect(proposal["enterpriseCategory"]).not.toBe("");
});

test("mobile cover: the handset's colour and storage reach the proposal", async ({ page }) => {
  await openLoggedIn(page, "/inputInfo?productCode=PHN&planCode=PHN01", DEMO_ACCOUNT);
  await expect(page.getByRole("group", { name: "投保人信息" }).getByLabel("投保人姓名")).not.toHaveValue("");
  const phone = page.getByRole("group", { name: "投保手机信息" });
  await phone.getByLabel("手机品牌").fill("华为");
  await phone.getByLabel("手机型号").fill("Mate 60 Pro");
  await phone.getByLabel("手机配置（颜色、容量，选填）").fill("雅川青 512GB");
  await phone.getByLabel("IMEI号").fill("490154203237518");
  await phone.getByLabel("销售门店").fill("华为授权体验店（福州东街口）");
  await phone.getByLabel("销售人员").fill("林晓");
  expect(await submitAndReadProposal(page)).toMatchObject({ model: "Mate 60 Pro", information: "雅川青 512GB", imei: "490154203237518" });
});

test("a bank's link (channel yb): relationship, name, identity type and number are read-only on the form", async ({ page }) => {
  // the entry: the product page opened from the bank's link, as a guest
  await page.goto("insureInfo?productCode=EAF&dataSource=yb&shopId=B001");
  await expect(screenTitle(page)).toHaveText("家庭综合意外险");
  await page.getByRole("link", { name: "立即投保" }).click();
  await logIn(page, DEMO_ACCOUNT);
  await expect(page).toHaveURL(appUrl("/inputInfo"));
  await expect(page.getByText("投保渠道：银行保险渠道")).toBeVisible();

  const applicant = page.getByRole("group", { name: "投保人信息" });
  await expect(applicant.getByLabel("投保人姓名")).not.toHaveValue("");
  for (const label of ["投保人姓名", "证件类型", "证件号码"]) await expect(applicant.getByLabel(label, { exact: true })).toHaveAttribute("readonly", "");
  await expect(applicant.getByLabel("手机号码")).not.toHaveAttribute("readonly", "");
  // no photo reading where the identity is the channel's
  await expect(applicant.getByRole("group", { name: /拍照识别身份证/ })).toHaveCount(0);
  const insured = page.getByRole("group", { name: "被保险人1" });
  await expect(insured.getByLabel("与投保人关系")).toHaveValue("本人");
  for (const label of ["与投保人关系", "被保险人姓名", "证件类型", "证件号码"]) await expect(insured.getByLabel(label, { exact: true })).toHaveAttribute("readonly", "");

  expect(await submitAndReadProposal(page)).toMatchObject({ channel: "yb", channelNo: "B001", insuredRelationship: "601005", insuredFlag: "1" });
});
