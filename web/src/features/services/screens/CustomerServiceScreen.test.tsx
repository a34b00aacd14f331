import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { gatewayHandler } from "../../../gateway/test-server";
import { startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { setLocale } from "../../../i18n";
import CustomerServiceScreen from "./CustomerServiceScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

describe("/customerService", () => {
  it("offers the online service over https, the hotline, and the common questions with answers", async () => {
    const user = userEvent.setup();
    // a real gateway answers the partner's chat (https)
    server.use(gatewayHandler("joinCusSer", { data: { url: "https://kefu.weibao-demo.cn/chat?channel=micromall&token=cs_1", hotline: "95518" } }));
    renderScreen(CustomerServiceScreen, { path: "/customerService" });
    const join = await screen.findByRole("link", { name: "进入在线客服" });
    expect(new URL(join.getAttribute("href") ?? "").protocol).toBe("https:");
    expect(join.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "拨打客服热线 95518" }).getAttribute("href")).toBe("tel:95518");
    const list = await screen.findByRole("list", { name: "常见问题" });
    expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(5);
    await user.click(within(list).getByText("退保后多久到账？"));
    expect(within(list).getByText(/3-7个工作日/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "投诉建议" }).getAttribute("href")).toBe("/complaint");
  });

  it("in the mock world, opens the partners' stand-in chat of the mall's own origin", async () => {
    renderScreen(CustomerServiceScreen, { path: "/customerService" });
    const join = new URL((await screen.findByRole("link", { name: "进入在线客服" })).getAttribute("href") ?? "");
    expect(join.origin).toBe(window.location.origin);
    expect(join.pathname).toBe("/micromall/partner-demo.html");
    expect(join.searchParams.get("service")).toBe("chat");
    // the mall's own page opens in this window: its way back leaves no second mall open
    expect((await screen.findByRole("link", { name: "进入在线客服" })).getAttribute("target")).toBeNull();
  });

  it("searches the questions and answers, and says when nothing matches", async () => {
    const user = userEvent.setup();
    renderScreen(CustomerServiceScreen, { path: "/customerService" });
    const search = await screen.findByRole("searchbox", { name: "搜索问题" });
    await user.type(search, "发票");
    const list = screen.getByRole("list", { name: "常见问题" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText("找到 1 个问题")).toBeTruthy();
    await user.clear(search);
    await user.type(search, "宠物");
    expect(screen.getByText(/没有找到与“宠物”相关的问题/)).toBeTruthy();
  });

  it("in English, shows the questions in English and finds them by the words its hint suggests (customer rehearsal 2026-11-28)", async () => {
    setLocale("en");
    const user = userEvent.setup();
    renderScreen(CustomerServiceScreen, { path: "/customerService" });
    const search = await screen.findByRole("searchbox", { name: "Search the questions" });
    await user.type(search, "surrender");
    const list = await screen.findByRole("list", { name: /questions/i });
    expect(within(list).getByText("How soon is a refund paid after a surrender?")).toBeTruthy();
    expect(list.textContent).not.toMatch(/[\u4e00-\u9fff]/u);
    await user.clear(search);
    await user.type(search, "invoice");
    expect(await screen.findByText("How do I get an electronic invoice?")).toBeTruthy();
  });

  it("refuses a chat link that is not https or the mall's own, says so, and keeps the hotline", async () => {
    server.use(gatewayHandler("joinCusSer", { data: { url: "http://kefu.example.cn/chat", hotline: "95518" } }));
    renderScreen(CustomerServiceScreen, { path: "/customerService" });
    expect((await screen.findByRole("alert")).textContent).toBe("在线客服暂时无法打开：返回的地址不安全，已为您拦截。请拨打客服热线。");
    expect(screen.queryByRole("link", { name: "进入在线客服" })).toBeNull();
    expect(screen.getByRole("link", { name: "拨打客服热线 95518" })).toBeTruthy();
  });

  it("says what to do without questions, and offers a retry when they fail", async () => {
    const user = userEvent.setup();
    server.use(gatewayHandler("selectProblem", { data: [] }));
    const first = renderScreen(CustomerServiceScreen, { path: "/customerService" });
    expect(await screen.findByText(/暂无常见问题/)).toBeTruthy();
    first.unmount();
    server.resetHandlers();
    server.use(gatewayHandler("selectProblem", { http: 500 }));
    renderScreen(CustomerServiceScreen, { path: "/customerService" });
    expect(await screen.findByText("常见问题加载失败。")).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    expect(await screen.findByRole("list", { name: "常见问题" })).toBeTruthy();
  });
});
