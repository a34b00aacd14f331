import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatFen, maskIdNumber } from "@micromall/domain";
import { pdfTextHex } from "@micromall/fixtures";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { FAMILY_ORDER_PEOPLE, logInAsDemo, saveFamilyOrder, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import OrderDetailsScreen from "./OrderDetailsScreen";
import ApplicationResultScreen from "./ApplicationResultScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const { applicantId: APPLICANT_ID, childId: CHILD_ID } = FAMILY_ORDER_PEOPLE;

const newOrder = (mallId: string) => saveFamilyOrder(mallId);

/** The files the page hands the browser: each anchor it clicks to save a document, with the bytes behind it. */
function savedFiles(): { href: string; download: string; blob: Blob | undefined }[] {
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const href = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(href, blob as Blob);
    return href;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  const saved: { href: string; download: string; blob: Blob | undefined }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}

/** The text of a saved file's bytes. */
function textOf(file: { blob: Blob | undefined } | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (file?.blob === undefined) return reject(new Error("no file was saved"));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("unreadable"));
    reader.readAsText(file.blob);
  });
}

async function stateOf(orderId: string, mallId: string) {
  const result = await callGateway("interimOrderInfo", { orderId, mallId });
  if (!result.ok) throw new Error("interimOrderInfo failed");
  return result.data.orderState;
}

describe("/orderDetails", () => {
  it("shows the order with its period label, and identity numbers only masked", async () => {
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    expect(await screen.findByRole("heading", { name: "订单信息" })).toBeTruthy();
    expect(screen.getByText("境内旅行意外险").closest("dd")?.previousElementSibling?.textContent).toBe("产品");
    const page = document.body.textContent ?? "";
    expect(page).toContain("2026-12-01 至 2026-12-07（7天）");
    expect(page).toContain(maskIdNumber(CHILD_ID));
    expect(page).not.toContain(CHILD_ID);
    expect(page).not.toContain(APPLICANT_ID);
    expect(page).not.toContain("13912345678");
    expect(screen.getByRole("button", { name: `去支付 ¥${formatFen(order.sumPremium)}` })).toBeTruthy();
  });

  it("keeps an unpaid order's pay and cancel actions with the amount in the page's sticky footer, in sight at any scroll (customer report 2 G20)", async () => {
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    const pay = await screen.findByRole("button", { name: `去支付 ¥${formatFen(order.sumPremium)}` });
    const footer = pay.closest(".mm-page__footer");
    expect(footer).not.toBeNull();
    expect(within(footer as HTMLElement).getByRole("button", { name: "取消订单" })).toBeTruthy();
    expect(footer?.textContent).toContain(formatFen(order.sumPremium));
  });

  it("pays through the mall's cashier with mocks and lands on the result", async () => {
    vi.stubEnv("VITE_MOCKS", "on");
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    const clicker = userEvent.setup();
    const view = renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    await clicker.click(await screen.findByRole("button", { name: `去支付 ¥${formatFen(order.sumPremium)}` }));
    const confirm = await screen.findByRole("button", { name: `确认支付 ¥${formatFen(order.sumPremium)}` });
    expect(view.router.state.location.search).toContain("step=cashier");
    expect(await stateOf(order.orderId, user.mallId)).toBe("0");
    await clicker.dblClick(confirm);
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/applicationResulst"));
    expect(await stateOf(order.orderId, user.mallId)).toBe("2");
  });

  it("refuses a pay URL that is neither https nor the mall's own", async () => {
    vi.stubEnv("VITE_MOCKS", "off");
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    server.use(gatewayHandler("orderPay", { data: { orderNo: order.orderNo, payState: "0", policyNo: "", payUrl: "http://pay.example.com/cashier" } }));
    const clicker = userEvent.setup();
    const view = renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    await clicker.click(await screen.findByRole("button", { name: `去支付 ¥${formatFen(order.sumPremium)}` }));
    expect(await screen.findByText(/支付地址不安全/)).toBeTruthy();
    expect(view.router.state.location.search).toBe(`?orderId=${order.orderId}`);
  });

  it("cancels an unpaid order only after the confirmation", async () => {
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    const clicker = userEvent.setup();
    renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    await clicker.click(await screen.findByRole("button", { name: "取消订单" }));
    await clicker.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "再想想" }));
    expect(await stateOf(order.orderId, user.mallId)).toBe("0");
    await clicker.click(screen.getByRole("button", { name: "取消订单" }));
    await clicker.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "确定取消" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: /去支付/ })).toBeNull());
    expect(await stateOf(order.orderId, user.mallId)).toBe("3");
  });

  it("shows the gateway's order detail (queryOrderDetail, issue 21)", async () => {
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    const detail = await callGateway("queryOrderDetail", { orderNo: order.orderNo, mallId: user.mallId });
    if (!detail.ok) throw new Error("queryOrderDetail failed");
    server.use(gatewayHandler("queryOrderDetail", { data: { ...detail.data, planName: "详情方案甲" } }));
    renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    expect((await screen.findByText("详情方案甲")).closest("dd")?.previousElementSibling?.textContent).toBe("方案");
  });

  it("downloads the proposal as a file in one tap: no second link to tap", async () => {
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    const saved = savedFiles();
    const clicker = userEvent.setup();
    renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    await clicker.click(await screen.findByRole("button", { name: "下载投保单" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe(`${order.proposalNo}.pdf`);
    expect(saved[0]?.blob?.type).toBe("application/pdf");
    expect(await textOf(saved[0])).toMatch(/^%PDF-1\.\d[\s\S]*%%EOF\s*$/);
    expect(await screen.findByText(`已下载 ${order.proposalNo}.pdf`)).toBeTruthy();
    expect(screen.queryAllByRole("link", { name: /投保单|PDF/ })).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "下载电子保单" })).toBeNull();
  });

  it("a paid order downloads its electronic policy (order/download)", async () => {
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    const paid = await callGateway("orderPay", { orderNo: order.orderNo, mallId: user.mallId });
    if (!paid.ok) throw new Error("orderPay failed");
    const saved = savedFiles();
    const clicker = userEvent.setup();
    renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    await clicker.click(await screen.findByRole("button", { name: "下载电子保单" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe(`${paid.data.policyNo}.pdf`);
    // the policy's own document: its heading and number, written as the PDF writes text (UTF-16 hex)
    const pdf = await textOf(saved[0]);
    expect(pdf).toContain(pdfTextHex("电子保单"));
    expect(pdf).toContain(pdfTextHex(paid.data.policyNo));
    expect(await screen.findByText(`已下载 ${paid.data.policyNo}.pdf`)).toBeTruthy();
  });

  it("a paid order offers 再次投保: the form opens with the old proposal's product, plan and people (toNewProposa, issue 21)", async () => {
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    const clicker = userEvent.setup();
    const unpaidView = renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    await screen.findByRole("button", { name: /^去支付/ });
    expect(screen.queryByRole("button", { name: /^再次投保/ })).toBeNull();
    unpaidView.unmount();
    const paid = await callGateway("orderPay", { orderNo: order.orderNo, mallId: user.mallId });
    if (!paid.ok) throw new Error("orderPay failed");
    const view = renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    await clicker.click(await screen.findByRole("button", { name: "再次投保：境内旅行意外险" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/inputInfo"));
    expect(Object.fromEntries(new URLSearchParams(view.router.state.location.search))).toEqual({ productCode: "LAY_JN", planCode: "LAYJN02" });
    expect(view.router.state.historyAction).toBe("REPLACE");
    const state = view.router.state.location.state as { buyAgain: { key: string; value: string }[] };
    expect(Object.fromEntries(state.buyAgain.map((field) => [field.key, field.value]))).toMatchObject({
      applyName: "王小明",
      applyIdentifyNumber: APPLICANT_ID,
      insuredName: "王小明|王一",
      insuredIdentifyNumber: `${APPLICANT_ID}|${CHILD_ID}`,
      insuredRelationship: "601005|601002",
    });
  });

  it("refuses a proposal address the gateway-link rule does not accept (issue 23 finding 4)", async () => {
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    const saved = savedFiles();
    const clicker = userEvent.setup();
    renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}` });
    for (const url of ["https://evil.example/proposal.pdf", "javascript:alert(1)", "data:text/html,<script>alert(1)</script>"]) {
      server.use(gatewayHandler("downProposal", { data: { url, fileName: `${order.proposalNo}.pdf` } }));
      await clicker.click(await screen.findByRole("button", { name: "下载投保单" }));
      expect(await screen.findByRole("alert")).toHaveProperty("textContent", "投保单暂时无法下载，请稍后重试");
      expect(saved).toHaveLength(0);
      expect(screen.queryAllByRole("link", { name: /投保单|PDF/ })).toHaveLength(0);
    }
  });

  it("says when the order does not exist", async () => {
    await logInAsDemo();
    renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: "/orderDetails?orderId=O404" });
    expect(await screen.findByText("没有找到这个订单")).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看我的订单" }).getAttribute("href")).toBe("/applicationEntry");
  });
});

describe("/applicationResulst", () => {
  it("keeps the order payable when the cashier's payment fails", async () => {
    vi.stubEnv("VITE_MOCKS", "on");
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    server.useScenario("result-x1", { call: "externalPay" });
    const clicker = userEvent.setup();
    const view = renderScreen(OrderDetailsScreen, { path: "/orderDetails", url: `/orderDetails?orderId=${order.orderId}&step=cashier` });
    await clicker.click(await screen.findByRole("button", { name: `确认支付 ¥${formatFen(order.sumPremium)}` }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/applicationResulst"));
    expect(await stateOf(order.orderId, user.mallId)).toBe("0");
    view.unmount();

    server.resetHandlers();
    const landed = view.router.state.location;
    renderScreen(ApplicationResultScreen, { path: "/applicationResulst", url: landed.pathname + landed.search });
    expect(await screen.findByRole("heading", { name: "支付未完成" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "重新支付" }).getAttribute("href")).toBe(`/orderDetails?orderId=${order.orderId}&step=cashier`);
    expect(screen.getByRole("link", { name: "返回订单" }).getAttribute("href")).toBe(`/orderDetails?orderId=${order.orderId}`);
  });

  it("shows the policy of a paid order with the electronic policy note and its links", async () => {
    const user = await logInAsDemo();
    const order = await newOrder(user.mallId);
    const paid = await callGateway("orderPay", { orderNo: order.orderNo, mallId: user.mallId });
    if (!paid.ok) throw new Error("orderPay failed");
    renderScreen(ApplicationResultScreen, { path: "/applicationResulst", url: `/applicationResulst?orderNo=${order.orderNo}` });
    expect(await screen.findByRole("heading", { name: "支付成功" })).toBeTruthy();
    // only the channels the order has (F17): the holder's mobile; no e-mail was given, so none is promised
    expect(screen.getByText("保单已生成，电子保单将以短信发送至投保人手机 139****5678。")).toBeTruthy();
    expect(screen.queryByText(/邮箱/)).toBeNull();
    expect(screen.getByText(`保单号：${paid.data.policyNo}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看保单" }).getAttribute("href")).toBe(`/policyDetails?policyNo=${paid.data.policyNo}`);
    expect(screen.getByRole("link", { name: "申请发票" }).getAttribute("href")).toBe("/invoiceQuery");
  });

  it("names the e-mail too when the order has one (F17)", async () => {
    const user = await logInAsDemo();
    const order = await saveFamilyOrder(user.mallId, { paid: true, email: "wang@example.com" });
    renderScreen(ApplicationResultScreen, { path: "/applicationResulst", url: `/applicationResulst?orderNo=${order.orderNo}` });
    expect(await screen.findByText("保单已生成，电子保单将发送至投保人手机 139****5678 和邮箱 wang@example.com。")).toBeTruthy();
  });
});
