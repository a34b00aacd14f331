/**
 * Back after a finished flow (issue 20 item 5: "every flow that ends replaces its steps in history, so back never
 * re-enters a step or a done page; test each flow with 4 backs"; customer report 2, G7). The rule
 * (web/src/app/routes.tsx, `allowBack`): a flow's steps are replaced by its done page, and the done page's link to
 * where its result lives (查看我的理赔, 查看我的发票, 查看退保进度, 查看保单) replaces the done page in turn; so from the
 * page opened on the done page, back goes straight to where the customer was before the flow.
 * One login per test; each flow is walked the way a customer does, the done page's way on is taken, then back is
 * pressed four times:
 * - every back shows another page: a back that stays (the address again, the same page never left: a done page
 *   that pushes itself again) fails ({@link backShowsAnotherPage});
 * - the first back shows the page before the flow, never the done page ({@link backLeavesTheDonePage});
 * - no back shows the done page (its address or its heading);
 * - no back shows the finished flow's form (its heading or its submit button) again.
 * Flows: a claim reported (在线报案 → 报案已提交 → 查看我的理赔), an invoice requested (申请电子发票 → 发票申请已提交 →
 * 查看我的发票), a surrender (退保 → 退保申请已提交 → 查看退保进度), a cover bought and paid (支付成功 → 查看保单: back
 * shows the product page; never 支付成功, the application form, the order page, the cashier or 未找到).
 * Customer report 3: every way out of a done page replaces it, 返回首页 too (H1: each flow left with 返回首页, then
 * 个人中心, four backs); finishing a flow replaces its steps, so the invoice request's lookup (发票查询) and its result
 * (可开票保单) are passed over and back goes to 个人中心, where the customer started (H3,
 * web/src/components/flow-history.ts); 申请退保 on a policy opens that policy's surrender at once (H4).
 * The complaint (/complaint → /complaintMessage) is a screen test (ComplaintScreen.test.tsx).
 */
import { expect, test, type Page } from "../support/test";
import { DEMO_ACCOUNT, appUrl, main, openLoggedIn, screenTitle } from "../support/customer";
import { buyPolicy, chooseAccidentTime, goToTab, logInTo, myPoliciesTab, requestDemoInvoice, surrenderOnApplication } from "../support/journey-steps";

/** What a finished flow's form shows: its heading (the screen's title) and its submit button. */
interface FinishedForm {
  readonly path: RegExp;
  readonly title: string | RegExp;
  readonly submit: string | RegExp;
}

/** The attribute {@link backShowsAnotherPage} puts on the title of the page it leaves. */
const LEFT = "data-e2e-left";

/**
 * Presses back and waits until another page shows: the address changed and a screen title the page did not show
 * before the back is there (the title left behind is marked first). A back that is undone (a page that blocks back
 * pushes its address again) never renders another page and fails here, however quickly it comes back.
 */
async function backShowsAnotherPage(page: Page, step: number): Promise<void> {
  const before = page.url();
  await screenTitle(page).evaluateAll((titles, left) => titles.forEach((title) => title.setAttribute(left, "")), LEFT);
  await page.goBack();
  if (!page.url().includes("/micromall/")) return; // the history before the mall
  await expect(page.locator(`h1:not([${LEFT}])`).filter({ visible: true }), `back ${step}: another page shows (not a trap)`).toBeVisible();
  await expect(page, `back ${step}: not the same address (not a trap)`).not.toHaveURL(before);
}

/** A done page (never shown again by back) and the page before the flow (where the first back goes). */
interface WayBack {
  readonly done: RegExp;
  readonly doneHeading: string;
  readonly beforeFlow: RegExp;
  /** The flow's steps before its form (a lookup and its result), never shown again by back either. */
  readonly steps?: RegExp;
}

/** The invoice request's steps before the form: the lookup (发票查询) and its result (可开票保单). */
const INVOICE_LOOKUP_STEPS = /\/invoice(?:Query|Result)(?:[?#]|$)/;

/** Back once from the page opened on the done page: the page before the flow, not the done page. */
async function backLeavesTheDonePage(page: Page, way: WayBack, form: FinishedForm): Promise<void> {
  await backShowsAnotherPage(page, 1);
  await expect(page, "back 1: not the done page").not.toHaveURL(way.done);
  await expect(page.getByRole("heading", { name: way.doneHeading }), "back 1: not the done page").toHaveCount(0);
  await expect(page.getByRole("button", { name: form.submit }), "back 1: no submit of the finished form").toHaveCount(0);
  await expect(page, "back 1: where the customer was before the flow").toHaveURL(way.beforeFlow);
  if (way.steps !== undefined) await expect(page, "back 1: not a step of the finished flow").not.toHaveURL(way.steps);
}

/**
 * Presses back until four backs in all (the first `done` of them already pressed); after each, another page shows
 * and it is not the finished form (address, title, submit button).
 */
async function backsNeverShow(page: Page, form: FinishedForm, way: WayBack, done = 0): Promise<void> {
  for (let step = done + 1; step <= 4; step += 1) {
    await backShowsAnotherPage(page, step);
    if (!page.url().includes("/micromall/")) break; // the history before the mall: nothing of the flow
    await expect(page, `back ${step}: not the done page`).not.toHaveURL(way.done);
    await expect(page.getByRole("heading", { name: way.doneHeading }), `back ${step}: not the done page`).toHaveCount(0);
    await expect(page, `back ${step}: not the form's address`).not.toHaveURL(form.path);
    if (way.steps !== undefined) await expect(page, `back ${step}: not a step of the finished flow`).not.toHaveURL(way.steps);
    await expect(screenTitle(page), `back ${step}: not the form's title`).not.toHaveText(form.title);
    await expect(page.getByRole("button", { name: form.submit }), `back ${step}: no submit of the finished form`).toHaveCount(0);
  }
}

const CLAIM_FORM: FinishedForm = { path: /\/claimApplication(?:[?#]|$)/, title: "在线报案", submit: "提交报案" };
const INVOICE_FORM: FinishedForm = { path: /\/invoiceRequest(?:[?#]|$)/, title: "申请电子发票", submit: "提交申请" };
const SURRENDER_FORM: FinishedForm = { path: /\/application(?:[?#]|$)/, title: "退保申请", submit: /^(申请退保|确认退保)$/ };

test("a claim reported, then 查看我的理赔: back leaves at once; never the confirmation or the form", async ({ page }) => {
  await logInTo(page, "/personalCenter");
  const list = await myPoliciesTab(page, "互联网险");
  const policy = list.getByRole("link").filter({ hasText: /保障中|即将到期/ }).first();
  const policyNo = /P[A-Z0-9]+/.exec((await policy.textContent()) ?? "")?.[0] ?? "";
  await policy.click();
  await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${policyNo}`));
  await page.getByRole("link", { name: "在线报案" }).click();
  await expect(page.getByLabel("出险保单")).toHaveValue(policyNo);
  await chooseAccidentTime(page);
  await page.getByLabel("出险地点").fill("杭州市西湖区龙井路景区入口");
  await page.getByLabel("事故经过").fill("游览时在台阶上滑倒，右脚踝扭伤");
  await page.getByRole("button", { name: "提交报案" }).click();
  await expect(page.getByRole("heading", { name: "报案已提交" })).toBeVisible();
  const reportNo = /报案号 (R[A-Z]{3}\d+)/.exec((await main(page).textContent()) ?? "")?.[1] ?? "";
  expect(reportNo).not.toBe("");
  await page.getByRole("link", { name: "查看我的理赔" }).click();
  await expect(page).toHaveURL(appUrl("/claimList"));
  // one claim, one number (F5): the list shows the report number the confirmation gave, and no ¥0.00 for it
  const claim = page.getByRole("listitem").filter({ hasText: `报案号：${reportNo}` });
  await expect(claim).toHaveCount(1);
  await expect(claim).toContainText("金额 待定（尚未定损）");
  await expect(claim).not.toContainText("¥0.00");
  const way: WayBack = { done: CLAIM_FORM.path, doneHeading: "报案已提交", beforeFlow: /\/policyDetails\?policyNo=/ };
  await backLeavesTheDonePage(page, way, CLAIM_FORM);
  await backsNeverShow(page, CLAIM_FORM, way, 1);
});

// Customer rehearsal 5: started from 我的理赔, 查看我的理赔 led back to where the flow began, and the first back
// stayed on 我的理赔 (two entries in a row). Every back shows another page (backShowsAnotherPage).
test("a claim reported from 我的理赔, then 查看我的理赔: the first back leaves 我的理赔; never the confirmation or the form", async ({ page }) => {
  await logInTo(page, "/personalCenter");
  await page.getByRole("link", { name: "我的理赔" }).click();
  await expect(page).toHaveURL(appUrl("/claimList"));
  await page.getByRole("link", { name: "在线报案" }).first().click();
  await expect(page).toHaveURL(CLAIM_FORM.path);
  const picker = page.getByLabel("出险保单");
  if ((await picker.inputValue()) === "") await picker.selectOption({ index: 1 });
  await chooseAccidentTime(page);
  await page.getByLabel("出险地点").fill("武汉市洪山区珞喻路 1037 号");
  await page.getByLabel("事故经过").fill("下楼梯时踩空摔倒，左手腕扭伤");
  await page.getByRole("button", { name: "提交报案" }).click();
  await expect(page.getByRole("heading", { name: "报案已提交" })).toBeVisible();
  await page.getByRole("link", { name: "查看我的理赔" }).click();
  await expect(page).toHaveURL(appUrl("/claimList"));
  const way: WayBack = { done: CLAIM_FORM.path, doneHeading: "报案已提交", beforeFlow: /\/personalCenter(?:[?#]|$)/ };
  await backLeavesTheDonePage(page, way, CLAIM_FORM);
  await backsNeverShow(page, CLAIM_FORM, way, 1);
});

test("an invoice requested, then 查看我的发票: back goes to 个人中心 at once; never the confirmation, the form or the lookup", async ({ page }) => {
  const { record } = await requestDemoInvoice(page);
  await expect(page).toHaveURL(appUrl("/invoiceRequestSuc"));
  await page.getByRole("link", { name: "查看我的发票" }).click();
  await expect(page).toHaveURL(appUrl("/invoiceResulst"));
  await expect(main(page)).toContainText(record.policyNo);
  // H3: finishing the request replaced its steps, the lookup (发票查询) and its result (可开票保单) included: back goes
  // where the customer started, 个人中心
  const way: WayBack = { done: /\/invoiceRequestSuc(?:[?#]|$)/, doneHeading: "发票申请已提交", beforeFlow: /\/personalCenter(?:[?#]|$)/, steps: INVOICE_LOOKUP_STEPS };
  await backLeavesTheDonePage(page, way, INVOICE_FORM);
  await backsNeverShow(page, INVOICE_FORM, way, 1);
});

test("a surrender requested, then 查看退保进度: back leaves at once; never the confirmation or the form", async ({ page }) => {
  await openLoggedIn(page, "/surrender", DEMO_ACCOUNT);
  await page.getByRole("list", { name: "可退保的保单" }).getByRole("link", { name: /^申请退保/ }).first().click();
  await expect(page).toHaveURL(/\/application\?policyNo=/);
  await surrenderOnApplication(page);
  await page.getByRole("link", { name: "查看退保进度" }).click();
  await expect(page).toHaveURL(appUrl("/surrenderQuery"));
  const way: WayBack = { done: /\/surrful(?:[?#]|$)/, doneHeading: "退保申请已提交", beforeFlow: /\/surrender(?:[?#]|$)/ };
  await backLeavesTheDonePage(page, way, SURRENDER_FORM);
  await backsNeverShow(page, SURRENDER_FORM, way, 1);
});

test("a cover bought and paid, then 查看保单: back leaves at once; never 支付成功, the form, the order, the cashier or 未找到", async ({ page }) => {
  await logInTo(page);
  const bought = await buyPolicy(page, "境内旅行意外险");
  await page.getByRole("link", { name: "查看保单" }).click();
  await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${bought.policyNo}`));
  await expect(main(page)).toContainText(bought.policyNo);
  for (let step = 1; step <= 4; step += 1) {
    await backShowsAnotherPage(page, step);
    if (!page.url().includes("/micromall/")) break;
    await expect(page.getByRole("heading", { name: "支付成功" }), `back ${step}: not the paid page`).toHaveCount(0);
    await expect(page, `back ${step}: not the paid page`).not.toHaveURL(/\/applicationResulst(?:[?#]|$)/);
    // before the flow: the product page the form was opened from (the form, the order, the cashier and 支付成功 were replaced)
    if (step === 1) await expect(page, "back 1: the product page, where the customer was before the flow").toHaveURL(/\/insureInfo\?productCode=/);
    await expect(page, `back ${step}: not the order page or its cashier`).not.toHaveURL(/\/(?:orderDetails|inputInfo)(?:[?#]|$)/);
    await expect(screenTitle(page), `back ${step}: not the order's or the cashier's title`).not.toHaveText(/^(订单详情|收银台|填写投保信息)$/);
    await expect(page.getByRole("button", { name: /^立即投保/ }), `back ${step}: no application form`).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(确认支付|去支付)/ }), `back ${step}: no cashier or payable order`).toHaveCount(0);
    await expect(main(page), `back ${step}: no 未找到 page`).not.toContainText("未找到");
  }
});

/**
 * H1 (customer report 3): every way out of a done page replaces it, 返回首页 too. A done page left with 返回首页, then
 * the tab bar's 个人中心: four backs show 首页, then what was before the flow; never the done page, nor the flow's form
 * or steps (the paid flow: never 支付成功, the order, the cashier or the form).
 */
async function leaveByHomeThenBack(page: Page, way: WayBack, form: FinishedForm): Promise<void> {
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(appUrl("/home"));
  await goToTab(page, "个人中心");
  await backsNeverShow(page, form, way);
}

const PAID_FORM: FinishedForm = { path: /\/(?:inputInfo|orderDetails)(?:[?#]|$)/, title: /^(填写投保信息|订单详情|收银台)$/, submit: /^(立即投保|确认支付|去支付)/ };

test("a cover paid, then 返回首页 → 个人中心 → 我的保单 → the policy: four backs never show 支付成功 again (H1)", async ({ page }) => {
  await logInTo(page);
  const bought = await buyPolicy(page, "境内旅行意外险");
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(appUrl("/home"));
  const list = await myPoliciesTab(page, "互联网险");
  await list.getByRole("link").filter({ hasText: bought.policyNo }).click();
  await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${bought.policyNo}`));
  const way: WayBack = { done: /\/applicationResulst(?:[?#]|$)/, doneHeading: "支付成功", beforeFlow: /\/insureInfo\?productCode=/ };
  await backsNeverShow(page, PAID_FORM, way);
});

test("a claim reported, then 返回首页: four backs never show the confirmation or the form", async ({ page }) => {
  await logInTo(page, "/personalCenter");
  const list = await myPoliciesTab(page, "互联网险");
  await list.getByRole("link").filter({ hasText: /保障中|即将到期/ }).first().click();
  await page.getByRole("link", { name: "在线报案" }).click();
  await chooseAccidentTime(page);
  await page.getByLabel("出险地点").fill("杭州市西湖区龙井路景区入口");
  await page.getByLabel("事故经过").fill("游览时在台阶上滑倒，右脚踝扭伤");
  await page.getByRole("button", { name: "提交报案" }).click();
  await expect(page.getByRole("heading", { name: "报案已提交" })).toBeVisible();
  await leaveByHomeThenBack(page, { done: CLAIM_FORM.path, doneHeading: "报案已提交", beforeFlow: /\/policyDetails\?policyNo=/ }, CLAIM_FORM);
});

test("an invoice requested, then 返回首页: four backs never show the confirmation, the form or the lookup", async ({ page }) => {
  await requestDemoInvoice(page);
  const way: WayBack = { done: /\/invoiceRequestSuc(?:[?#]|$)/, doneHeading: "发票申请已提交", beforeFlow: /\/personalCenter(?:[?#]|$)/, steps: INVOICE_LOOKUP_STEPS };
  await leaveByHomeThenBack(page, way, INVOICE_FORM);
});

test("申请退保 on a policy opens that policy's surrender at once (H4); surrendered, then 返回首页: four backs never show the confirmation or the form", async ({ page }) => {
  await logInTo(page, "/personalCenter");
  const list = await myPoliciesTab(page, "互联网险");
  const policy = list.getByRole("link").filter({ hasText: "展会展位综合险" }).first();
  const policyNo = /P[A-Z0-9]+/.exec((await policy.textContent()) ?? "")?.[0] ?? "";
  expect(policyNo).not.toBe("");
  await policy.click();
  await page.getByRole("link", { name: "申请退保" }).click();
  // the policy is chosen already: its surrender step, not the list to choose from
  await expect(page).toHaveURL(appUrl(`/application?policyNo=${policyNo}`));
  await expect(main(page)).toContainText(policyNo);
  await surrenderOnApplication(page);
  await leaveByHomeThenBack(page, { done: /\/surrful(?:[?#]|$)/, doneHeading: "退保申请已提交", beforeFlow: /\/policyDetails\?policyNo=/ }, SURRENDER_FORM);
});
