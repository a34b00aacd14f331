/**
 * Steps that the cross-screen journeys (issue 18 item 9: `world-journeys.spec.ts`, `world-journeys-2.spec.ts`)
 * share: log in, open a new account, buy a travel (or other) policy through the UI and pay it, go to a tab of the
 * tab bar, read the personal centre's counts. Every step goes through roles and labels, as a customer does, and
 * waits for what the screen shows; none knows a test's order (each test logs in itself).
 *
 * Mock facts: the demo account 13800000000 / Demo1234 is verified, so the application form pre-fills its
 * applicant; the world persists in local storage (`micromall.mockWorld`) for the browser context, so a reload or a
 * new page of the same context keeps the login and everything bought.
 */
import { expect, type Page } from "@playwright/test";
import { MOCK_CAPTCHA, createDb } from "@micromall/fixtures";
import { NEW_PASSWORD, appUrl, main, openLoggedIn, registerOnScreen, screenTitle, tabBar, uniqueMobile } from "./customer";

/** An account of the mall: mobile and password. */
export interface Account {
  readonly mobile: string;
  readonly password: string;
}

/**
 * Logs in on the login screen and lands on `path` (default /home), on the same page load.
 * @example await logInTo(page, "/insurancePolicy")
 */
export async function logInTo(page: Page, path = "/home", account?: Account): Promise<void> {
  await openLoggedIn(page, path, account);
}

/**
 * Registers a new account (unique mobile, the mock's SMS code) and stays logged in; answers the account.
 * A new account owns nothing and has no name until it verifies its identity.
 * @example const account = await registerNew(page)
 */
export async function registerNew(page: Page): Promise<Account> {
  const account = { mobile: uniqueMobile(), password: NEW_PASSWORD };
  await page.goto("register");
  await registerOnScreen(page, account.mobile, account.password);
  await expect(page.getByText("注册成功")).toBeVisible();
  return account;
}

/** The tabs of the bottom tab bar. */
export type TabName = "商城首页" | "产品列表" | "个人中心";

/**
 * Goes to a tab of the bottom tab bar and waits for its screen.
 * @example await goToTab(page, "个人中心")
 */
export async function goToTab(page: Page, tab: TabName): Promise<void> {
  await backToTabBar(page);
  await tabBar(page).getByRole("link", { name: tab }).click();
  const path = TAB_PATHS[tab === "商城首页" ? 0 : tab === "产品列表" ? 1 : 2];
  await expect(page).toHaveURL(appUrl(path));
}

/** The screens that carry the tab bar. */
const TAB_PATHS = ["/home", "/productList", "/personalCenter"] as const;

/**
 * On a screen without the tab bar, goes back the way a customer does — the screen's 返回首页 where it has one,
 * else the header's 返回 — until a screen with the tab bar shows (at most five taps).
 */
export async function backToTabBar(page: Page): Promise<void> {
  const bar = tabBar(page);
  for (let taps = 0; taps < 5; taps += 1) {
    if (TAB_PATHS.some((path) => new URL(page.url()).pathname === `/micromall${path}`)) break;
    await expect(screenTitle(page)).toBeVisible();
    const home = main(page).getByRole("link", { name: "返回首页" });
    const before = page.url();
    if ((await home.count()) > 0) await home.first().click();
    else await page.getByRole("button", { name: "返回", exact: true }).click();
    await expect(page).not.toHaveURL(before);
  }
  await expect(bar).toBeVisible();
}

/** The personal centre's count tiles, by label (保单, 订单, 理赔, 卡券). */
export type CountName = "保单" | "订单" | "理赔" | "卡券";

/**
 * Reads a count of the personal centre the page shows (waits for the counts to load).
 * @example expect(await centreCount(page, "保单")).toBe(7)
 */
export async function centreCount(page: Page, name: CountName): Promise<number> {
  const tile = page.getByRole("region", { name: "我的概况" }).getByRole("link").filter({ hasText: new RegExp(`${name}$`) });
  await expect(tile).toHaveText(new RegExp(`^\\d+\\s*${name}$`));
  return Number(/^\d+/.exec(((await tile.textContent()) ?? "").trim())?.[0] ?? Number.NaN);
}

/**
 * Waits until the personal centre shows `count` for a tile (a count cached from an earlier visit shows at once and
 * refreshes behind it, so the new figure may come a moment later).
 * @example await expectCentreCount(page, "保单", before + 1)
 */
export async function expectCentreCount(page: Page, name: CountName, count: number): Promise<void> {
  const tile = page.getByRole("region", { name: "我的概况" }).getByRole("link").filter({ hasText: new RegExp(`${name}$`) });
  await expect(tile).toHaveText(new RegExp(`^${count}\\s*${name}$`));
}

/** What a paid purchase left: the order and the policy it issued. */
export interface Purchase {
  readonly orderId: string;
  readonly policyNo: string;
  readonly productName: string;
}

/** A product of the shelf that the demo applicant can buy alone (one insured: the applicant). */
export type SimpleProduct = "境内旅行意外险" | "家庭综合意外险";

/**
 * Opens the product's form from /home (or the product list) as a customer does: the product, its page, 立即投保.
 * The page must be logged in and show /home.
 */
export async function openProductForm(page: Page, product: SimpleProduct): Promise<void> {
  const link = () => main(page).getByRole("link", { name: new RegExp(`^${product}`) }).filter({ visible: true }).first();
  await expect(main(page).getByRole("link", { name: "全部产品" })).toBeVisible();
  if ((await link().count()) === 0) {
    await main(page).getByRole("link", { name: "全部产品" }).click();
    await expect(page).toHaveURL(appUrl("/productList"));
  }
  await link().click();
  await expect(page).toHaveURL(/\/insureInfo\?productCode=/);
  await page.getByRole("link", { name: "立即投保" }).click();
  await expect(page).toHaveURL(appUrl("/inputInfo"));
  await expect(page.getByRole("form", { name: "填写投保信息" })).toBeVisible();
  await expect(page.getByRole("group", { name: "投保人信息" }).getByLabel("投保人姓名")).not.toHaveValue("");
}

/**
 * Fills the exhibition cover's enterprise (厦门海岸线会展服务有限公司, a unified social credit code, type 13) and its
 * booth at the 2026 smart-home fair (A3-118 in hall A3 of the Xiamen exhibition centre).
 * @example await fillExhibitionForm(page, "91350100M000100Y43")
 */
export async function fillExhibitionForm(page: Page, creditCode: string): Promise<void> {
  const enterprise = page.getByRole("group", { name: "投保企业信息" });
  await enterprise.getByLabel("企业名称").fill("厦门海岸线会展服务有限公司");
  await enterprise.getByLabel("证件类型").selectOption("13");
  await enterprise.getByLabel("证件号码").fill(creditCode);
  const booth = page.getByRole("group", { name: "展会与展位信息" });
  await booth.getByLabel("企业类别").selectOption({ index: 1 });
  await booth.getByLabel("经营内容").fill("智能家居产品展示与销售");
  await booth.getByLabel("展会地址").fill("厦门国际会展中心A3馆");
  await booth.getByLabel("展会主题").fill("2026中国国际智能家居博览会");
  await booth.getByLabel("展位号").fill("A3-118");
  await booth.getByLabel("展位天数").fill("3");
}

/**
 * Submits the application form the page shows (agreement ticked) and lands on the order; answers its order id.
 */
export async function submitApplication(page: Page): Promise<string> {
  await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
  const submit = page.getByRole("button", { name: /^立即投保 ¥\d/ });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(appUrl("/orderDetails"));
  await expect(screenTitle(page)).toHaveText("订单详情");
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

/** Taps 去支付 on the order and 确认支付 at the mall's cashier (the result is not awaited). */
export async function payAtCashier(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^去支付 ¥/ }).click();
  await expect(screenTitle(page)).toHaveText("收银台");
  await page.getByRole("button", { name: /^确认支付 ¥/ }).click();
}

/**
 * The paid result the page shows: waits for 支付成功 and answers the policy number of its 查看保单 link.
 */
export async function paidPolicyNo(page: Page): Promise<string> {
  await expect(page).toHaveURL(appUrl("/applicationResulst"));
  await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible();
  const view = page.getByRole("link", { name: "查看保单" });
  await expect(view).toHaveAttribute("href", /policyDetails\?policyNo=P/);
  const href = (await view.getAttribute("href")) ?? "";
  return new URLSearchParams(href.split("?")[1] ?? "").get("policyNo") ?? "";
}

/**
 * Buys a policy through the UI from /home (logged in): product → its page → form (the pre-filled applicant insures
 * himself) → order → cashier → paid. Ends on the paid result; answers the order and policy numbers.
 * @example await logInTo(page); const bought = await buyPolicy(page)
 */
export async function buyPolicy(page: Page, product: SimpleProduct = "境内旅行意外险"): Promise<Purchase> {
  await expect(page).toHaveURL(appUrl("/home"));
  await openProductForm(page, product);
  const orderId = await submitApplication(page);
  await expect(main(page)).toContainText(product);
  await payAtCashier(page);
  const policyNo = await paidPolicyNo(page);
  expect(policyNo).toMatch(/^P[A-Z0-9]+$/);
  return { orderId, policyNo, productName: product };
}

/** The tabs of 我的保单, one per line of cover. */
export type PolicyTab = "车险" | "燃气险" | "互联网险" | "其他";

/**
 * Opens 我的保单 from the personal centre and shows the tab of a line; answers the tab's list (a policy is filed
 * by its product's category, domain policyKindOf: a travel cover bought in the mall is on 互联网险).
 */
export async function myPoliciesTab(page: Page, tab: PolicyTab) {
  await goToTab(page, "个人中心");
  await page.getByRole("link", { name: "我的保单" }).click();
  await expect(page).toHaveURL(appUrl("/insurancePolicy"));
  await page.getByRole("tab", { name: new RegExp(tab) }).click();
  const list = page.getByRole("list", { name: `${tab}保单` });
  await expect(list).toBeVisible();
  return list;
}

/**
 * Chooses the claim report's 出险时间 `hoursAgo` hours before now (China time) as a customer does: the date typed
 * into the mall's date picker (出险日期), the hour and minute picked in their two fields.
 */
export async function chooseAccidentTime(page: Page, hoursAgo = 3): Promise<void> {
  const text = await page.evaluate((hours) => new Date(Date.now() + 8 * 3_600_000 - hours * 3_600_000).toISOString().slice(0, 16), hoursAgo);
  const date = page.getByLabel("出险日期", { exact: true });
  await date.fill(text.slice(0, 10));
  await date.press("Tab");
  await page.getByLabel("出险时间（时）").selectOption(text.slice(11, 13));
  await page.getByLabel("出险时间（分）").selectOption(text.slice(14, 16));
}

/** The demo holder and one of their invoices still to request, as the page's world (the fixtures' default seed) has them. */
export function demoInvoiceToRequest() {
  const db = createDb();
  const holder = db.data.holders[0];
  const own = new Set(db.data.policies.filter((policy) => policy.owner === 0).map((policy) => policy.detail.policyNo));
  const record = db.data.invoices.find((candidate) => own.has(candidate.policyNo) && candidate.invoiceState === "0");
  if (holder === undefined || record === undefined) throw new Error("the demo holder has an invoice to request");
  return { holder, record };
}

/**
 * Logs the demo holder in and requests the invoice of {@link demoInvoiceToRequest} from the personal centre's
 * 电子发票, as a customer does (the lookup, the policy found, the request form), up to 发票申请已提交.
 */
export async function requestDemoInvoice(page: Page): Promise<ReturnType<typeof demoInvoiceToRequest>> {
  const { holder, record } = demoInvoiceToRequest();
  await logInTo(page, "/personalCenter");
  await page.getByRole("link", { name: /电子发票/ }).click();
  await expect(screenTitle(page)).toHaveText("发票查询");
  await page.getByLabel("保单号").fill(record.policyNo);
  await page.getByLabel("被保险人姓名").fill(holder.name);
  await page.getByLabel("证件号码").fill(holder.idNumber);
  await page.getByLabel("验证码").fill(MOCK_CAPTCHA);
  await page.getByRole("button", { name: "查询" }).click();
  await page.getByRole("list", { name: "查询到的保单" }).getByRole("link", { name: `申请开票：${record.riskName}` }).click();
  await expect(screenTitle(page)).toHaveText("申请电子发票");
  await page.getByLabel("发票抬头").fill(holder.name);
  await page.getByLabel("接收邮箱").fill("me@example.com");
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByRole("heading", { name: "发票申请已提交" })).toBeVisible();
  return { holder, record };
}

/**
 * Surrenders the policy of the surrender application the page shows (/application?policyNo=…), as a customer does:
 * a reason, the acknowledgement, 申请退保 and the confirmation's 确认退保, up to 退保申请已提交 on /surrful.
 */
export async function surrenderOnApplication(page: Page): Promise<void> {
  await page.getByLabel("退保原因").selectOption({ index: 1 });
  await page.getByRole("checkbox", { name: /我已知晓退保后保障终止/ }).check();
  await page.getByRole("button", { name: "申请退保" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "确认退保" }).click();
  await expect(page).toHaveURL(appUrl("/surrful"));
  await expect(page.getByRole("heading", { name: "退保申请已提交" })).toBeVisible();
}

/**
 * On /contacts: 新增联系人, then 王小明 (配偶, a valid identity card number, 13912345678) saved; the list shows again.
 * @example await logInTo(page, "/contacts"); await addSpouseContact(page)
 */
export async function addSpouseContact(page: Page): Promise<void> {
  await page.getByRole("link", { name: "新增联系人" }).click();
  await page.getByLabel("姓名").fill("王小明");
  await page.getByLabel("与本人关系").selectOption("601002");
  await page.getByLabel("证件号码").fill("11010519491231002X");
  await page.getByLabel("手机号码").fill("13912345678");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page).toHaveURL(appUrl("/contacts"));
}

/**
 * The car purchase's vehicle lookup (/insureRight, step 1), filled as a customer does: the plate, the owner's name,
 * document type (null: left as it is) and number, then 查询续保方案.
 * @example await lookUpVehicle(page, "粤B12345", holder)
 */
export async function lookUpVehicle(page: Page, plate: string, owner: { readonly name: string; readonly idNumber: string }, type: string | null = "01"): Promise<void> {
  await page.getByLabel("车牌号").fill(plate);
  await page.getByLabel("车主姓名/单位名称").fill(owner.name);
  if (type !== null) await page.getByLabel("车主证件类型").selectOption(type);
  await page.getByLabel("车主证件号码").fill(owner.idNumber);
  await page.getByRole("button", { name: "查询续保方案" }).click();
}
