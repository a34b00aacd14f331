/**
 * A customer who is already identity-verified is not asked to bind their identity again before 我的理赔 or
 * 在线报案 (issue 20 item 6, second bullet): 我的理赔 binds the claims from the verified identity without a form
 * and says so; a customer who is not verified still gets the binding step, with an empty form.
 *
 * Every test registers a new account (a new account is nobody: not verified, not bound), so nothing depends on
 * the demo account's state. The identity is synthetic (a valid GB 11643 number of nobody).
 */
import { expect, test, type Page } from "../support/test";
import { appUrl, goInApp, main, screenTitle } from "../support/customer";
import { registerNew } from "../support/journey-steps";

const PERSON = { name: "张小三", idNumber: "11010519491231002X", masked: "1101**********002X" } as const;
const BIND_FIRST = "查询理赔前，请先绑定身份信息";

/** Verifies the logged-in account's identity on /identityAuth, as the customer does. */
async function verifyIdentity(page: Page): Promise<void> {
  await goInApp(page, "/identityAuth");
  await expect(screenTitle(page)).toHaveText("实名认证");
  await page.getByLabel("真实姓名").fill(PERSON.name);
  await page.getByLabel("证件号码").fill(PERSON.idNumber);
  await page.getByRole("checkbox", { name: /实名认证授权协议/ }).check();
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page).toHaveURL(appUrl("/identityAuthInfo"));
}

/** Opens 我的理赔 from the personal centre. */
async function openMyClaims(page: Page): Promise<void> {
  await goInApp(page, "/personalCenter");
  await page.getByRole("link", { name: "我的理赔" }).click();
  await expect(page).toHaveURL(appUrl("/claimList"));
  await expect(screenTitle(page)).toHaveText("我的理赔");
}

test.describe("a verified customer is not asked to bind again (issue 20 item 6)", () => {
  test("verified: 我的理赔 shows the claims at once, bound from the verified identity; 在线报案 asks nothing either", async ({ page }) => {
    await registerNew(page);
    await verifyIdentity(page);
    await openMyClaims(page);

    await expect(main(page).getByText("已按您实名认证的身份绑定理赔信息。")).toBeVisible();
    await expect(page.getByRole("region", { name: BIND_FIRST })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "去绑定" })).toHaveCount(0);
    await expect(main(page).getByRole("textbox")).toHaveCount(0);
    // a new customer has no claims: the empty state offers the online report
    await expect(main(page).getByText(/暂无.*案件/)).toBeVisible();

    // the binding is the verified person's (shown masked)
    await page.getByRole("link", { name: "查看或更换绑定信息" }).click();
    await expect(page).toHaveURL(appUrl("/messageInfo"));
    await expect(main(page)).toContainText(PERSON.masked);
    await expect(main(page)).toContainText("张*三");

    // 在线报案 from 我的理赔: no binding step on the way
    await page.getByRole("link", { name: "查看我的理赔" }).click();
    await expect(page).toHaveURL(appUrl("/claimList"));
    await main(page).getByRole("link", { name: "在线报案" }).first().click();
    await expect(page).toHaveURL(appUrl("/claimApplication"));
    await expect(main(page).getByLabel("证件号码")).toHaveCount(0);
    await expect(page.getByRole("region", { name: BIND_FIRST })).toHaveCount(0);
  });

  test("not verified: 我的理赔 asks to bind first, and the binding form starts empty", async ({ page }) => {
    await registerNew(page);
    await openMyClaims(page);
    const bindFirst = page.getByRole("region", { name: BIND_FIRST });
    await expect(bindFirst).toBeVisible();
    await bindFirst.getByRole("link", { name: "去绑定" }).click();
    await expect(page).toHaveURL(appUrl("/Bind?redirect=%2FclaimList"));
    await expect(page.getByLabel("证件号码")).toHaveValue("");
    await expect(page.getByLabel("姓名")).toHaveValue("");
    await expect(page.getByRole("button", { name: "确认绑定" })).toBeVisible();
  });
});
