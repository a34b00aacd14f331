import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useAppStore } from "../../../state/store";
import { describedText, storageText } from "../../test-support/dom";
import { DEMO_ACCOUNT, MOCK_SMS_CODE, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import RegisterScreen from "./RegisterScreen";

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const NEW_MOBILE = "13912345678";
const NEW_PASSWORD = "Abc12345";

describe("register screen", () => {
  it("starts with the agreement unticked and insists on it", async () => {
    const user = userEvent.setup();
    renderScreen(RegisterScreen, { path: "/register" });
    const agreement = screen.getByRole("checkbox", { name: /用户服务协议/ }) as HTMLInputElement;
    expect(agreement.checked).toBe(false);

    await user.click(screen.getByRole("button", { name: "注册并登录" }));
    expect(describedText(agreement)).toContain("请先阅读并同意用户协议和隐私政策");
  });

  it("checks every field with its own message: mobile, code, password rule, confirmation", async () => {
    const user = userEvent.setup();
    renderScreen(RegisterScreen, { path: "/register" });
    await user.type(screen.getByLabelText("手机号"), "1391234");
    await user.type(screen.getByLabelText("短信验证码"), "12");
    await user.type(screen.getByLabelText("密码"), "abcdefgh");
    await user.type(screen.getByLabelText("确认密码"), "abcdefgx");
    await user.click(screen.getByRole("button", { name: "注册并登录" }));

    expect(describedText(screen.getByLabelText("手机号"))).toContain("请输入正确的手机号码");
    expect(describedText(screen.getByLabelText("短信验证码"))).toContain("请输入6位短信验证码");
    expect(describedText(screen.getByLabelText("密码"))).toContain("密码须为8-20位，且同时包含字母和数字");
    expect(describedText(screen.getByLabelText("确认密码"))).toContain("两次输入的密码不一致");
  });

  it("shows the password rule before the customer types", () => {
    renderScreen(RegisterScreen, { path: "/register" });
    expect(describedText(screen.getByLabelText("密码"))).toContain("密码须为8-20位，且同时包含字母和数字");
  });

  it("registers with code 123456, logs in and lands on the personal centre", async () => {
    const user = userEvent.setup();
    renderScreen(RegisterScreen, { path: "/register" });
    await user.type(screen.getByLabelText("手机号"), NEW_MOBILE);
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("button", { name: /秒后重新获取$/ })).toBeTruthy();
    await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
    await user.type(screen.getByLabelText("密码"), NEW_PASSWORD);
    await user.type(screen.getByLabelText("确认密码"), NEW_PASSWORD);
    await user.click(screen.getByRole("checkbox", { name: /用户服务协议/ }));
    await user.click(screen.getByRole("button", { name: "注册并登录" }));

    expect(await screen.findByText(landedText("/personalCenter"))).toBeTruthy();
    expect(sessionStorage.getItem("loginStatus")).toBe("1");
    expect(useAppStore.getState().userMallInfo?.mobile).toBe(NEW_MOBILE);
    // The finished form leaves no draft behind.
    expect(storageText(sessionStorage)).not.toContain("draft.register");
  });

  it("says so under the code field when the code is wrong", async () => {
    const user = userEvent.setup();
    renderScreen(RegisterScreen, { path: "/register" });
    await user.type(screen.getByLabelText("手机号"), "13912340000");
    await user.type(screen.getByLabelText("短信验证码"), "000000");
    await user.type(screen.getByLabelText("密码"), NEW_PASSWORD);
    await user.type(screen.getByLabelText("确认密码"), NEW_PASSWORD);
    await user.click(screen.getByRole("checkbox", { name: /用户服务协议/ }));
    await user.click(screen.getByRole("button", { name: "注册并登录" }));

    await waitFor(() => expect(describedText(screen.getByLabelText("短信验证码"))).toContain("验证码错误或已过期，请重新获取"));
    expect(sessionStorage.getItem("loginStatus")).toBeNull();
  });

  it("asks login/checkUser first: a registered mobile gets a clear message at the field and no code is sent", async () => {
    const user = userEvent.setup();
    const paths: string[] = [];
    server.events.on("request:start", ({ request }) => void paths.push(new URL(request.url).pathname));
    renderScreen(RegisterScreen, { path: "/register" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    await waitFor(() => expect(describedText(screen.getByLabelText("手机号"))).toContain("该手机号已注册，请直接登录"));
    server.events.removeAllListeners();
    expect(paths.some((path) => path.endsWith("/login/checkUser"))).toBe(true);
    expect(paths.filter((path) => /getverificationCodeBJ|getMobileCode/.test(path))).toEqual([]);
    expect(screen.queryByText("验证码已发送")).toBeNull();
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeTruthy();
  });

  it("keeps the half-filled form across a reload, but never the passwords or the agreement", async () => {
    const user = userEvent.setup();
    const first = renderScreen(RegisterScreen, { path: "/register" });
    await user.type(screen.getByLabelText("手机号"), "13700001234");
    await user.type(screen.getByLabelText("短信验证码"), "123");
    await user.type(screen.getByLabelText("密码"), "Keep1234");
    await user.click(screen.getByRole("checkbox", { name: /用户服务协议/ }));
    first.unmount();

    renderScreen(RegisterScreen, { path: "/register" });
    expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe("13700001234");
    expect((screen.getByLabelText("短信验证码") as HTMLInputElement).value).toBe("123");
    expect((screen.getByLabelText("密码") as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("checkbox", { name: /用户服务协议/ }) as HTMLInputElement).checked).toBe(false);
    expect(storageText(sessionStorage)).not.toContain("Keep1234");
  });

  it("links the agreement's texts to /about, and the box stays separately tappable", async () => {
    const user = userEvent.setup();
    renderScreen(RegisterScreen, { path: "/register" });
    expect(screen.getByRole("link", { name: "查看《用户服务协议》" }).getAttribute("href")).toBe("/about#agreement");
    expect(screen.getByRole("link", { name: "查看《隐私政策》" }).getAttribute("href")).toBe("/about#privacy");
    // the whole sentence is the label: a tap on it ticks the box, no link inside it (customer rehearsal: elder mode)
    const agreement = screen.getByRole("checkbox", { name: "我已阅读并同意《用户服务协议》和《隐私政策》" }) as HTMLInputElement;
    expect(screen.getByRole("link", { name: "查看《用户服务协议》" }).closest("label")).toBeNull();
    await user.click(screen.getByText("我已阅读并同意《用户服务协议》和《隐私政策》"));
    expect(agreement.checked).toBe(true);
  });

  it("shows every message at once and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    renderScreen(RegisterScreen, { path: "/register" });
    await user.type(screen.getByLabelText("手机号"), "13912345678");
    await user.click(screen.getByRole("button", { name: "注册并登录" }));
    expect(document.activeElement).toBe(screen.getByLabelText("短信验证码"));
    expect(describedText(screen.getByLabelText("密码"))).toContain("请填写密码");
    expect(describedText(screen.getByLabelText("确认密码"))).toContain("请填写确认密码");
    expect(describedText(screen.getByRole("checkbox", { name: /用户服务协议/ }))).toContain("请先阅读并同意用户协议和隐私政策");
  });
});
