import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { benefitHistory, maskName } from "@micromall/domain";
import { MOCK_BENEFIT_CODES } from "@micromall/fixtures/node";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler, type SeenRequest } from "../../../gateway/test-server";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen, renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ErrorQueryScreen from "./ErrorQueryScreen";
import MyServiceIndexScreen from "./MyServiceIndexScreen";
import QueriedQueryScreen from "./QueriedQueryScreen";
import SuccessfulQueryScreen from "./SuccessfulQueryScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

/** The activation form and its three answer pages, as the app routes them. */
function renderJourney(url = "/myServiceIndex") {
  return renderScreens(
    {
      "/myServiceIndex": MyServiceIndexScreen,
      "/successfulquery": SuccessfulQueryScreen,
      "/errorquery": ErrorQueryScreen,
      "/queriedquery": QueriedQueryScreen,
    },
    { url },
  ).router;
}

async function activateCode(code: string) {
  const clicker = userEvent.setup();
  const field = await screen.findByLabelText("激活码");
  await clicker.clear(field);
  await clicker.type(field, code);
  await clicker.click(screen.getByRole("button", { name: "立即激活" }));
  return clicker;
}

describe("/myServiceIndex", () => {
  it("lists the benefits used or activated with their dates, newest first", async () => {
    const user = await logInAsDemo();
    const result = await callGateway("showEquity", { mallId: user.mallId });
    if (!result.ok) throw new Error("showEquity failed");
    const expected = benefitHistory(result.data);
    renderScreen(MyServiceIndexScreen, { path: "/myServiceIndex" });
    const list = await screen.findByRole("list", { name: "权益使用与激活记录" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(expected.length);
    expect(items[0]?.textContent).toContain(expected[0]?.at);
    expect(items[0]?.textContent).toContain(expected[0]?.benefit.name);
    expect(list.textContent).toContain("已使用");
    expect(list.textContent).toContain("已激活");
  });

  it("checks the code with domain before any call", async () => {
    await logInAsDemo();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("activate", { data: {} }, seen));
    renderScreen(MyServiceIndexScreen, { path: "/myServiceIndex" });
    await activateCode("HX-1");
    expect(await screen.findByText("请输入正确的激活码（8-20位字母或数字）")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("激活码"));
    expect(seen).toHaveLength(0);
  });

  it("checks the code when the customer leaves the field, before any submit (issue 20 item 3)", async () => {
    await logInAsDemo();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("activate", { data: {} }, seen));
    const clicker = userEvent.setup();
    renderScreen(MyServiceIndexScreen, { path: "/myServiceIndex" });
    const field = await screen.findByLabelText("激活码");
    await clicker.type(field, "HX-1");
    await clicker.tab();
    expect(await screen.findByText("请输入正确的激活码（8-20位字母或数字）")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await clicker.type(field, "2026ABCD");
    expect(field.getAttribute("aria-invalid")).not.toBe("true");
    expect(seen).toHaveLength(0);
  });

  it("a fresh code: done, with the benefit; the same code again: already used, by whom masked", async () => {
    const user = await logInAsDemo();
    const router = renderJourney();
    await activateCode(MOCK_BENEFIT_CODES.fresh);
    expect(await screen.findByRole("heading", { name: "道路救援 已激活" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/successfulquery");
    expect(screen.getByRole("link", { name: "去使用" }).getAttribute("href")).toBe("/roadRescue");

    await router.navigate("/myServiceIndex");
    await activateCode(MOCK_BENEFIT_CODES.fresh);
    expect(await screen.findByRole("heading", { name: "该激活码已被使用" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/queriedquery");
    const masked = maskName(user.userName || user.mobile);
    expect(screen.getByText(`使用人：${masked}`)).toBeTruthy();
    expect(screen.getByText(/^使用时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
  });

  it("a code someone else used: already used, when and by whom masked, never the full name", async () => {
    await logInAsDemo();
    const router = renderJourney();
    await activateCode(MOCK_BENEFIT_CODES.used);
    expect(await screen.findByText("使用人：王*明")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/queriedquery");
    expect(document.body.textContent).not.toContain("王小明");
  });

  it("an expired code: failed, why, and a retry that brings the code back", async () => {
    await logInAsDemo();
    const router = renderJourney();
    const clicker = await activateCode(MOCK_BENEFIT_CODES.expired);
    expect(await screen.findByRole("heading", { name: "权益未能激活" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/errorquery");
    expect(screen.getByText("原因：激活码已过期，无法激活")).toBeTruthy();
    await clicker.click(screen.getByRole("link", { name: "重新激活" }));
    expect(router.state.location.pathname).toBe("/myServiceIndex");
    expect((await screen.findByLabelText<HTMLInputElement>("激活码")).value).toBe(MOCK_BENEFIT_CODES.expired);
  });

  it("keeps a typed code through a reload (a draft), and a second tap while activating does nothing", async () => {
    await logInAsDemo();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("activate", { hang: true }, seen));
    const clicker = userEvent.setup();
    const first = renderScreen(MyServiceIndexScreen, { path: "/myServiceIndex" });
    await clicker.type(screen.getByLabelText("激活码"), "HX2026ABCD01");
    first.unmount();
    renderScreen(MyServiceIndexScreen, { path: "/myServiceIndex" });
    expect((screen.getByLabelText("激活码") as HTMLInputElement).value).toBe("HX2026ABCD01");
    await clicker.click(screen.getByRole("button", { name: "立即激活" }));
    await clicker.click(screen.getByRole("button", { name: "立即激活" }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.getByRole("button", { name: "立即激活" }).hasAttribute("disabled")).toBe(true);
  });

  it("asks a visitor who is not logged in to log in and come back", () => {
    renderScreen(MyServiceIndexScreen, { path: "/myServiceIndex" });
    expect(screen.getByRole("link", { name: "去登录" }).getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/myServiceIndex")}`);
  });

  it("offers a retry when the history cannot load, and keeps the activation form", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "showEquity" });
    renderScreen(MyServiceIndexScreen, { path: "/myServiceIndex" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
    expect(screen.getByLabelText("激活码")).toBeTruthy();
  });

  it("says what to do when nothing was used or activated yet", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("showEquity", { data: [] }));
    renderScreen(MyServiceIndexScreen, { path: "/myServiceIndex" });
    expect(await screen.findByText(/还没有使用或激活过权益/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看我的权益" }).getAttribute("href")).toBe("/serviceIndex");
  });
});

describe("the answer pages opened directly", () => {
  it.each([
    ["/successfulquery", SuccessfulQueryScreen],
    ["/errorquery", ErrorQueryScreen],
    ["/queriedquery", QueriedQueryScreen],
  ] as const)("%s says what it is for and offers the activation, announcing nothing", (path, Screen) => {
    renderScreen(Screen, { path });
    expect(screen.getByRole("heading", { name: "没有可显示的激活结果" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "去激活" }).getAttribute("href")).toBe("/myServiceIndex");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("ignores a state that is not an activation's", () => {
    renderScreen(ErrorQueryScreen, {
      path: "/errorquery",
      state: { page: "/errorquery", from: "https://evil.example", code: "", failure: "refused", reason: "x" },
    });
    expect(screen.getByRole("heading", { name: "没有可显示的激活结果" })).toBeTruthy();
  });
});
