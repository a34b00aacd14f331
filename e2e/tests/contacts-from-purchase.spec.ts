/**
 * Contacts from a purchase (issue 21, `replaceContact`): after a paid order the customer keeps the order's person
 * as a frequent contact on the paid page, finds them on 常用联系人, and the next purchase of the same person offers
 * 更新联系人 instead. A one-time gateway fault on the save shows the catalogue's (§8) message and the button stays.
 *
 * A new account verifies its identity first (the application form pre-fills a verified applicant, who insures
 * himself), so its contacts start empty and the journey owes nothing to the demo account's data. Every test
 * registers its own account; the world persists in local storage for the browser context.
 */
import { expect, test, type Page } from "../support/test";
import { appUrl, goInApp, main, noticeDialog, screenTitle } from "../support/customer";
import { buyPolicy, goToTab, registerNew } from "../support/journey-steps";

/** The verified customer: a synthetic name and a valid identity number (GB 11643 check character). */
const CUSTOMER = { name: "张小三", idNumber: "110105199003071239", masked: "1101**********1239" } as const;

/** What the catalogue (§8) tells a customer when the gateway answers 502. */
const HTTP_502_MESSAGE = "服务暂时不可用，请稍后重试";

/** Registers a new account, verifies it as {@link CUSTOMER} and lands on /home. */
async function newVerifiedCustomer(page: Page): Promise<void> {
  await registerNew(page);
  await goInApp(page, "/identityAuth");
  await expect(screenTitle(page)).toHaveText("实名认证");
  await page.getByLabel("真实姓名").fill(CUSTOMER.name);
  await page.getByLabel("证件号码").fill(CUSTOMER.idNumber);
  await page.getByRole("checkbox", { name: /实名认证授权协议/ }).check();
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page).toHaveURL(appUrl("/identityAuthInfo"));
  await goToTab(page, "商城首页");
}

/** The paid page's row of the customer. */
function customerRow(page: Page) {
  return page.getByRole("list", { name: "本单人员" }).getByRole("listitem").filter({ hasText: CUSTOMER.name });
}

test.describe("contacts from a purchase", () => {
  test("save the insured on the paid page → 常用联系人 lists them; the next purchase of the same person offers 更新联系人", async ({ page }) => {
    await newVerifiedCustomer(page);
    await buyPolicy(page);
    const row = customerRow(page);
    await expect(row).toContainText("投保人、被保险人");
    await expect(row).toContainText(CUSTOMER.masked);
    await expect(row).not.toContainText(CUSTOMER.idNumber);
    await expect(row.getByText(CUSTOMER.name, { exact: true })).toHaveAttribute("lang", "zh-CN");
    await row.getByRole("button", { name: `保存为常用联系人：${CUSTOMER.name}` }).click();
    await expect(row.getByRole("status")).toHaveText("已保存为常用联系人");
    await expect(row.getByRole("button")).toHaveCount(0);

    await row.getByRole("link", { name: "查看常用联系人" }).click();
    await expect(page).toHaveURL(appUrl("/contacts"));
    const contacts = page.getByRole("list", { name: "联系人列表" });
    await expect(contacts.getByRole("listitem")).toHaveCount(1);
    await expect(contacts.getByRole("listitem").first()).toContainText(CUSTOMER.name);
    await expect(contacts.getByRole("listitem").first()).toContainText(CUSTOMER.masked);

    await goToTab(page, "商城首页");
    await buyPolicy(page);
    const again = customerRow(page);
    await expect(again.getByRole("button", { name: `保存为常用联系人：${CUSTOMER.name}` })).toHaveCount(0);
    await again.getByRole("button", { name: `用本单信息更新联系人：${CUSTOMER.name}` }).click();
    await expect(again.getByRole("status")).toHaveText("常用联系人已更新");
    await again.getByRole("link", { name: "查看常用联系人" }).click();
    await expect(page.getByRole("list", { name: "联系人列表" }).getByRole("listitem")).toHaveCount(1);
  });

  test("a one-time fault on the save shows the catalogue's message; the button stays and the next tap saves once", async ({ page }) => {
    await newVerifiedCustomer(page);
    await buyPolicy(page);
    // the paid page again (the world and the login persist), now with a 502 on replaceContact, once
    await page.goto(`${page.url()}&scenario=http-502&scenarioCall=replaceContact&scenarioTimes=1`);
    await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/contacts/replaceContact")) saves.push(request.url());
    });
    const row = customerRow(page);
    await row.getByRole("button", { name: `保存为常用联系人：${CUSTOMER.name}` }).click();
    const dialog = noticeDialog(page);
    await expect(dialog.getByText(HTTP_502_MESSAGE, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByRole("status")).toHaveCount(0);
    await row.getByRole("button", { name: `保存为常用联系人：${CUSTOMER.name}` }).dblclick();
    await expect(row.getByRole("status")).toHaveText("已保存为常用联系人");
    expect(saves).toHaveLength(2);
    await expect(main(page)).toContainText("支付成功");
  });
});
