/**
 * One insurer behind the mall (issue 18 item 9, part A): cross-screen customer journeys through the UI only —
 * tap, type, navigate — that do a write and then check every screen that must show it: buy → my policies (also
 * after a reload), the policy's detail from the result page, the personal centre's count, invoicing and surrender
 * offered; reopening the mall keeps the policy; a one-time pay fault; a claim report → the claim lists, the
 * policy's claims and the count, its timeline agreeing with itself; a surrender → the policy's state everywhere
 * and its progress; back navigation never re-enters a finished flow.
 *
 * Every test is independent: it logs in itself (the shared steps are `support/journey-steps.ts`) and asks nothing
 * of another test. Mock facts: the demo account 13800000000 / Demo1234 is the first generated holder (verified, so
 * the application form pre-fills it); every browser context starts with a fresh world, which persists in local
 * storage for that context. `createDb()` here names the same holder the page's world does (the default seed).
 */
import { expect, test, type Page } from "../support/test";
import { createDb, MOCK_CAPTCHA } from "@micromall/fixtures";
import { DEMO_ACCOUNT, appUrl, countDocumentLoads, logIn, main, noticeDialog, screenTitle, tabBar } from "../support/customer";
import { backToTabBar, buyPolicy, centreCount, chooseAccidentTime, expectCentreCount, goToTab, logInTo, myPoliciesTab, openProductForm, paidPolicyNo, payAtCashier, submitApplication, surrenderOnApplication } from "../support/journey-steps";

/** The demo holder (the customer who logs in): the name and identity number the invoice lookup fills. */
const HOLDER = (() => {
  const person = createDb().data.holders[0];
  if (person === undefined) throw new Error("the fixtures have a demo holder");
  return person;
})();

/** The §8 catalogue's X1 prompt. */
const X1_MESSAGE = "数据获取失败，您可以返回首页或拨打客服热线 95518";

/** What the catalogue (§8) tells a customer when the gateway answers 502: 服务暂时不可用. */
const PAY_FAULT_MESSAGE = "服务暂时不可用，请稍后重试";

test.describe("one world: journeys across screens", () => {
  // a journey crosses many screens (on a machine shared with other work): more than one screen's 30 s
  test.describe.configure({ timeout: 90_000 });

  test("buy a travel cover → my policies, its detail, the count, invoicing and surrender offered", async ({ page }) => {
    await logInTo(page, "/personalCenter");
    const policiesBefore = await centreCount(page, "保单");

    await test.step("my policies and the surrender list are seen before buying (the screens must refresh after)", async () => {
      await myPoliciesTab(page, "互联网险");
      await goToTab(page, "个人中心");
      await page.getByRole("link", { name: "在线退保" }).click();
      await expect(page.getByRole("list", { name: "可退保的保单" })).toBeVisible();
    });

    await goToTab(page, "商城首页");
    const doctorsBefore = await test.step("我的权益 is seen before buying", async () => {
      await page.getByRole("link", { name: "我的权益" }).first().click();
      await expect(screenTitle(page)).toHaveText("我的权益");
      await expect(page.getByRole("list", { name: "可使用的权益" })).toBeVisible();
      return videoDoctors(page);
    });

    await goToTab(page, "商城首页");
    const bought = await buyPolicy(page, "境内旅行意外险");

    await test.step("the result page's 查看保单 opens the new policy", async () => {
      await page.getByRole("link", { name: "查看保单" }).click();
      await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${bought.policyNo}`));
      await expect(screenTitle(page)).toHaveText("保单详情");
      const overview = page.getByRole("region", { name: "保单信息" });
      await expect(overview).toContainText(bought.policyNo);
      await expect(overview).toContainText(bought.productName);
      await expect(main(page)).not.toContainText("未找到这张保单");
    });

    await test.step("the personal centre counts one policy more", async () => {
      await goToTab(page, "个人中心");
      await expectCentreCount(page, "保单", policiesBefore + 1);
    });

    await test.step("我的保单 lists it on its line's tab, also after a reload", async () => {
      const list = await myPoliciesTab(page, "互联网险");
      await expect(list.getByRole("link").filter({ hasText: bought.policyNo })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("list", { name: "互联网险保单" }).getByRole("link").filter({ hasText: bought.policyNo })).toBeVisible();
    });

    await test.step("its detail offers surrender, straight to its surrender step (H4)", async () => {
      await page.getByRole("list", { name: "互联网险保单" }).getByRole("link").filter({ hasText: bought.policyNo }).click();
      await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${bought.policyNo}`));
      await page.getByRole("link", { name: "申请退保" }).click();
      await expect(page).toHaveURL(appUrl(`/application?policyNo=${bought.policyNo}`));
      await expect(main(page)).toContainText(bought.policyNo);
      await expect(page.getByRole("button", { name: "申请退保" })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${bought.policyNo}`));
    });

    await test.step("its detail offers invoicing: 未开票, and 电子发票 opens the request itself, no lookup or picture code (customer rehearsal 5)", async () => {
      await page.getByRole("link", { name: "电子发票：未开票" }).click();
      await expect(page).toHaveURL(appUrl(`/invoiceRequest?policyNo=${bought.policyNo}`));
      await expect(screenTitle(page)).toHaveText("申请电子发票");
      await expect(page.getByLabel("验证码")).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${bought.policyNo}`));
    });

    await test.step("我的权益 (seen before buying) has the policy's video doctor, without binding the policy (customer rehearsal)", async () => {
      await goToTab(page, "商城首页");
      await page.getByRole("link", { name: "我的权益" }).first().click();
      // usable at once, or under 待生效的权益 while the cover has not started (customer rehearsal 5)
      await expect.poll(() => videoDoctors(page)).toBe(doctorsBefore + 1);
    });

    await test.step("the surrender list (seen before buying) has it now", async () => {
      await goToTab(page, "个人中心");
      await page.getByRole("link", { name: "在线退保" }).click();
      const surrenderable = page.getByRole("list", { name: "可退保的保单" });
      await expect(surrenderable).toContainText(bought.policyNo);
      await expect(surrenderable.getByRole("listitem").filter({ hasText: bought.policyNo }).getByRole("link", { name: /^申请退保/ })).toBeVisible();
    });
  });

  test("reopening the mall: a new page of the same phone still shows the policy bought", async ({ page, context }) => {
    await logInTo(page);
    const bought = await buyPolicy(page, "家庭综合意外险");
    await page.close();

    const reopened = await context.newPage();
    await reopened.goto("home");
    await expect(tabBar(reopened)).toBeVisible();
    // a new page asks for the login again (the mall's login lives in the tab); the world keeps the policy
    await tabBar(reopened).getByRole("link", { name: "个人中心" }).click();
    await logIn(reopened, DEMO_ACCOUNT);
    await expect(reopened).toHaveURL(appUrl("/personalCenter"));
    const list = await myPoliciesTab(reopened, "互联网险");
    await expect(list.getByRole("link").filter({ hasText: bought.policyNo })).toBeVisible();
    await list.getByRole("link").filter({ hasText: bought.policyNo }).click();
    await expect(reopened.getByRole("region", { name: "保单信息" })).toContainText(bought.productName);
  });

  for (const call of ["orderPay", "externalPay"] as const) {
    test(`a one-time pay fault on ${call}: the first payment fails with the catalogue's message, the second pays, the mall goes on`, async ({ page }) => {
      const loads = countDocumentLoads(page);
      await page.goto(`login?redirect=${encodeURIComponent("/home")}&scenario=http-502&scenarioCall=${call}&scenarioTimes=1`);
      await logIn(page, DEMO_ACCOUNT);
      await expect(page).toHaveURL(appUrl("/home"));
      await openProductForm(page, "境内旅行意外险");
      const orderId = await submitApplication(page);

      await test.step("the first payment fails with the catalogue's message; the order stays payable", async () => {
        await page.getByRole("button", { name: /^去支付 ¥/ }).click();
        if (call === "orderPay") {
          const dialog = noticeDialog(page);
          await expect(dialog.getByText(PAY_FAULT_MESSAGE, { exact: true })).toBeVisible();
          await dialog.getByRole("button", { name: "确定" }).click();
          await expect(dialog).toHaveCount(0);
          await expect(page).toHaveURL(appUrl(`/orderDetails?orderId=${orderId}`));
        } else {
          await expect(screenTitle(page)).toHaveText("收银台");
          await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
          await expect(page.getByRole("heading", { name: "支付未完成" })).toBeVisible();
          await expect(main(page)).toContainText(PAY_FAULT_MESSAGE);
          await page.getByRole("link", { name: "返回订单" }).click();
        }
        await expect(screenTitle(page)).toHaveText("订单详情");
        await expect(main(page)).toContainText("待支付");
      });

      const policyNo = await test.step("the second payment succeeds, without a reload", async () => {
        await payAtCashier(page);
        return paidPolicyNo(page);
      });

      await test.step("the mall is fully usable: my policies lists the policy, my orders the paid order", async () => {
        const list = await myPoliciesTab(page, "互联网险");
        await expect(list.getByRole("link").filter({ hasText: policyNo })).toBeVisible();
        await goToTab(page, "个人中心");
        await page.getByRole("link", { name: "我的订单" }).click();
        await page.getByRole("tab", { name: /已支付/ }).click();
        const paid = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ has: page.locator(`a[href*="orderId=${orderId}"]`) });
        await expect(paid).toContainText("已出单");
        await expect(noticeDialog(page)).toHaveCount(0);
      });
      expect(loads.count).toBe(1);
    });
  }

  test("report a claim → 我的理赔, the policy's claims, the count; its timeline, done steps and status word agree; no surrender while open", async ({ page }) => {
    await logInTo(page, "/personalCenter");
    const claimsBefore = await centreCount(page, "理赔");

    await test.step("我的理赔 (bound once) and the policy's claims are seen before the report", async () => {
      await page.getByRole("link", { name: "我的理赔" }).click();
      await expect(page).toHaveURL(appUrl("/claimList"));
      // verified: bound from the verified identity, no form (issue 20 item 6)
      await expect(page.getByRole("list", { name: "我的理赔案件" }).getByRole("link").first()).toBeVisible();
    });

    const policyNo = await test.step("a policy in force, from 我的保单, with its claims and the surrender it offers", async () => {
      const list = await myPoliciesTab(page, "互联网险");
      const policy = list.getByRole("link").filter({ hasText: /保障中|即将到期/ }).first();
      const number = /P[A-Z0-9]+/.exec((await policy.textContent()) ?? "")?.[0] ?? "";
      expect(number).not.toBe("");
      await policy.click();
      await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${number}`));
      await expect(page.getByRole("link", { name: "申请退保" })).toBeVisible();
      await expect(main(page)).toContainText("这张保单还没有理赔记录");
      return number;
    });

    await test.step("report the claim from the policy", async () => {
      await page.getByRole("link", { name: "在线报案" }).click();
      await expect(page).toHaveURL(appUrl(`/claimApplication?policyNo=${policyNo}`));
      await expect(page.getByLabel("出险保单")).toHaveValue(policyNo);
      await chooseAccidentTime(page);
      await page.getByLabel("出险地点").fill("杭州市西湖区龙井路景区入口");
      await page.getByLabel("事故经过").fill("游览时在台阶上滑倒，右脚踝扭伤，已到附近医院就诊");
      await page.getByRole("button", { name: "提交报案" }).click();
      await expect(page.getByRole("heading", { name: "报案已提交" })).toBeVisible();
      // the answer's status word is the claim's: 已报案
      await expect(main(page)).toContainText(/报案号 R[A-Z]{3}\d+，已报案/);
    });

    const claimNo = await test.step("the policy's claims list it, open", async () => {
      await page.goBack();
      await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${policyNo}`));
      const open = page.getByRole("link", { name: /^查看理赔 C/ });
      await expect(open).toHaveCount(1);
      await expect(main(page)).toContainText(/\d{4}-\d{2}-\d{2} 已报案/);
      const number = /C[A-Z0-9]+/.exec((await open.textContent()) ?? "")?.[0] ?? "";
      expect(number).not.toBe("");
      return number;
    });

    await test.step("with an open claim the policy is not offered for surrender", async () => {
      await expect(page.getByRole("link", { name: "申请退保" })).toHaveCount(0);
    });

    await test.step("its timeline: 报案 done, 受理 under way, the rest not started, status 已报案", async () => {
      await page.getByRole("link", { name: `查看理赔 ${claimNo}` }).click();
      await expect(page).toHaveURL(appUrl(`/claimClaims?claimNo=${claimNo}&kind=noCar`));
      const steps = page.getByRole("list", { name: "理赔进度" }).getByRole("listitem");
      await expect(steps).toHaveCount(5);
      await expect(steps.nth(0)).toContainText("报案");
      await expect(steps.nth(0)).toContainText("已完成");
      await expect(steps.nth(0).locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const current = page.getByRole("list", { name: "理赔进度" }).locator('[aria-current="step"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText("受理");
      await expect(current).toContainText("进行中");
      for (const index of [2, 3, 4]) await expect(steps.nth(index)).toContainText("未开始");
      await expect(page.getByRole("region", { name: "案件信息" })).toContainText("已报案");
    });

    await test.step("我的理赔 lists it as 已报案", async () => {
      await backToTabBar(page);
      await goToTab(page, "个人中心");
      await page.getByRole("link", { name: "我的理赔" }).click();
      const item = page.getByRole("list", { name: "我的理赔案件" }).getByRole("link").filter({ hasText: claimNo });
      await expect(item).toBeVisible();
      await expect(item).toContainText("已报案");
    });

    await test.step("the personal centre counts one claim more", async () => {
      await goToTab(page, "个人中心");
      await expectCentreCount(page, "理赔", claimsBefore + 1);
    });

    await test.step("the surrender list does not offer it", async () => {
      await page.getByRole("link", { name: "在线退保" }).click();
      await expect(page).toHaveURL(appUrl("/surrender"));
      await expect(page.getByRole("list", { name: "可退保的保单" })).toBeVisible();
      await expect(page.getByRole("list", { name: "可退保的保单" })).not.toContainText(policyNo);
    });
  });

  test("surrender a policy → surrendered in 我的保单 and its detail, offered for neither surrender nor invoicing, its progress shows", async ({ page }) => {
    await logInTo(page, "/personalCenter");

    const { policyNo, productName } = await test.step("a policy in force in 我的保单, its detail offering invoicing and surrender", async () => {
      const list = await myPoliciesTab(page, "互联网险");
      const policy = list.getByRole("link").filter({ hasText: /保障中|即将到期/ }).first();
      const text = (await policy.textContent()) ?? "";
      const number = /P[A-Z0-9]+/.exec(text)?.[0] ?? "";
      expect(number).not.toBe("");
      await policy.click();
      await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${number}`));
      const overview = page.getByRole("region", { name: "保单信息" });
      const name = ((await overview.locator("dt", { hasText: "产品名称" }).locator("xpath=following-sibling::dd").textContent()) ?? "").trim();
      await expect(page.getByRole("link", { name: "电子发票" })).toBeVisible();
      return { policyNo: number, productName: name };
    });

    await test.step("surrender it from its detail: reason, acknowledgement, confirmation", async () => {
      await page.getByRole("link", { name: "申请退保" }).click();
      // the policy is chosen already: its surrender step at once, not the list to choose from (H4)
      await expect(page).toHaveURL(appUrl(`/application?policyNo=${policyNo}`));
      await surrenderOnApplication(page);
    });

    await test.step("its progress shows", async () => {
      await page.getByRole("link", { name: "查看退保进度" }).click();
      await expect(page).toHaveURL(appUrl("/surrenderQuery"));
      // the newest application first: this one, under way or refunded (an earlier one may have been declined)
      const application = page.getByRole("list", { name: "我的退保申请" }).getByRole("listitem").filter({ hasText: policyNo }).first();
      await expect(application).toContainText(/已退保，(退费处理中|已退费)/);
    });

    await test.step("我的保单 shows it surrendered, not in force", async () => {
      const list = await myPoliciesTab(page, "互联网险");
      const item = list.getByRole("link").filter({ hasText: policyNo });
      await expect(item).toContainText("已退保");
      await expect(item).not.toContainText("保障中");
    });

    await test.step("its detail shows it surrendered and offers neither surrender nor invoicing", async () => {
      await page.getByRole("list", { name: "互联网险保单" }).getByRole("link").filter({ hasText: policyNo }).click();
      await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${policyNo}`));
      const overview = page.getByRole("region", { name: "保单信息" });
      await expect(overview).toContainText("已退保");
      await expect(overview).not.toContainText("保障中");
      await expect(page.getByRole("link", { name: "下载电子保单" }).or(page.getByRole("button", { name: "下载电子保单" }))).toBeVisible();
      await expect(page.getByRole("link", { name: "申请退保" })).toHaveCount(0);
      // no invoice to request; an invoice it had shows reversed (已红冲), to view only (customer rehearsal 5)
      await expect(page.getByRole("link", { name: /申请开票/ })).toHaveCount(0);
    });

    await test.step("the surrender list no longer offers it", async () => {
      await goToTab(page, "个人中心");
      await page.getByRole("link", { name: "在线退保" }).click();
      await expect(page).toHaveURL(appUrl("/surrender"));
      await expect(page.getByRole("main")).not.toContainText(policyNo);
    });

    await test.step("the invoice lookup does not offer it for invoicing", async () => {
      await goToTab(page, "个人中心");
      await page.getByRole("link", { name: "电子发票" }).click();
      await expect(screenTitle(page)).toHaveText("发票查询");
      await page.getByLabel("保单号").fill(policyNo);
      await page.getByLabel("被保险人姓名").fill(HOLDER.name);
      await page.getByLabel("证件号码").fill(HOLDER.idNumber);
      await page.getByLabel("验证码").fill(MOCK_CAPTCHA);
      await page.getByRole("button", { name: "查询" }).click();
      await expect(page.getByRole("link", { name: `申请开票：${productName}` })).toHaveCount(0);
      // nothing to request: not found, or only the history of an invoice it had (已红冲 / 开票中: customer rehearsal 5)
      await expect(main(page).getByText("未查询到相关信息").or(page.getByRole("list", { name: "查询到的保单" }))).toBeVisible();
    });
  });

  test("back after a finished buy never re-enters the payment: no second payment, no loop", async ({ page }) => {
    const payments: string[] = [];
    page.on("request", (request) => {
      if (/\/(orderPay|externalPay)(?:[?#]|$)/.test(new URL(request.url()).pathname)) payments.push(request.url());
    });
    await logInTo(page);
    const bought = await buyPolicy(page, "境内旅行意外险");
    expect(payments).toHaveLength(2); // 去支付 (orderPay) and the cashier's 确认支付 (externalPay)

    await test.step("back on the paid result does not return to the cashier", async () => {
      await page.goBack();
      await expect(page.getByRole("button", { name: /^确认支付/ })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^去支付/ })).toHaveCount(0);
    });

    await test.step("on through 返回首页, then back as far as the history goes: never a payable order or the cashier", async () => {
      await backToTabBar(page);
      for (let step = 0; step < 4; step += 1) {
        await page.goBack();
        if (!page.url().includes("/micromall/")) break; // the history before the mall (the paid page no longer blocks back)
        await expect(screenTitle(page)).toBeVisible();
        await expect(page.getByRole("button", { name: /^确认支付/ })).toHaveCount(0);
        await expect(page.getByRole("button", { name: /^去支付/ })).toHaveCount(0);
        await expect(main(page)).not.toContainText("待支付");
      }
      // back left the mall: forward returns to its first page
      if (!page.url().includes("/micromall/")) await page.goForward();
      await expect(screenTitle(page)).toBeVisible();
    });
    expect(payments).toHaveLength(2);

    await test.step("the order reads as paid, with its policy", async () => {
      await goToTab(page, "个人中心");
      await page.getByRole("link", { name: "我的订单" }).click();
      await page.getByRole("tab", { name: /已支付/ }).click();
      const paid = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ has: page.locator(`a[href*="orderId=${bought.orderId}"]`) });
      await expect(paid).toContainText("已出单");
    });
  });

  test("back after a finished surrender never re-submits it or shows its confirmation", async ({ page }) => {
    const submits: string[] = [];
    page.on("request", (request) => {
      if (/\/surrenderTospay(?:[?#]|$)/.test(new URL(request.url()).pathname)) submits.push(request.url());
    });
    await logInTo(page, "/personalCenter");
    await page.getByRole("link", { name: "在线退保" }).click();
    const item = page.getByRole("list", { name: "可退保的保单" }).getByRole("listitem").first();
    const policyNo = /P[A-Z0-9]+/.exec((await item.textContent()) ?? "")?.[0] ?? "";
    expect(policyNo).not.toBe("");
    await item.getByRole("link", { name: /^申请退保/ }).click();
    await page.getByLabel("退保原因").selectOption({ index: 1 });
    await page.getByRole("checkbox", { name: /我已知晓退保后保障终止/ }).check();
    await page.getByRole("button", { name: "申请退保" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "确认退保" }).click();
    await expect(page.getByRole("heading", { name: "退保申请已提交" })).toBeVisible();
    expect(submits).toHaveLength(1);

    for (let step = 0; step < 4; step += 1) {
      await page.goBack();
      if (!page.url().includes("/micromall/")) break; // the history before the mall (/surrful no longer blocks back)
      await expect(screenTitle(page)).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "确认退保" })).toHaveCount(0);
      // the surrendered policy is offered nowhere on the way back
      await expect(page.getByRole("listitem").filter({ hasText: policyNo }).getByRole("link", { name: /^申请退保/ })).toHaveCount(0);
    }
    expect(submits).toHaveLength(1);
  });

  test("a one-time X1 dialog: 返回首页 leads home, the dialog does not come back, and back does not loop into it", async ({ page }) => {
    const loads = countDocumentLoads(page);
    await page.goto("productList?scenario=result-x1&scenarioTimes=1");
    const dialog = noticeDialog(page);
    await expect(dialog.getByText(X1_MESSAGE, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "返回首页" }).click();
    await expect(page).toHaveURL(appUrl("/home"));
    await expect(dialog).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "全部产品" })).toBeVisible();
    await page.goBack();
    await expect(screenTitle(page)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await goToTab(page, "产品列表");
    await expect(main(page).getByRole("link", { name: /境内旅行意外险/ }).first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // 返回首页 opens home anew (one document load) and back returns to the first address (one more): no more
    expect(loads.count).toBeLessThanOrEqual(3);
  });
});

/** The video doctors 我的权益 shows: the usable ones (去使用视频医生) and those waiting for their policy's cover. */
async function videoDoctors(page: Page): Promise<number> {
  const usable = await page.getByRole("link", { name: "去使用视频医生" }).count();
  const later = await page.getByRole("list", { name: "待生效的权益" }).getByRole("heading", { name: /视频医生/ }).count();
  return usable + later;
}
