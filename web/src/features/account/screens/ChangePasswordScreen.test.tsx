import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callGateway } from "../../../gateway/client";
import { describedText } from "../../test-support/dom";
import { DEMO_ACCOUNT, logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ChangePasswordScreen from "./ChangePasswordScreen";

startMockGateway();
beforeEach(resetBrowserState);

async function fill(oldPassword: string, newPassword: string, confirm = newPassword) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("原密码"), oldPassword);
  await user.type(screen.getByLabelText("新密码"), newPassword);
  await user.type(screen.getByLabelText("确认密码"), confirm);
  await user.click(screen.getByRole("button", { name: "确认修改" }));
}

describe("change password", () => {
  it("checks the new password against the rule, the old one and the confirmation", async () => {
    await logInAsDemo();
    renderScreen(ChangePasswordScreen, { path: "/mocpaw" });
    await fill(DEMO_ACCOUNT.password, DEMO_ACCOUNT.password);
    expect(describedText(screen.getByLabelText("新密码"))).toContain("新密码不能与原密码相同");
  });

  it("shows the server's message when the old password is wrong", async () => {
    await logInAsDemo();
    renderScreen(ChangePasswordScreen, { path: "/mocpaw" });
    await fill("NotMine123", "Better2024");
    expect(await screen.findByText("原密码错误")).toBeTruthy();
  });

  it("changes the password and returns to settings", async () => {
    await logInAsDemo();
    renderScreen(ChangePasswordScreen, { path: "/mocpaw" });
    await fill(DEMO_ACCOUNT.password, "Better2024", "Better2024");
    expect(await screen.findByText(landedText("/shopset"))).toBeTruthy();
    await waitFor(async () => {
      const login = await callGateway("login", { mobile: DEMO_ACCOUNT.mobile, password: "Better2024" });
      expect(login.ok).toBe(true);
    });
  });
});
