/**
 * Electronic invoices (issue 11) on the fixtures: look a policy up, request an enterprise invoice, see it in
 * "my invoices", send an issued one to an e-mail address (and, in the messenger, a download offers that instead
 * of a dead tap); a request the gateway refuses (`?scenario=`) keeps the form, also across a reload; axe on the
 * routes, normal and elder mode.
 *
 * Mock facts: the demo account is the first generated holder; its policies carry invoices in the states' rotation
 * (issued, not requested, issuing, not requested, failed, issued). The world is generated from the default seed and
 * the current year, so `createDb()` here names the same people and policies as the page's mock gateway.
 */
import { expect, test } from "../support/test";
import { createDb, MOCK_CAPTCHA } from "@micromall/fixtures";
import { violationsAlong } from "../support/axe";
import { DEMO_ACCOUNT, appUrl, goInApp, logIn, main, openLoggedIn, screenTitle } from "../support/customer";

const CREDIT_CODE = "91350100M000100Y43";

/** The demo holder and their invoice records, as the page's mock gateway generates them. */
function demoWorld() {
  const db = createDb();
  const holder = db.data.holders[0];
  if (holder === undefined) throw new Error("the fixtures have a first holder");
  const own = new Set(db.data.policies.filter((policy) => policy.owner === 0).map((policy) => policy.detail.policyNo));
  const invoices = db.data.invoices.filter((record) => own.has(record.policyNo));
  const inState = (state: string) => {
    const record = invoices.find((candidate) => candidate.invoiceState === state);
    if (record === undefined) throw new Error(`the demo holder has an invoice in state ${state}`);
    return record;
  };
  return { holder, inState };
}

test.describe("invoices", () => {
  test("look a policy up → request an enterprise invoice → success → my invoices → send to e-mail", async ({ page }) => {
    const { holder, inState } = demoWorld();
    const record = inState("0");
    const issued = inState("2");
    await openLoggedIn(page, "/invoiceQuery", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("发票查询");

    await test.step("look the policy up", async () => {
      await page.getByLabel("保单号").fill(record.policyNo);
      await page.getByLabel("被保险人姓名").fill(holder.name);
      await page.getByLabel("证件号码").fill(holder.idNumber);
      await expect(page.getByRole("img", { name: "图形验证码" })).toBeVisible();
      await page.getByLabel("验证码").fill(MOCK_CAPTCHA);
      await page.getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(appUrl("/invoiceResult"));
      await expect(page).not.toHaveURL(new RegExp(holder.idNumber));
      const list = page.getByRole("list", { name: "查询到的保单" });
      await expect(list).toContainText(record.policyNo);
      await list.getByRole("link", { name: `申请开票：${record.riskName}` }).click();
    });

    await test.step("request an enterprise invoice", async () => {
      await expect(screenTitle(page)).toHaveText("申请电子发票");
      await page.getByLabel("抬头类型").selectOption("03");
      await page.getByLabel("发票抬头").fill("某某科技（深圳）有限公司");
      await page.getByLabel("接收邮箱").fill("finance@example.com");
      await page.getByRole("button", { name: "提交申请" }).click();
      await expect(page.getByLabel(/纳税人识别号/)).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel(/纳税人识别号/).fill(CREDIT_CODE);
      await page.getByRole("button", { name: "提交申请" }).click();
      await expect(page).toHaveURL(appUrl("/invoiceRequestSuc"));
      await expect(page.getByRole("heading", { name: "发票申请已提交" })).toBeVisible();
      await expect(main(page)).toContainText("finance@example.com");
    });

    await test.step("my invoices: the request is issuing", async () => {
      await page.getByRole("link", { name: "查看我的发票" }).click();
      await expect(page).toHaveURL(appUrl("/invoiceResulst"));
      const all = page.getByRole("list", { name: "全部发票" });
      await expect(all.getByRole("listitem").filter({ hasText: record.policyNo })).toContainText("开票中");
    });

    await test.step("in the messenger a download offers the e-mail instead of a dead tap", async () => {
      await page.getByRole("tab", { name: "已开票" }).click();
      const list = page.getByRole("list", { name: "已开票发票" });
      const item = list.getByRole("listitem").filter({ hasText: issued.policyNo });
      await item.getByRole("button", { name: `下载发票：${issued.riskName}` }).click();
      await expect(item.getByRole("status")).toContainText("微信内无法直接下载文件");
    });

    await test.step("send an issued invoice to an e-mail address, confirmed", async () => {
      await goInApp(page, `/invoicesessage?policyNo=${issued.policyNo}`);
      await expect(screenTitle(page)).toHaveText("发送发票到邮箱");
      await page.getByLabel("邮箱地址").fill("me@");
      await page.getByRole("button", { name: "发送" }).click();
      await expect(page.getByLabel("邮箱地址")).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel("邮箱地址").fill("me@example.com");
      await page.getByRole("button", { name: "发送" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("me@example.com");
      await dialog.getByRole("button", { name: "确认发送" }).click();
      await expect(main(page)).toContainText("发票已发送至 me@example.com");
    });
  });

  test("from one's own policy: 电子发票 shows 未开票 and goes straight to the request, no lookup and no picture code (customer rehearsal 5); the personal title is the holder's, 我的发票 shows the request number", async ({ page }) => {
    const { holder, inState } = demoWorld();
    const record = inState("0");
    await openLoggedIn(page, `/policyDetails?policyNo=${record.policyNo}`, DEMO_ACCOUNT);
    await test.step("the policy says its invoice's state beside 电子发票, which opens the request itself", async () => {
      const link = page.getByRole("link", { name: "电子发票：未开票" });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(appUrl("/invoiceRequest"));
      await expect(page.getByLabel("验证码")).toHaveCount(0);
    });

    const applyNo = await test.step("a personal invoice is made out to the policyholder without typing the name", async () => {
      await expect(screenTitle(page)).toHaveText("申请电子发票");
      await expect(page.getByLabel("抬头类型")).toHaveValue("05");
      await expect(page.getByLabel("发票抬头")).toHaveValue(holder.name);
      await page.getByLabel("接收邮箱").fill("me@example.com");
      await page.getByRole("button", { name: "提交申请" }).click();
      await expect(page.getByRole("heading", { name: "发票申请已提交" })).toBeVisible();
      const number = /申请编号 (I\d+)/.exec((await main(page).textContent()) ?? "")?.[1] ?? "";
      expect(number).not.toBe("");
      return number;
    });

    await test.step("my invoices shows the request number the done page gave", async () => {
      await page.getByRole("link", { name: "查看我的发票" }).click();
      await expect(page).toHaveURL(appUrl("/invoiceResulst"));
      const item = page.getByRole("list", { name: "全部发票" }).getByRole("listitem").filter({ hasText: record.policyNo });
      await expect(item).toContainText(`申请编号${applyNo}`);
    });

    await test.step("back goes to the policy the request started from, never the lookup or its result (H3)", async () => {
      await page.goBack();
      await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${record.policyNo}`));
      await expect(screenTitle(page)).not.toHaveText(/^(发票查询|可开票保单|申请电子发票|发票申请已提交)$/);
    });
  });

  test("a request the gateway refuses keeps the form, also across a reload", async ({ page }) => {
    const { inState } = demoWorld();
    const record = inState("0");
    const path = `/invoiceRequest?policyNo=${record.policyNo}`;
    await page.goto(`login?scenario=result-short&scenarioCall=applicationInvoice&redirect=${encodeURIComponent(path)}`);
    await logIn(page, DEMO_ACCOUNT);
    await expect(page).toHaveURL(appUrl("/invoiceRequest"));
    await page.getByLabel("发票抬头").fill("张三");
    await page.getByLabel("接收邮箱").fill("zhang@example.com");
    await page.getByLabel(/备注/).fill("报销用");
    await page.getByRole("button", { name: "提交申请" }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog).toContainText("请求过于频繁");
    await dialog.getByRole("button").first().click();
    await expect(page).toHaveURL(appUrl("/invoiceRequest"));
    await expect(page.getByLabel("发票抬头")).toHaveValue("张三");
    await expect(page.getByLabel("接收邮箱")).toHaveValue("zhang@example.com");
    await page.reload();
    await expect(page.getByLabel("发票抬头")).toHaveValue("张三");
    await expect(page.getByLabel(/备注/)).toHaveValue("报销用");
  });

  test(`has no serious or critical axe-core violation on these routes`, async ({ page }) => {
    const { inState } = demoWorld();
    const open = inState("0").policyNo;
    const issued = inState("2").policyNo;
    await openLoggedIn(page, "/invoiceQuery", DEMO_ACCOUNT);
    const paths = [
      "/invoiceQuery",
      "/invoiceResult",
      `/invoiceRequest?policyNo=${open}`,
      "/invoiceRequestFail",
      "/invoiceResulst",
      `/invoiceResuls?policyNo=${issued}`,
      `/invoicesessage?policyNo=${issued}`,
      // last: the done page, opened without a request (it says what to do next)
      "/invoiceRequestSuc",
    ];
    expect(await violationsAlong(page, paths)).toEqual([]);
  });
});
