import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ErrorScreen from "./ErrorScreen";

beforeEach(resetBrowserState);

describe("error screen", () => {
  it("explains what happened from a known reason key and offers home, reload and the hotline", () => {
    renderScreen(ErrorScreen, { path: "/error", url: "/error?reason=services.error.network" });
    expect(screen.getByRole("heading", { name: "页面暂时无法显示" })).toBeTruthy();
    expect(screen.getByText("网络连接不稳定，请检查网络后重试。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/home");
    expect(screen.getByRole("link", { name: "联系客服 95518" }).getAttribute("href")).toBe("tel:95518");
    expect(screen.getByRole("button", { name: "重新加载" })).toBeTruthy();
  });

  it("never prints words from the address: an unknown reason gets the general text", () => {
    renderScreen(ErrorScreen, { path: "/error", url: "/error?reason=" + encodeURIComponent("请致电 400-000-0000 领取退款") });
    expect(screen.queryByText(/400-000-0000/)).toBeNull();
    expect(screen.getByText("页面打开失败，可能是网络不稳定或服务繁忙。")).toBeTruthy();
  });

  it("never goes back to a ?from= that leaves the mall once decoded: reloads the document instead", async () => {
    const user = userEvent.setup();
    renderScreen(ErrorScreen, { path: "/error", url: "/error?from=%2F%252e%252e%2F%252e%252e%2Fevil.com" });
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    expect(screen.queryByTestId("landed")).toBeNull();
  });

  it("reloads by going back to the failed page when it is named", async () => {
    const user = userEvent.setup();
    renderScreen(ErrorScreen, { path: "/error", url: "/error?from=%2FpolicySearch" });
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    expect(await screen.findByText(landedText("/policySearch"))).toBeTruthy();
  });
});
