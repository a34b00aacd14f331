import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MOCK_BENEFIT_CODES } from "@micromall/fixtures/node";
import { callGateway } from "../../../gateway/client";
import { gatewayHandler } from "../../../gateway/test-server";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import RedWineScreen from "./RedWineScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

describe("/redwine", () => {
  it("says what the gift is, lists the gifts claimed, and claims one with its code", async () => {
    const user = await logInAsDemo();
    const clicker = userEvent.setup();
    const view = renderScreen(RedWineScreen, { path: "/redwine" });
    expect(screen.getByRole("heading", { name: "新春红酒礼盒" })).toBeTruthy();
    const mine = await screen.findByRole("list", { name: "我领取的礼品" });
    expect(within(mine).getAllByRole("listitem").length).toBeGreaterThan(0);
    await clicker.type(screen.getByLabelText("礼品激活码"), MOCK_BENEFIT_CODES.freshGift);
    await clicker.click(screen.getByRole("button", { name: "立即领取" }));
    expect(await screen.findByText(landedText("/successfulquery"))).toBeTruthy();
    expect(view.router.state.location.state).toMatchObject({ page: "/successfulquery", from: "/redwine", name: "新春红酒礼盒" });
    const after = await callGateway("showEquity", { mallId: user.mallId });
    expect(after.ok && after.data.some((benefit) => benefit.kind === "gift" && benefit.state === "1")).toBe(true);
  });

  it("brings a failed claim's code back for the retry", async () => {
    await logInAsDemo();
    renderScreen(RedWineScreen, { path: "/redwine", url: `/redwine?code=${MOCK_BENEFIT_CODES.expired}` });
    expect((screen.getByLabelText("礼品激活码") as HTMLInputElement).value).toBe(MOCK_BENEFIT_CODES.expired);
  });

  it("checks the gift code when the customer leaves the field, before any claim (issue 20 item 3)", async () => {
    await logInAsDemo();
    const clicker = userEvent.setup();
    const view = renderScreen(RedWineScreen, { path: "/redwine" });
    const field = screen.getByLabelText("礼品激活码");
    await clicker.type(field, "RW1");
    await clicker.tab();
    expect(await screen.findByText("请输入正确的激活码（8-20位字母或数字）")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(view.router.state.location.pathname).toBe("/redwine");
  });

  it("says how to claim when no gift was claimed yet", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("showEquity", { data: [] }));
    renderScreen(RedWineScreen, { path: "/redwine" });
    expect(await screen.findByText(/您还没有领取礼品/)).toBeTruthy();
  });

  it("offers a retry when the gifts cannot load", async () => {
    await logInAsDemo();
    server.useScenario("http-500", { call: "showEquity" });
    renderScreen(RedWineScreen, { path: "/redwine" });
    expect(await screen.findByRole("button", { name: "重新加载" })).toBeTruthy();
    expect(screen.getByLabelText("礼品激活码")).toBeTruthy();
  });

  it("asks a visitor to log in to claim, and still says what the gift is", () => {
    renderScreen(RedWineScreen, { path: "/redwine" });
    expect(screen.getByRole("heading", { name: "新春红酒礼盒" })).toBeTruthy();
    expect(screen.queryByLabelText("礼品激活码")).toBeNull();
    expect(screen.getByRole("link", { name: "去登录" }).getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/redwine")}`);
  });
});
