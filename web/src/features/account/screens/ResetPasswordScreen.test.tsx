import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callGateway } from "../../../gateway/client";
import { describedText } from "../../test-support/dom";
import { DEMO_ACCOUNT, MOCK_SMS_CODE, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ResetPasswordScreen from "./ResetPasswordScreen";

const { server } = startMockGateway();
beforeEach(resetBrowserState);

describe("reset password screen", () => {
  it("asks the mobile and its code first; the new password only after both were checked together", async () => {
    const user = userEvent.setup();
    renderScreen(ResetPasswordScreen, { path: "/resetPassword" });
    expect(screen.queryByLabelText("新密码")).toBeNull();
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(describedText(screen.getByLabelText("手机号"))).toContain("请填写手机号");
    expect(describedText(screen.getByLabelText("短信验证码"))).toContain("请填写短信验证码");
    expect(screen.queryByLabelText("新密码")).toBeNull();
  });

  it("asks login/checkUser first: an unknown mobile gets a clear message at the field and no code is sent", async () => {
    const user = userEvent.setup();
    const paths: string[] = [];
    server.events.on("request:start", ({ request }) => void paths.push(new URL(request.url).pathname));
    renderScreen(ResetPasswordScreen, { path: "/resetPassword" });
    await user.type(screen.getByLabelText("手机号"), "13912340000");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    await waitFor(() => expect(describedText(screen.getByLabelText("手机号"))).toContain("该手机号未注册，请先注册"));
    server.events.removeAllListeners();
    expect(paths.some((path) => path.endsWith("/login/checkUser"))).toBe(true);
    expect(paths.filter((path) => /getverificationCodeBJ|getMobileCode/.test(path))).toEqual([]);
  });

  it("shows the password rule and checks the new password and its confirmation", async () => {
    const user = userEvent.setup();
    renderScreen(ResetPasswordScreen, { path: "/resetPassword" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
    await user.click(screen.getByRole("button", { name: "下一步" }));
    const password = await screen.findByLabelText("新密码");
    expect(describedText(password)).toContain("密码须为8-20位，且同时包含字母和数字");
    expect(screen.getByText(/已验证/).textContent).toContain(`${DEMO_ACCOUNT.mobile.slice(0, 3)}****${DEMO_ACCOUNT.mobile.slice(7)}`);

    await user.type(password, "12345678");
    await user.click(screen.getByRole("button", { name: "重设密码" }));
    expect(describedText(password)).toContain("密码须为8-20位，且同时包含字母和数字");
    // said once: the error, not the same text again as a hint beside it
    expect(screen.getAllByText("密码须为8-20位，且同时包含字母和数字")).toHaveLength(1);
    expect(describedText(screen.getByLabelText("确认密码"))).toContain("请填写确认密码");
  });

  it("refuses a wrong code under the code field (checkUserAndCode) and asks no password", async () => {
    const user = userEvent.setup();
    const paths: string[] = [];
    server.events.on("request:start", ({ request }) => void paths.push(new URL(request.url).pathname));
    renderScreen(ResetPasswordScreen, { path: "/resetPassword" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("短信验证码"), "654321");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    await waitFor(() => expect(describedText(screen.getByLabelText("短信验证码"))).toContain("验证码错误或已过期，请重新获取"));
    server.events.removeAllListeners();
    expect(paths.some((path) => path.endsWith("/login/checkUserAndCode"))).toBe(true);
    expect(screen.queryByLabelText("新密码")).toBeNull();
  });

  it("resets with code 123456, goes to /login, and the new password then works", async () => {
    const user = userEvent.setup();
    renderScreen(ResetPasswordScreen, { path: "/resetPassword" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("验证码已发送")).toBeTruthy();
    await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
    await user.click(screen.getByRole("button", { name: "下一步" }));
    await user.type(await screen.findByLabelText("新密码"), "Fresh2024");
    await user.type(screen.getByLabelText("确认密码"), "Fresh2024");
    await user.click(screen.getByRole("button", { name: "重设密码" }));

    expect(await screen.findByText(landedText("/login"))).toBeTruthy();
    const login = await callGateway("login", { mobile: DEMO_ACCOUNT.mobile, password: "Fresh2024" });
    expect(login.ok).toBe(true);
  });

  it("goes back to the first step to use another mobile", async () => {
    const user = userEvent.setup();
    renderScreen(ResetPasswordScreen, { path: "/resetPassword" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
    await user.click(screen.getByRole("button", { name: "下一步" }));
    await user.click(await screen.findByRole("button", { name: "更换手机号" }));
    expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe(DEMO_ACCOUNT.mobile);
    expect(screen.queryByLabelText("新密码")).toBeNull();
  });
});
