import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { gatewayHandler } from "../../../gateway/test-server";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ClaimZhonganScreen from "./ClaimZhonganScreen";

const leaveMall = vi.hoisted(() => vi.fn());
vi.mock("../components/leave-mall", () => ({ leaveMall }));
vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(() => {
  resetBrowserState();
  leaveMall.mockReset();
});

describe("/claimZhongan", () => {
  it("explains, then hands over to the partner's https claim page on a tap", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("linkageUnified", { data: { url: "https://claims.partner-insurer.example/h5/claim?channel=micromall" } }));
    renderScreen(ClaimZhonganScreen, { path: "/claimZhongan" });
    expect(screen.getByRole("heading", { name: "由合作保险公司办理理赔" })).toBeTruthy();
    expect(leaveMall).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole("button", { name: "前往合作保险公司理赔" }));
    await waitFor(() => expect(leaveMall).toHaveBeenCalledTimes(1));
    expect(String(leaveMall.mock.calls[0]?.[0])).toMatch(/^https:\/\/claims\.partner-insurer\.example\/h5\/claim\?/);
  });

  it("in the mock world, hands over to the partners' stand-in page of the mall's own origin", async () => {
    await logInAsDemo();
    renderScreen(ClaimZhonganScreen, { path: "/claimZhongan" });
    await userEvent.setup().click(screen.getByRole("button", { name: "前往合作保险公司理赔" }));
    await waitFor(() => expect(leaveMall).toHaveBeenCalledTimes(1));
    const page = new URL(String(leaveMall.mock.calls[0]?.[0]));
    expect(page.origin).toBe(window.location.origin);
    expect(`${page.pathname}?${page.searchParams.get("service")}`).toBe("/micromall/partner-demo.html?claim");
  });

  it("does not follow an address that is neither the mall's nor https, and says so", async () => {
    await logInAsDemo();
    server.use(gatewayHandler("linkageUnified", { data: { url: "http://claims.partner-insurer.example/h5/claim" } }));
    renderScreen(ClaimZhonganScreen, { path: "/claimZhongan" });
    await userEvent.setup().click(screen.getByRole("button", { name: "前往合作保险公司理赔" }));
    expect(await screen.findByText("合作保险公司的理赔页面暂时无法打开，请稍后重试或拨打客服热线 95518。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "拨打客服热线 95518" }).getAttribute("href")).toBe("tel:95518");
    expect(leaveMall).not.toHaveBeenCalled();
  });

  it("says so when the gateway gives no address", async () => {
    await logInAsDemo();
    server.useScenario("result-short", { call: "linkageUnified" });
    renderScreen(ClaimZhonganScreen, { path: "/claimZhongan" });
    await userEvent.setup().click(screen.getByRole("button", { name: "前往合作保险公司理赔" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(leaveMall).not.toHaveBeenCalled();
  });
});
