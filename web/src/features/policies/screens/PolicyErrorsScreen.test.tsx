import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import PolicyErrorsScreen from "./PolicyErrorsScreen";

beforeEach(resetBrowserState);

describe("policy lookup failure screen", () => {
  it("shows the reason and offers a new search, home and the hotline", () => {
    renderScreen(PolicyErrorsScreen, { path: "/errors", url: "/errors?reason=policies.errors.mismatch" });
    expect(screen.getByRole("heading", { name: "保单查询失败" })).toBeTruthy();
    expect(screen.getByText("投保人姓名与证件号码不匹配。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "重新查询" }).getAttribute("href")).toBe("/policySearch");
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/home");
    expect(screen.getByRole("link", { name: "联系客服 95518" }).getAttribute("href")).toBe("tel:95518");
  });

  it("falls back to 'no matching policy' for a missing or foreign reason", () => {
    renderScreen(PolicyErrorsScreen, { path: "/errors", url: "/errors?reason=services.error.network" });
    expect(screen.getByText(/未查询到符合条件的保单/)).toBeTruthy();
  });
});
