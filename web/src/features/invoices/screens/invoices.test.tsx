import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GATEWAY_CATALOGUE, IDENTITY_TYPES, formatFen, statusLabel, type InvoiceRecord } from "@micromall/domain";
import { MOCK_CAPTCHA } from "@micromall/fixtures";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen, renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { gatewayHandler } from "../../../gateway/test-server";
import { callGateway } from "../../../gateway/client";
import { INVOICE_LOOKUPS } from "../api/invoice-lookups";
import InvoiceDetailScreen from "./InvoiceDetailScreen";
import InvoiceEmailScreen from "./InvoiceEmailScreen";
import InvoiceQueryScreen from "./InvoiceQueryScreen";
import InvoiceRequestFailScreen from "./InvoiceRequestFailScreen";
import InvoiceRequestScreen from "./InvoiceRequestScreen";
import InvoiceRequestSucScreen from "./InvoiceRequestSucScreen";
import InvoiceResultScreen from "./InvoiceResultScreen";
import MyInvoicesScreen from "./MyInvoicesScreen";
import SkipInvoiceScreen from "./SkipInvoiceScreen";

// Typing whole forms on a shared machine takes a while.
vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const CREDIT_CODE = "91350100M000100Y43";

/** The demo holder's invoice records (the demo account is the first holder). */
function demoInvoices(): InvoiceRecord[] {
  const own = new Set(server.db.data.policies.filter((policy) => policy.owner === 0).map((policy) => policy.detail.policyNo));
  return server.db.data.invoices.filter((record) => own.has(record.policyNo));
}
function demoInvoice(state: string): InvoiceRecord {
  const record = demoInvoices().find((candidate) => candidate.invoiceState === state);
  if (record === undefined) throw new Error(`the demo holder has an invoice in state ${state}`);
  return record;
}

/** Logs the demo holder in: the holder, their invoice still to request, and a user to type. */
async function demoLookup() {
  await logInAsDemo();
  const holder = server.db.data.holders[0];
  if (holder === undefined) throw new Error("a first holder");
  return { holder, record: demoInvoice("0"), user: userEvent.setup() };
}

/** Renders the invoice pages of a journey in one router (the others land on a marker). */
function renderJourney(url: string) {
  return renderScreens(
    {
      "/invoiceQuery": InvoiceQueryScreen,
      "/invoiceResult": InvoiceResultScreen,
      "/invoiceRequest": InvoiceRequestScreen,
      "/invoiceRequestSuc": InvoiceRequestSucScreen,
      "/invoiceRequestFail": InvoiceRequestFailScreen,
    },
    { url },
  ).router;
}

function requestCalls(): string[] {
  const calls: string[] = [];
  server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname.split("/").pop() ?? ""));
  return calls;
}

beforeEach(() => server.events.removeAllListeners());

describe("the invoice lookups as data", () => {
  it.each(Object.entries(INVOICE_LOOKUPS))("%s names a real call, its form shape's fields and domain's identity types", (_, config) => {
    expect(GATEWAY_CATALOGUE[config.call].service).toBe("ei");
    expect(config.fields.map((field) => field.name)).toEqual(config.form.fields.map((field) => field.key));
    expect(Object.keys(config.empty).sort()).toEqual(config.fields.map((field) => field.name).sort());
    const known = new Set(IDENTITY_TYPES.map((type) => type.code));
    for (const code of config.identityTypes) expect(known.has(code)).toBe(true);
    // the identity number is checked by its type (domain's validators), not as free text
    expect(config.form.rules.some((rule) => rule.id === "identityNumber")).toBe(true);
  });
});

describe("/invoiceQuery → /invoiceResult", () => {
  it("finds the policy by number, name and identity and shows it with its actions", async () => {
    const { holder, record, user } = await demoLookup();
    renderJourney("/invoiceQuery");
    await user.type(await screen.findByLabelText("保单号"), record.policyNo);
    await user.type(screen.getByLabelText("被保险人姓名"), holder.name);
    await user.type(screen.getByLabelText("证件号码"), holder.idNumber);
    await user.type(screen.getByLabelText("验证码"), MOCK_CAPTCHA);
    await user.click(screen.getByRole("button", { name: "查询" }));
    const list = await screen.findByRole("list", { name: "查询到的保单" });
    expect(within(list).getByText(record.policyNo)).toBeTruthy();
    expect(list.textContent).toContain(formatFen(record.sumPremium));
    expect(within(list).getByRole("link", { name: `申请开票：${record.riskName}` }).getAttribute("href")).toBe(`/invoiceRequest?policyNo=${record.policyNo}`);
  });

  it("switches to the car variant and back, each keeping what was typed", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    renderJourney("/invoiceQuery");
    await user.type(await screen.findByLabelText("保单号"), "P123");
    await user.click(screen.getByRole("switch", { name: /按车牌号查询/ }));
    await user.type(screen.getByLabelText("车牌号"), "粤B");
    expect(screen.queryByLabelText("保单号")).toBeNull();
    await user.click(screen.getByRole("switch", { name: /按车牌号查询/ }));
    expect((screen.getByLabelText("保单号") as HTMLInputElement).value).toBe("P123");
    await user.click(screen.getByRole("switch", { name: /按车牌号查询/ }));
    expect((screen.getByLabelText("车牌号") as HTMLInputElement).value).toBe("粤B");
  });

  it("from one's own policy, fills the insured and the identity the mall knows; the picture code is still asked (F9)", async () => {
    const { holder, record, user } = await demoLookup();
    renderJourney(`/invoiceQuery?policyNo=${record.policyNo}`);
    expect(((await screen.findByLabelText("保单号")) as HTMLInputElement).value).toBe(record.policyNo);
    expect((screen.getByLabelText("被保险人姓名") as HTMLInputElement).value).toBe(holder.name);
    expect((screen.getByLabelText("证件类型") as HTMLSelectElement).value).toBe("01");
    expect((screen.getByLabelText("证件号码") as HTMLInputElement).value).toBe(holder.idNumber);
    expect((screen.getByLabelText("验证码") as HTMLInputElement).value).toBe("");
    await user.type(screen.getByLabelText("验证码"), MOCK_CAPTCHA);
    await user.click(screen.getByRole("button", { name: "查询" }));
    expect(within(await screen.findByRole("list", { name: "查询到的保单" })).getByText(record.policyNo)).toBeTruthy();
  });

  it("opened from 个人中心, offers the customer's own policies; one tap fills the lookup as from the policy (G9)", async () => {
    const { holder, record, user } = await demoLookup();
    renderJourney("/invoiceQuery");
    const mine = await screen.findByRole("list", { name: "从我的保单开票" });
    const own = server.db.data.policies.filter((policy) => policy.owner === 0);
    expect(within(mine).getAllByRole("link").length).toBeGreaterThanOrEqual(1);
    expect(within(mine).queryByText(own[0]?.detail.policyNo ?? "none")).toBeTruthy();
    await user.click(within(mine).getByRole("link", { name: new RegExp(record.policyNo) }));
    await waitFor(() => expect((screen.getByLabelText("保单号") as HTMLInputElement).value).toBe(record.policyNo));
    expect((screen.getByLabelText("被保险人姓名") as HTMLInputElement).value).toBe(holder.name);
    expect((screen.getByLabelText("证件号码") as HTMLInputElement).value).toBe(holder.idNumber);
    expect(document.activeElement).toBe(screen.getByLabelText("验证码"));
    // with a policy chosen, the list steps aside
    expect(screen.queryByRole("list", { name: "从我的保单开票" })).toBeNull();
  });

  it("a policy that is not the customer's fills only its number", async () => {
    await logInAsDemo();
    const other = server.db.data.invoices.find((candidate) => server.db.data.policies.some((policy) => policy.owner !== 0 && policy.detail.policyNo === candidate.policyNo));
    if (other === undefined) throw new Error("another customer's invoice");
    renderJourney(`/invoiceQuery?policyNo=${other.policyNo}`);
    expect(((await screen.findByLabelText("保单号")) as HTMLInputElement).value).toBe(other.policyNo);
    expect((screen.getByLabelText("被保险人姓名") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("证件号码") as HTMLInputElement).value).toBe("");
  });

  it("says to search first when opened without a lookup", async () => {
    await logInAsDemo();
    renderScreen(InvoiceResultScreen, { path: "/invoiceResult" });
    expect(await screen.findByText("请先查询保单，再在这里选择要开票的保单。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去查询" }).getAttribute("href")).toBe("/invoiceQuery");
  });
});

describe("/invoiceRequest", () => {
  async function openForm() {
    await logInAsDemo();
    const record = demoInvoice("0");
    const user = userEvent.setup();
    const router = renderJourney(`/invoiceRequest?policyNo=${record.policyNo}`);
    await screen.findByLabelText("发票抬头");
    return { record, user, router };
  }

  it("a personal title starts as the policyholder's name; an enterprise title starts empty, and back again (F9)", async () => {
    const { user } = await openForm();
    const holder = server.db.data.holders[0];
    if (holder === undefined) throw new Error("a first holder");
    const title = () => (screen.getByLabelText("发票抬头") as HTMLInputElement).value;
    expect((screen.getByLabelText("抬头类型") as HTMLSelectElement).value).toBe("05");
    expect(title()).toBe(holder.name);
    await user.selectOptions(screen.getByLabelText("抬头类型"), "03");
    expect(title()).toBe("");
    await user.selectOptions(screen.getByLabelText("抬头类型"), "05");
    expect(title()).toBe(holder.name);
  });

  it("the e-mail starts as the policyholder's on the customer's own policy", async () => {
    const { record } = await openForm();
    const policy = server.db.data.policies.find((entry) => entry.detail.policyNo === record.policyNo);
    expect(policy?.detail.applyEmail).toMatch(/@/);
    expect((screen.getByLabelText("接收邮箱") as HTMLInputElement).value).toBe(policy?.detail.applyEmail);
  });

  it("shows the amount read-only as the premium", async () => {
    const { record } = await openForm();
    expect(screen.getByRole("region", { name: "开票保单" }).textContent).toContain(formatFen(record.sumPremium));
    expect(screen.queryByLabelText("开票金额")).toBeNull();
  });

  it("needs a valid tax number for an enterprise, and none for a person", async () => {
    const { user, router } = await openForm();
    const calls = requestCalls();
    await user.selectOptions(screen.getByLabelText("抬头类型"), "03");
    await user.type(screen.getByLabelText("发票抬头"), "某某科技（深圳）有限公司");
    await user.clear(screen.getByLabelText("接收邮箱"));
    await user.type(screen.getByLabelText("接收邮箱"), "finance@example.com");
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(screen.getByLabelText(/纳税人识别号/).getAttribute("aria-invalid")).toBe("true"));
    await user.type(screen.getByLabelText(/纳税人识别号/), "91350100M000100Y44");
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(screen.getByText("请输入正确的纳税人识别号")).toBeTruthy());
    expect(calls).not.toContain("applicationInvoice");
    // a person: no tax number needed (the typed one is cleared), but a personal name (no brackets)
    await user.selectOptions(screen.getByLabelText("抬头类型"), "05");
    await user.clear(screen.getByLabelText(/纳税人识别号/));
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(screen.getByLabelText("发票抬头").getAttribute("aria-invalid")).toBe("true"));
    await user.clear(screen.getByLabelText("发票抬头"));
    await user.type(screen.getByLabelText("发票抬头"), "张三");
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/invoiceRequestSuc"));
    expect(calls.filter((call) => call === "applicationInvoice")).toHaveLength(1);
  });

  it("checks the remark limit of 50 and the e-mail before any call", async () => {
    const { user } = await openForm();
    const calls = requestCalls();
    await user.type(screen.getByLabelText("发票抬头"), "张三");
    await user.clear(screen.getByLabelText("接收邮箱"));
    await user.type(screen.getByLabelText("接收邮箱"), "zhang@");
    await user.type(screen.getByLabelText(/备注/), "备".repeat(51));
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(screen.getByLabelText("接收邮箱").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText(/备注/).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("接收邮箱"));
    expect(calls).not.toContain("applicationInvoice");
  });

  it("sends one request however often the button is tapped, then shows the number and the address", async () => {
    const { user, record } = await openForm();
    const calls = requestCalls();
    await user.selectOptions(screen.getByLabelText("抬头类型"), "03");
    await user.type(screen.getByLabelText("发票抬头"), "某某科技（深圳）有限公司");
    await user.type(screen.getByLabelText(/纳税人识别号/), CREDIT_CODE);
    await user.clear(screen.getByLabelText("接收邮箱"));
    await user.type(screen.getByLabelText("接收邮箱"), "finance@example.com");
    const submit = screen.getByRole("button", { name: "提交申请" });
    await Promise.all([user.click(submit), user.click(submit), user.click(submit)]);
    expect(await screen.findByRole("heading", { name: "发票申请已提交" })).toBeTruthy();
    expect(screen.getByText(/finance@example\.com/)).toBeTruthy();
    expect(calls.filter((call) => call === "applicationInvoice")).toHaveLength(1);
    expect(server.db.data.invoices.find((candidate) => candidate.policyNo === record.policyNo)?.invoiceState).toBe("1");
  });

  it("explains a refused request and keeps the form when the customer goes back", async () => {
    const { user, router, record } = await openForm();
    // meanwhile the invoice was requested elsewhere: the gateway refuses a second request
    const stored = server.db.data.invoices.find((candidate) => candidate.policyNo === record.policyNo);
    if (stored !== undefined) stored.invoiceState = "1";
    await user.clear(screen.getByLabelText("发票抬头"));
    await user.type(screen.getByLabelText("发票抬头"), "张三");
    await user.clear(screen.getByLabelText("接收邮箱"));
    await user.type(screen.getByLabelText("接收邮箱"), "zhang@example.com");
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    expect(await screen.findByText("原因：该保单发票已申请，请勿重复提交")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/invoiceRequestFail");
    await user.click(screen.getByRole("button", { name: "返回修改" }));
    expect((await screen.findByLabelText("发票抬头") as HTMLInputElement).value).toBe("张三");
    expect((screen.getByLabelText("接收邮箱") as HTMLInputElement).value).toBe("zhang@example.com");
  });

  it("does not offer the form for an invoice already issued", async () => {
    await logInAsDemo();
    const record = demoInvoice("2");
    renderScreen(InvoiceRequestScreen, { path: "/invoiceRequest", url: `/invoiceRequest?policyNo=${record.policyNo}` });
    expect(await screen.findByText("该保单的发票已申请或已开具，无需重复申请。")).toBeTruthy();
    expect(screen.queryByLabelText("发票抬头")).toBeNull();
  });
});

describe("/invoiceResulst and /invoicesessage", () => {
  it("lists my invoices by state", async () => {
    await logInAsDemo();
    const issued = demoInvoice("2");
    const user = userEvent.setup();
    renderScreen(MyInvoicesScreen, { path: "/invoiceResulst" });
    const all = await screen.findByRole("list", { name: "全部发票" });
    expect(within(all).getAllByRole("listitem").length).toBe(demoInvoices().filter((record) => record.invoiceState !== "0").length);
    await user.click(screen.getByRole("tab", { name: "已开票" }));
    const list = await screen.findByRole("list", { name: "已开票发票" });
    expect(within(list).getAllByRole("link", { name: `发送到邮箱：${issued.riskName}` }).length).toBeGreaterThan(0);
  });

  it("names each state's tab with the word its invoices show for that state (customer rehearsal: 已开具 over 已开票)", async () => {
    await logInAsDemo();
    renderScreen(MyInvoicesScreen, { path: "/invoiceResulst" });
    await screen.findByRole("list", { name: "全部发票" });
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["全部", ...["2", "1", "3", "4"].map((code) => statusLabel("invoice", code))]);
  });

  it("shows an invoice a surrender reversed as 已红冲 with the amount reversed, void: no download, e-mail or request (customer rehearsal 5)", async () => {
    const user = await logInAsDemo();
    const listed = await callGateway("surrenderOrderList", { mallId: user.mallId });
    if (!listed.ok) throw new Error("surrenderOrderList failed");
    const candidates = Array.isArray(listed.data) ? listed.data : [listed.data];
    const record = demoInvoices().find((candidate) => candidates.some((policy) => policy.policyNo === candidate.policyNo));
    if (record === undefined) throw new Error("a surrenderable policy of the demo holder with an invoice record");
    Object.assign(record, { invoiceState: "2", invoiceStateName: "已开票", invoiceNo: "12345678", invoiceCode: "012345678901", issueDate: "2025-05-20" });
    const done = await callGateway("surrenderTospay", { mallId: user.mallId, policyNo: record.policyNo, reasonCode: "02" });
    if (!done.ok) throw new Error("surrenderTospay failed");
    const clicker = userEvent.setup();
    renderScreen(MyInvoicesScreen, { path: "/invoiceResulst" });
    await screen.findByRole("list", { name: "全部发票" });
    await clicker.click(screen.getByRole("tab", { name: "已红冲" }));
    const list = await screen.findByRole("list", { name: "已红冲发票" });
    const row = within(list).getByText(record.policyNo).closest("li");
    if (row === null) throw new Error("the reversed invoice's row");
    expect(row.textContent).toContain("已红冲");
    expect(row.textContent).toContain(`-¥${formatFen(done.data.refundPremium)}`);
    expect(row.textContent).toMatch(/原发票已红冲作废/);
    expect(within(row).queryByRole("button", { name: /下载发票/ })).toBeNull();
    expect(within(row).queryByRole("link", { name: /发送到邮箱|申请开票/ })).toBeNull();
    expect(within(row).getByRole("link", { name: `查看发票：${record.riskName}` })).toBeTruthy();
    await clicker.click(screen.getByRole("tab", { name: "已开票" }));
    expect(within(await screen.findByRole("list", { name: "已开票发票" })).queryByText(record.policyNo)).toBeNull();
  });

  it("the detail of a reversed invoice keeps its number, shows the reversal and offers no download (customer rehearsal 5)", async () => {
    await logInAsDemo();
    const record = demoInvoice("2");
    Object.assign(record, { invoiceState: "4", invoiceStateName: "已红冲", reversalAmount: 12300, reversalDate: "2025-06-01", reversalSurrenderNo: "S2025000000000001" });
    renderScreen(InvoiceDetailScreen, { path: "/invoiceResuls", url: `/invoiceResuls?policyNo=${record.policyNo}` });
    expect(await screen.findByText("已红冲")).toBeTruthy();
    expect(screen.getByText(record.invoiceNo ?? "")).toBeTruthy();
    expect(document.body.textContent).toContain("-¥123.00");
    expect(screen.getByText("2025-06-01")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /下载发票/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /发送到邮箱|申请开票/ })).toBeNull();
  });

  it("lists a history the gateway answers as a single object as its one row (spec §4)", async () => {
    await logInAsDemo();
    const requested = demoInvoices().filter((record) => record.invoiceState !== "0");
    for (const record of requested.slice(1)) record.invoiceState = "0";
    const only = requested[0];
    if (only === undefined) throw new Error("the demo holder has a requested invoice");
    renderScreen(MyInvoicesScreen, { path: "/invoiceResulst" });
    const all = await screen.findByRole("list", { name: "全部发票" });
    expect(within(all).getAllByRole("listitem")).toHaveLength(1);
    expect(within(all).getByText(only.policyNo)).toBeTruthy();
  });

  it("checks the address, asks to confirm it, then sends", async () => {
    await logInAsDemo();
    const issued = demoInvoice("2");
    const calls = requestCalls();
    const user = userEvent.setup();
    renderScreen(InvoiceEmailScreen, { path: "/invoicesessage", url: `/invoicesessage?policyNo=${issued.policyNo}` });
    const address = await screen.findByLabelText("邮箱地址");
    await user.clear(address);
    await user.type(address, "me@");
    await user.click(screen.getByRole("button", { name: "发送" }));
    await waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"));
    await user.type(address, "example.com");
    await user.click(screen.getByRole("button", { name: "发送" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("me@example.com");
    expect(calls).not.toContain("forwardMessage");
    await user.click(within(dialog).getByRole("button", { name: "确认发送" }));
    expect(await screen.findByText("发票已发送至 me@example.com")).toBeTruthy();
    expect(calls.filter((call) => call === "forwardMessage")).toHaveLength(1);
  });
});

describe("download (invoicedDwnload)", () => {
  it("opens the PDF from a link in the page in an ordinary browser", async () => {
    await logInAsDemo();
    const issued = demoInvoice("2");
    const user = userEvent.setup();
    renderScreen(InvoiceDetailScreen, { path: "/invoiceResuls", url: `/invoiceResuls?policyNo=${issued.policyNo}` });
    await user.click(await screen.findByRole("button", { name: `下载发票：${issued.riskName}` }));
    const link = await screen.findByRole("link", { name: /打开发票 PDF/ });
    expect(link.getAttribute("href")).toMatch(/^data:application\/pdf/);
  });

  it("refuses an invoice address the gateway-link rule does not accept (issue 23 finding 4)", async () => {
    await logInAsDemo();
    const issued = demoInvoice("2");
    const user = userEvent.setup();
    renderScreen(InvoiceDetailScreen, { path: "/invoiceResuls", url: `/invoiceResuls?policyNo=${issued.policyNo}` });
    for (const url of ["//evil.example/x", "http://docs.example.cn/x.pdf", "data:text/html,<b>x</b>"]) {
      server.use(gatewayHandler("invoicedDwnload", { data: { url, fileName: "x.pdf" } }));
      await user.click(await screen.findByRole("button", { name: `下载发票：${issued.riskName}` }));
      expect(await screen.findByText(/发票文件地址不安全/)).toBeTruthy();
      expect(screen.queryByRole("link", { name: /打开发票 PDF/ })).toBeNull();
    }
  });

  it("offers the e-mail instead in the messenger's browser, which blocks downloads", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.47.2560");
    try {
      await logInAsDemo();
      const issued = demoInvoice("2");
      const user = userEvent.setup();
      renderScreen(InvoiceDetailScreen, { path: "/invoiceResuls", url: `/invoiceResuls?policyNo=${issued.policyNo}` });
      await user.click(await screen.findByRole("button", { name: `下载发票：${issued.riskName}` }));
      const notice = (await screen.findByText(/微信内无法直接下载文件/)).closest("p");
      if (notice === null) throw new Error("the notice is a paragraph");
      expect(notice.getAttribute("role")).toBe("status");
      expect(within(notice).getByRole("link", { name: "发送到邮箱" }).getAttribute("href")).toBe(`/invoicesessage?policyNo=${issued.policyNo}`);
      expect(screen.queryByRole("link", { name: /打开发票 PDF/ })).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("says in place when the invoice is not issued yet", async () => {
    await logInAsDemo();
    const issued = demoInvoice("2");
    const user = userEvent.setup();
    renderScreen(InvoiceDetailScreen, { path: "/invoiceResuls", url: `/invoiceResuls?policyNo=${issued.policyNo}` });
    const button = await screen.findByRole("button", { name: `下载发票：${issued.riskName}` });
    const stored = server.db.data.invoices.find((candidate) => candidate.policyNo === issued.policyNo);
    if (stored !== undefined) stored.invoiceState = "1";
    await user.click(button);
    expect((await screen.findByRole("alert")).textContent).toContain("发票尚未开具");
  });
});

describe("/skipInvoice", () => {
  it("goes straight to the request of a policy that may be invoiced", async () => {
    await logInAsDemo();
    const record = demoInvoice("0");
    renderScreen(SkipInvoiceScreen, { path: "/skipInvoice", url: `/skipInvoice?policyNo=${record.policyNo}` });
    expect(await screen.findByText(landedText(`/invoiceRequest?policyNo=${record.policyNo}`))).toBeTruthy();
  });

  it("goes to the lookup with the number filled for a policy the gateway does not know", async () => {
    await logInAsDemo();
    renderScreen(SkipInvoiceScreen, { path: "/skipInvoice", url: "/skipInvoice?policyNo=P999" });
    expect(await screen.findByText(landedText("/invoiceQuery?policyNo=P999"))).toBeTruthy();
  });

  it("stays and says so when the link carries no policy number, with the way to the lookup", async () => {
    await logInAsDemo();
    renderScreen(SkipInvoiceScreen, { path: "/skipInvoice", url: "/skipInvoice" });
    expect(await screen.findByText(/这个链接没有带保单号/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "去发票查询" }).getAttribute("href")).toBe("/invoiceQuery");
    expect(screen.queryByTestId("landed")).toBeNull();
  });
});

describe("the pages of one invoice (/invoiceResuls, /invoicesessage)", () => {
  const pages = [
    ["/invoiceResuls", InvoiceDetailScreen],
    ["/invoicesessage", InvoiceEmailScreen],
  ] as const;

  it.each(pages)("%s without a policy number leads to the customer's invoices", (path, Screen) => {
    renderScreen(Screen, { path });
    expect(screen.getByText("没有指定要开票的保单，请先查询保单。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "我的发票" }).getAttribute("href")).toBe("/invoiceResulst");
  });

  it.each(pages)("%s explains a failed load and loads again on retry", async (path, Screen) => {
    await logInAsDemo();
    const issued = demoInvoice("2");
    server.useScenario("http-500", { call: "invoice" });
    renderScreen(Screen, { path, url: `${path}?policyNo=${issued.policyNo}` });
    expect(await screen.findByText("加载失败，请检查网络后重试")).toBeTruthy();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole("button", { name: "重新加载" }));
    expect((await screen.findAllByText(issued.riskName, { exact: false })).length).toBeGreaterThan(0);
  });
});
