import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { callGateway } from "../../../gateway/client";
import { useAppStore } from "../../../state/store";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import SettingsScreen from "./SettingsScreen";

startMockGateway();
beforeEach(resetBrowserState);

describe("settings", () => {
  it("shows the account with a masked mobile and links to change password and mobile", async () => {
    const user = await logInAsDemo();
    renderScreen(SettingsScreen, { path: "/shopset" });
    expect(screen.getByText(`${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: /修改密码/ }).getAttribute("href")).toBe("/mocpaw");
    expect(screen.getByRole("link", { name: /更换手机号/ }).getAttribute("href")).toBe("/mocmobile");
    expect(screen.getByRole("link", { name: /关于我们/ }).getAttribute("href")).toBe("/about");
  });

  it("switches the whole screen to English and back, remembering the choice", async () => {
    const user = userEvent.setup();
    await logInAsDemo();
    renderScreen(SettingsScreen, { path: "/shopset" });
    expect(screen.getByRole("heading", { level: 1, name: "设置" })).toBeTruthy();
    const language = screen.getByRole("group", { name: "语言" });
    expect((within(language).getByRole("radio", { name: "中文" }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(language).getByRole("radio", { name: "English" }));
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Change password/ })).toBeTruthy();
    expect(localStorage.getItem("micromall.locale")).toBe("en");
    expect(document.documentElement.lang).toBe("en");

    await user.click(screen.getByRole("radio", { name: "中文" }));
    expect(screen.getByRole("heading", { level: 1, name: "设置" })).toBeTruthy();
  });

  it("turns elder mode on and off with the switch", async () => {
    const user = userEvent.setup();
    await logInAsDemo();
    renderScreen(SettingsScreen, { path: "/shopset" });
    const elder = screen.getByRole("switch", { name: "长辈版（大字体）" });
    expect(elder.getAttribute("aria-checked")).toBe("false");
    await user.click(elder);
    expect(elder.getAttribute("aria-checked")).toBe("true");
    expect(document.documentElement.classList.contains("elder")).toBe(true);
    expect(localStorage.getItem("micromall.elder")).toBe("1");
    await user.click(elder);
    expect(document.documentElement.classList.contains("elder")).toBe(false);
  });
});

describe("one source for who the customer is (customer report 2, G5)", () => {
  it("设置 names the customer as 个人中心 does: the summary's name, also when the login answer had none", async () => {
    const user = await logInAsDemo();
    const summary = await callGateway("getUserInfo", { mallId: user.mallId });
    if (!summary.ok || summary.data.userName === "") throw new Error("the demo account has a name");
    // a login answer without the name (a new account's, before its identity check named it)
    useAppStore.getState().updateSession({ userMallInfo: { ...user, userName: "" } });
    renderScreen(SettingsScreen, { path: "/shopset" });
    expect(await screen.findByText(summary.data.userName)).toBeTruthy();
    expect(screen.queryByText("商城用户")).toBeNull();
  });
});
