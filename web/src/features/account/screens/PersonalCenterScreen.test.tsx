import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callGateway } from "../../../gateway/client";
import { setLocale } from "../../../i18n";
import { act } from "@testing-library/react";
import { useAppStore } from "../../../state/store";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import PersonalCenterScreen from "./PersonalCenterScreen";

startMockGateway();
beforeEach(resetBrowserState);

describe("personal centre", () => {
  it("shows the customer with a masked mobile and the counts from getUserInfo", async () => {
    const user = await logInAsDemo();
    const info = await callGateway("getUserInfo", { mallId: user.mallId });
    if (!info.ok) throw new Error("getUserInfo failed in the fixtures");
    renderScreen(PersonalCenterScreen, { path: "/personalCenter" });

    const masked = `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}`;
    expect(await screen.findByText(new RegExp(masked.replace(/\*/g, "\\*")))).toBeTruthy();
    expect(screen.queryByText(new RegExp(user.mobile))).toBeNull();

    const counts = await screen.findByRole("region", { name: "我的概况" });
    const policies = within(counts).getByRole("link", { name: new RegExp(`${info.data.counts.policies}\\s*保单`) });
    expect(policies.getAttribute("href")).toBe("/insurancePolicy");
    expect(within(counts).getByRole("link", { name: new RegExp(`${info.data.counts.claims}\\s*理赔`) }).getAttribute("href")).toBe("/claimList");
    expect(within(counts).getByRole("link", { name: new RegExp(`${info.data.counts.cards}\\s*卡券`) }).getAttribute("href")).toBe("/myCard");
  });

  it("offers every after-sales and account entry, the hotline and elder mode", async () => {
    await logInAsDemo();
    renderScreen(PersonalCenterScreen, { path: "/personalCenter" });
    const expected: [RegExp, string][] = [
      [/我的保单/, "/insurancePolicy"],
      [/我的理赔/, "/claimList"],
      [/^投保单查询/, "/applicationQuery"],
      [/电子发票/, "/invoiceQuery"],
      [/在线退保/, "/surrender"],
      [/^卡包/, "/myCard"],
      // customer rehearsal 5: my benefits were found only on the home's service grid
      [/^我的权益/, "/serviceIndex"],
      [/常用联系人/, "/contacts"],
      [/常用地址/, "/address"],
      [/^实名认证/, "/identityAuth"],
      [/^设置/, "/shopset"],
      [/客服热线/, "tel:95518"],
      [/^在线客服/, "/customerService"],
      [/^投诉建议/, "/complaint"],
      [/长辈版/, "/elderModel"],
    ];
    for (const [name, href] of expected) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    expect(screen.getByRole("navigation", { name: /./ })).toBeTruthy();
  });

  it("logs out after confirmation: logoutMall, store cleared, loginStatus 0, home", async () => {
    const user = userEvent.setup();
    await logInAsDemo();
    renderScreen(PersonalCenterScreen, { path: "/personalCenter" });
    await user.click(screen.getByRole("button", { name: "退出登录" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "退出" }));

    expect(await screen.findByText(landedText("/home"))).toBeTruthy();
    expect(sessionStorage.getItem("loginStatus")).toBe("0");
    expect(useAppStore.getState().mallId).toBe("");
    expect(useAppStore.getState().userMallInfo).toBeNull();
  });

  it("stays logged in when the customer cancels the log-out", async () => {
    const user = userEvent.setup();
    await logInAsDemo();
    renderScreen(PersonalCenterScreen, { path: "/personalCenter" });
    await user.click(screen.getByRole("button", { name: "退出登录" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "取消" }));
    expect(sessionStorage.getItem("loginStatus")).toBe("1");
    expect(screen.getByRole("button", { name: "退出登录" })).toBeTruthy();
  });

  it("offers a login entry to a visitor who is not logged in", () => {
    renderScreen(PersonalCenterScreen, { path: "/personalCenter" });
    expect(screen.getByText("您还没有登录")).toBeTruthy();
    expect(screen.getByRole("link", { name: "登录 / 注册" }).getAttribute("href")).toBe("/login?redirect=%2FpersonalCenter");
  });

  it("says in its header what its title says, in English too", async () => {
    await logInAsDemo();
    act(() => setLocale("en"));
    renderScreen(PersonalCenterScreen, { path: "/personalCenter" });
    expect(screen.getByRole("heading", { level: 1, name: "Personal centre" })).toBeTruthy();
  });
});
