import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callGateway } from "../../../gateway/client";
import { describedText } from "../../test-support/dom";
import { DEMO_ACCOUNT, MOCK_SMS_CODE, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ResetPasswordScreen from "./ResetPasswordScreen";

startMockGateway();
beforeEach(resetBrowserState);

describe("reset password screen", () => {
  it("shows the password rule and checks the new password and its confirmation", async () => {
    const user = userEvent.setup();
    renderScreen(ResetPasswordScreen, { path: "/resetPassword" });
    const password = screen.getByLabelText("新密码");
    expect(describedText(password)).toContain("密码须为8-20位，且同时包含字母和数字");

    await user.type(password, "12345678");
    await user.click(screen.getByRole("button", { name: "重设密码" }));
    expect(describedText(password)).toContain("密码须为8-20位，且同时包含字母和数字");
    expect(describedText(screen.getByLabelText("确认密码"))).toContain("请填写此项");
    expect(describedText(screen.getByLabelText("手机号"))).toContain("请填写此项");
  });

  it("refuses a wrong code under the code field", async () => {
    const user = userEvent.setup();
    renderScreen(ResetPasswordScreen, { path: "/resetPassword" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("短信验证码"), "654321");
    await user.type(screen.getByLabelText("新密码"), "Fresh2024");
    await user.type(screen.getByLabelText("确认密码"), "Fresh2024");
    await user.click(screen.getByRole("button", { name: "重设密码" }));
    await waitFor(() => expect(describedText(screen.getByLabelText("短信验证码"))).toContain("验证码错误或已过期，请重新获取"));
  });

  it("resets with code 123456, goes to /login, and the new password then works", async () => {
    const user = userEvent.setup();
    renderScreen(ResetPasswordScreen, { path: "/resetPassword" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("验证码已发送")).toBeTruthy();
    await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
    await user.type(screen.getByLabelText("新密码"), "Fresh2024");
    await user.type(screen.getByLabelText("确认密码"), "Fresh2024");
    await user.click(screen.getByRole("button", { name: "重设密码" }));

    expect(await screen.findByText(landedText("/login"))).toBeTruthy();
    const login = await callGateway("login", { mobile: DEMO_ACCOUNT.mobile, password: "Fresh2024" });
    expect(login.ok).toBe(true);
  });
});
