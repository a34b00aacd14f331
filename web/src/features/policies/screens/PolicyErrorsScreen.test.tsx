import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import PolicyErrorsScreen from "./PolicyErrorsScreen";

beforeEach(resetBrowserState);

describe("policy lookup failure screen", () => {
  it("shows the reason and offers the online lookup, the hotline, and home", () => {
    renderScreen(PolicyErrorsScreen, { path: "/errors", url: "/errors?reason=policies.errors.mismatch" });
    expect(screen.getByRole("heading", { name: "保单查询失败" })).toBeTruthy();
    expect(screen.getByText("投保人姓名与证件号码不匹配。")).toBeTruthy();
    expect(screen.queryByText(/即将开放/)).toBeNull();
    expect(screen.getByRole("link", { name: "在线查询保单" }).getAttribute("href")).toBe("/policySearch");
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/home");
    expect(screen.getByRole("link", { name: "联系客服 95518" }).getAttribute("href")).toBe("tel:95518");
  });

  it("falls back to 'no matching policy' for a missing or foreign reason", () => {
    renderScreen(PolicyErrorsScreen, { path: "/errors", url: "/errors?reason=services.error.network" });
    expect(screen.getByText(/未查询到符合条件的保单/)).toBeTruthy();
  });

  it("opened directly, says what it is for instead of announcing a failure, and offers the lookup by phone and home", () => {
    renderScreen(PolicyErrorsScreen, { path: "/errors" });
    expect(screen.getByRole("heading", { name: "保单查询结果" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText(/这里显示保单查询的结果/)).toBeTruthy();
    expect(screen.getByText(/拨打客服热线 95518/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "在线查询保单" }).getAttribute("href")).toBe("/policySearch");
    expect(screen.getByRole("link", { name: "联系客服 95518" }).getAttribute("href")).toBe("tel:95518");
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/home");
  });
});
