import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { statusLabel } from "@micromall/domain";
import { callGateway } from "../../../gateway/client";
import { setLocale } from "../../../i18n";
import { gatewayHandler } from "../../../gateway/test-server";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import RoadRescueScreen from "./RoadRescueScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);
afterEach(() => {
  Reflect.deleteProperty(navigator, "geolocation");
});

function fakeGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ("code" in answer) failure?.({ code: answer.code, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    else success({ coords: { ...answer, accuracy: 25 }, timestamp: Date.now() } as GeolocationPosition);
  });
  Object.defineProperty(navigator, "geolocation", { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

describe("/roadRescue", () => {
  it("calls the rescue line and asks for the location only on tap", async () => {
    const user = userEvent.setup();
    const ask = fakeGeolocation({ latitude: 22.54321, longitude: 113.93456 });
    renderScreen(RoadRescueScreen, { path: "/roadRescue" });
    expect(screen.getByRole("link", { name: "拨打救援电话 95518" }).getAttribute("href")).toBe("tel:95518");
    expect(ask).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "获取我的位置" }));
    expect(await screen.findByText("纬度 22.54321，经度 113.93456（精度约 25 米）")).toBeTruthy();
    const map = screen.getByRole("link", { name: "在地图中查看我的位置（新窗口）" });
    expect(new URL(map.getAttribute("href") ?? "").protocol).toBe("https:");
    expect(screen.getByRole("button", { name: "复制位置" })).toBeTruthy();
  });

  it("says clearly when the location is refused, and how to describe the place instead", async () => {
    const user = userEvent.setup();
    fakeGeolocation({ code: 1 });
    renderScreen(RoadRescueScreen, { path: "/roadRescue" });
    await user.click(screen.getByRole("button", { name: "获取我的位置" }));
    expect(await screen.findByText(/^您未允许获取位置。/)).toBeTruthy();
    expect(screen.getByText(/告诉接线员您所在的道路/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "复制位置" })).toBeNull();
    expect(screen.getByRole("link", { name: "拨打救援电话 95518" })).toBeTruthy();
  });

  it("says so when the browser has no geolocation", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, "geolocation", { configurable: true, value: undefined });
    renderScreen(RoadRescueScreen, { path: "/roadRescue" });
    await user.click(screen.getByRole("button", { name: "获取我的位置" }));
    expect(await screen.findByText("当前浏览器不支持获取位置。")).toBeTruthy();
  });

  it("offers the login for the remaining benefits to a visitor", () => {
    renderScreen(RoadRescueScreen, { path: "/roadRescue" });
    expect(screen.getByText("登录后可查看您剩余的救援次数。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "登录" }).getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/roadRescue")}`);
  });

  it("shows the customer's remaining rescue benefits", async () => {
    const account = await logInAsDemo();
    const answer = await callGateway("valueAdd", { serviceType: "rescue", mallId: account.mallId });
    if (!answer.ok) throw new Error("valueAdd failed");
    const rescue = answer.data[0];
    if (rescue === undefined || !("serviceCode" in rescue)) throw new Error("the demo account has a rescue benefit");
    renderScreen(RoadRescueScreen, { path: "/roadRescue" });
    const list = await screen.findByRole("list", { name: "道路救援权益" });
    expect(within(list).getByText(`剩余 ${rescue.timesLeft ?? 0} 次`)).toBeTruthy();
    expect(within(list).getByText(`有效期至 ${rescue.validTo ?? ""}`)).toBeTruthy();
  });

  it("in English shows a benefit's state as the mall's word for its code, and its name and description in English (customer rehearsal 5)", async () => {
    const account = await logInAsDemo();
    const answer = await callGateway("valueAdd", { serviceType: "rescue", mallId: account.mallId });
    if (!answer.ok) throw new Error("valueAdd failed");
    const rescue = answer.data[0];
    if (rescue === undefined || !("serviceCode" in rescue) || rescue.state === undefined) throw new Error("the demo account has a rescue benefit with a state");
    setLocale("en");
    renderScreen(RoadRescueScreen, { path: "/roadRescue" });
    const list = await screen.findByRole("list", { name: "Roadside assistance benefits" });
    expect(within(list).getByText(statusLabel("benefit", rescue.state, "en"))).toBeTruthy();
    if (rescue.stateName !== undefined) expect(within(list).queryByText(rescue.stateName)).toBeNull();
    expect(within(list).getByRole("heading", { name: "Roadside assistance" })).toBeTruthy();
    expect(within(list).getByText(/^Towing, jump starts/)).toBeTruthy();
    expect(within(list).queryByText(rescue.name)).toBeNull();
    expect(list.textContent).toMatch(/\d+ left Ready to use|\d+ left \S/);
  });

  it("says what to do without a rescue benefit, and offers a retry when they fail to load", async () => {
    const user = userEvent.setup();
    await logInAsDemo();
    server.use(gatewayHandler("valueAdd", { data: [] }));
    const first = renderScreen(RoadRescueScreen, { path: "/roadRescue" });
    expect(await screen.findByText(/您暂无道路救援权益/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "了解车险" })).toBeTruthy();
    first.unmount();
    server.resetHandlers();
    server.use(gatewayHandler("valueAdd", { http: 500 }));
    renderScreen(RoadRescueScreen, { path: "/roadRescue" });
    expect(await screen.findByText("救援权益加载失败。")).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    expect(await screen.findByRole("list", { name: "道路救援权益" })).toBeTruthy();
  });
});
