import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ApplicationEntryScreen from "./ApplicationEntryScreen";

vi.setConfig({ testTimeout: 30_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

async function ordersIn(mallId: string, orderState: "0" | "2" | "3") {
  const result = await callGateway("queryOrderList", { mallId, orderState, pageNo: 1, pageSize: 100 });
  if (!result.ok) throw new Error("queryOrderList failed");
  return result.data;
}

describe("/applicationEntry", () => {
  it("lists the unpaid orders first, and each state on its tab", async () => {
    const user = await logInAsDemo();
    const unpaid = await ordersIn(user.mallId, "0");
    const paid = await ordersIn(user.mallId, "2");
    const clicker = userEvent.setup();
    renderScreen(ApplicationEntryScreen, { path: "/applicationEntry" });
    expect(screen.getByRole("tab", { name: "待支付" }).getAttribute("aria-selected")).toBe("true");
    if (unpaid.total > 0) {
      const list = await screen.findByRole("list", { name: "订单列表" });
      expect(within(list).getAllByRole("listitem").length).toBe(Math.min(unpaid.total, 10));
    } else expect(await screen.findByText(/暂无待支付订单/)).toBeTruthy();
    await clicker.click(screen.getByRole("tab", { name: "已支付" }));
    if (paid.total > 0) {
      await waitFor(() => expect(screen.getByRole("list", { name: "订单列表" }).textContent).toContain(paid.list[0]?.productName ?? ""));
    } else expect(await screen.findByText(/暂无已支付订单/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "查询投保单" }).getAttribute("href")).toBe("/applicationQuery");
  });

  it("cancels an unpaid order from the list after the confirmation", async () => {
    const user = await logInAsDemo();
    const saved = await callGateway("saveProposal", {
      productCode: "EAF", planCode: "EAF01", mallId: user.mallId, applyName: "王小明", applyIdentifyType: "01",
      applyIdentifyNumber: "11010519491231002X", applyMobile: "13912345678",
    });
    if (!saved.ok) throw new Error("saveProposal failed");
    const clicker = userEvent.setup();
    renderScreen(ApplicationEntryScreen, { path: "/applicationEntry" });
    const list = await screen.findByRole("list", { name: "订单列表" });
    const item = within(list).getAllByRole("listitem")[0];
    if (item === undefined) throw new Error("no order");
    expect(within(item).getByRole("link", { name: "订单详情" }).getAttribute("href")).toBe(`/orderDetails?orderId=${saved.data.orderNo}`);
    await clicker.click(within(item).getByRole("button", { name: "取消订单" }));
    await clicker.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "确定取消" }));
    await waitFor(async () => expect((await ordersIn(user.mallId, "3")).list.some((order) => order.orderNo === saved.data.orderNo)).toBe(true));
  });

  it("deletes a cancelled order after the confirmation: it leaves the list (issue 21)", async () => {
    const user = await logInAsDemo();
    const cancelled = (await ordersIn(user.mallId, "3")).list[0];
    if (cancelled === undefined) throw new Error("the demo account has a cancelled order");
    const clicker = userEvent.setup();
    renderScreen(ApplicationEntryScreen, { path: "/applicationEntry", url: "/applicationEntry?state=3" });
    const list = await screen.findByRole("list", { name: "订单列表" });
    const item = within(list).getAllByRole("listitem").find((candidate) => candidate.textContent?.includes(cancelled.productName));
    if (item === undefined) throw new Error("the cancelled order is listed");
    await clicker.click(within(item).getByRole("button", { name: `删除订单：${cancelled.productName}` }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("确定删除这个订单吗");
    await clicker.click(within(dialog).getByRole("button", { name: "确定删除" }));
    expect(await screen.findByText("暂无已取消订单，去挑选一份保障吧")).toBeTruthy();
    expect((await ordersIn(user.mallId, "3")).total).toBe(0);
  });

  it("offers no delete for an unpaid order that can still be paid, nor for a paid one", async () => {
    await logInAsDemo();
    renderScreen(ApplicationEntryScreen, { path: "/applicationEntry" });
    const list = await screen.findByRole("list", { name: "订单列表" });
    expect(within(list).getAllByRole("button", { name: "取消订单" }).length).toBeGreaterThan(0);
    expect(within(list).queryByRole("button", { name: /^删除订单/ })).toBeNull();
  });

  it("an unpaid order whose cover would already have started is expired: no pay or cancel, a delete", async () => {
    const user = await logInAsDemo();
    const unpaid = (await ordersIn(user.mallId, "0")).list[0];
    if (unpaid === undefined) throw new Error("the demo account has an unpaid order");
    const expired = { ...unpaid, startDate: "2020-01-01", endDate: "2020-12-31" };
    server.use(gatewayHandler("queryOrderList", { data: { total: 1, pageNo: 1, pageSize: 10, list: [expired] } }));
    renderScreen(ApplicationEntryScreen, { path: "/applicationEntry" });
    const list = await screen.findByRole("list", { name: "订单列表" });
    expect(list.textContent).toContain("已过期，不能再支付");
    expect(within(list).queryByRole("button", { name: "取消订单" })).toBeNull();
    expect(within(list).queryByRole("button", { name: /^去支付|^支付/ })).toBeNull();
    expect(within(list).getByRole("button", { name: `删除订单：${unpaid.productName}` })).toBeTruthy();
  });

  it("says what to do when a state has no orders, and offers a retry when the list cannot load", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("queryOrderList", { data: { total: 0, pageNo: 1, pageSize: 10, list: [] } }));
    const view = renderScreen(ApplicationEntryScreen, { path: "/applicationEntry", url: "/applicationEntry?state=3" });
    expect(await screen.findByText("暂无已取消订单，去挑选一份保障吧")).toBeTruthy();
    expect(screen.getByRole("link", { name: "浏览保险产品" }).getAttribute("href")).toBe("/productList");
    view.unmount();
    server.resetHandlers();
    server.useScenario("http-500", { call: "queryOrderList" });
    renderScreen(ApplicationEntryScreen, { path: "/applicationEntry" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
