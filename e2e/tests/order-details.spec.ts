/**
 * Issue 20 item 7 "orders hide what is insured", as a customer reads the order page after buying: an exhibition
 * cover bought by a company shows the exhibition, its address and the booth, the company's credit code whole and
 * its phone as 联系电话; a phone cover shows the brand and model once and the IMEI; 被保险人 stands once and no
 * internal product code appears. (Mock project; one page load per test, the demo account is verified.)
 */
import { expect, test, type Page } from "../support/test";
import { DEMO_ACCOUNT, appUrl, main, openLoggedIn, screenTitle } from "../support/customer";
import { fillExhibitionForm } from "../support/journey-steps";

const CREDIT_CODE = "91350100M000100Y43";
const IMEI = "490154203237518";

/**
 * Ticks the agreement, submits the form and waits for the order page. The form opens with the plan of its
 * address (`planCode`); where the product has more than one period and none was chosen, the first is chosen here.
 */
async function submit(page: Page): Promise<void> {
  const period = page.getByLabel("保险期间");
  if ((await period.count()) === 1 && (await period.inputValue()) === "") await period.selectOption({ index: 1 });
  await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
  await page.getByRole("button", { name: /^立即投保 ¥\d/ }).click();
  await expect(page).toHaveURL(appUrl("/orderDetails"));
  await expect(screenTitle(page)).toHaveText("订单详情");
}

/** The value beside the label `label` in the order page's section `section`. */
function rowValue(page: Page, section: string, label: string) {
  return main(page).getByRole("region", { name: section }).locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd");
}

async function expectOnceAndNoCodes(page: Page, productCode: string): Promise<void> {
  const text = (await main(page).textContent()) ?? "";
  expect(text.split("被保险人").length - 1).toBe(1);
  expect(text).not.toMatch(new RegExp(`(^|[^A-Z0-9])${productCode}([^A-Z0-9_]|$)`));
}

test("an exhibition cover bought by a company: the exhibition, its address, the booth and the credit code whole", async ({ page }) => {
  await openLoggedIn(page, "/inputInfo?productCode=ZHB&planCode=ZHB01", DEMO_ACCOUNT);
  await expect(page.getByRole("form", { name: "填写投保信息" })).toBeVisible();
  await fillExhibitionForm(page, CREDIT_CODE);
  await submit(page);

  await expect(rowValue(page, "保险标的", "展会主题")).toHaveText("2026中国国际智能家居博览会");
  await expect(rowValue(page, "保险标的", "展会地址")).toHaveText("厦门国际会展中心A3馆");
  await expect(rowValue(page, "保险标的", "展位号")).toHaveText("A3-118");
  await expect(rowValue(page, "保险标的", "展位天数")).toHaveText("3天");
  await expect(rowValue(page, "投保人", "企业名称")).toHaveText("厦门海岸线会展服务有限公司");
  await expect(rowValue(page, "投保人", "证件号码")).toHaveText(CREDIT_CODE);
  await expect(rowValue(page, "投保人", "联系电话")).not.toHaveText("");
  await expect(main(page).getByRole("region", { name: "投保人" }).getByText("手机号码")).toHaveCount(0);
  await expectOnceAndNoCodes(page, "ZHB");
});

test("a phone cover: the brand and model once and the IMEI; a person's identity number masked", async ({ page }) => {
  await openLoggedIn(page, "/inputInfo?productCode=PHN&planCode=PHN01", DEMO_ACCOUNT);
  await expect(page.getByRole("form", { name: "填写投保信息" })).toBeVisible();
  await expect(page.getByRole("group", { name: "投保人信息" }).getByLabel("投保人姓名")).not.toHaveValue("");
  const phone = page.getByRole("group", { name: "投保手机信息" });
  await phone.getByLabel("手机品牌").fill("华为");
  await phone.getByLabel("手机型号").fill("华为 Mate 60 Pro");
  await phone.getByLabel("IMEI号").fill(IMEI);
  await phone.getByLabel("销售门店").fill("华为授权体验店（福州东街口）");
  await phone.getByLabel("销售人员").fill("林晓");
  await submit(page);

  await expect(rowValue(page, "保险标的", "品牌型号")).toHaveText("华为 Mate 60 Pro");
  await expect(rowValue(page, "保险标的", "IMEI")).toHaveText(IMEI);
  await expect(main(page).getByText("厂牌型号")).toHaveCount(0);
  await expect(rowValue(page, "投保人", "证件号码")).toContainText("*");
  await expectOnceAndNoCodes(page, "PHN");
});
