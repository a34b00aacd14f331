/**
 * Records belong to an account (issue 23 finding 1, issue 18): a new customer who owns nothing opens the demo
 * holder's policy, claim and order by their numbers and sees "这条记录不在您的账户中" — never the holder's name or
 * numbers. The page's mock gateway is built from the fixtures' default seed, so `createDb()` here names the same
 * holder and records.
 */
import { expect, test } from "@playwright/test";
import { createDb } from "@micromall/fixtures";
import { MOCK_SMS_CODE, NEW_PASSWORD, goInApp, main, screenTitle, uniqueMobile } from "../support/customer";

const db = createDb();
const holder = db.data.holders[0];
const policy = db.data.policies.find((candidate) => candidate.owner === 0 && candidate.detail.kind !== "car");
const claim = db.data.claims.find((candidate) => candidate.owner === 0);
const proposal = db.data.proposals.find((candidate) => candidate.owner === 0);

test("a new account sees another customer's policy and claim as not in its account", async ({ page }) => {
  if (holder === undefined || policy === undefined || claim === undefined) throw new Error("the fixtures have no demo holder records");

  await test.step("register a new account", async () => {
    await page.goto("register");
    await expect(screenTitle(page)).toHaveText("注册");
    await page.getByLabel("手机号").fill(uniqueMobile());
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByText("验证码已发送")).toBeVisible();
    await page.getByLabel("短信验证码").fill(MOCK_SMS_CODE);
    await page.getByLabel("密码", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("确认密码").fill(NEW_PASSWORD);
    await page.getByRole("checkbox", { name: /用户服务协议/ }).check();
    await page.getByRole("button", { name: "注册并登录" }).click();
    await expect(page.getByText("注册成功")).toBeVisible();
  });

  for (const path of [`/policyDetails?policyNo=${policy.detail.policyNo}`, `/claimClaims?claimNo=${claim.detail.claimNo}`]) {
    await test.step(`${path} is refused`, async () => {
      await goInApp(page, path);
      await expect(main(page).getByText("这条记录不在您的账户中")).toBeVisible();
      await expect(main(page)).not.toContainText(holder.name);
      await expect(main(page)).not.toContainText(holder.idNumber);
    });
  }
});

test("a new account cannot open another customer's order, invoice, correction or surrender by its number", async ({ page }) => {
  if (holder === undefined || policy === undefined || proposal === undefined) throw new Error("the fixtures have no demo holder records");
  const policyNo = policy.detail.policyNo;

  await test.step("register a new account", async () => {
    await page.goto("register");
    await expect(screenTitle(page)).toHaveText("注册");
    await page.getByLabel("手机号").fill(uniqueMobile());
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByText("验证码已发送")).toBeVisible();
    await page.getByLabel("短信验证码").fill(MOCK_SMS_CODE);
    await page.getByLabel("密码", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("确认密码").fill(NEW_PASSWORD);
    await page.getByRole("checkbox", { name: /用户服务协议/ }).check();
    await page.getByRole("button", { name: "注册并登录" }).click();
    await expect(page.getByText("注册成功")).toBeVisible();
  });

  for (const path of [
    `/orderDetails?orderId=${proposal.record.orderNo}`,
    `/invoiceResuls?policyNo=${policyNo}`,
    `/alter?policyNo=${policyNo}`,
    `/application?policyNo=${policyNo}`,
  ]) {
    await test.step(`${path} is refused`, async () => {
      await goInApp(page, path);
      await expect(main(page).getByText("这条记录不在您的账户中")).toBeVisible();
      await expect(main(page)).not.toContainText(holder.name);
      await expect(main(page)).not.toContainText(holder.idNumber);
      if (holder.email !== "") await expect(main(page)).not.toContainText(holder.email);
      await expect(main(page).getByRole("button", { name: /提交|确认退保|申请退保/ })).toHaveCount(0);
    });
  }
});
