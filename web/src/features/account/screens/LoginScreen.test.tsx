import { beforeEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { HOTLINE_HREF } from "@micromall/domain";
import { scenarioHandlers } from "@micromall/fixtures/node";
import userEvent from "@testing-library/user-event";
import { useAppStore } from "../../../state/store";
import { describedText, isInvalid, storageText } from "../../test-support/dom";
import { DEMO_ACCOUNT, MOCK_SMS_CODE, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import LoginScreen from "./LoginScreen";
import { seedFormDraft } from "../../../forms/seed-form-draft";

const { server } = startMockGateway();

/** Counts the gateway requests whose URL path ends with `path` ("": every request) from now on. */
function countRequests(path: string): () => number {
  let count = 0;
  server.events.on("request:start", ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) count += 1;
  });
  return () => count;
}
beforeEach(resetBrowserState);

describe("login screen", () => {
  it("shows what is missing under each field and calls nothing", async () => {
    const calls = countRequests("");
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login" });
    await user.click(screen.getByRole("button", { name: "登录" }));

    const mobile = screen.getByLabelText("手机号");
    const password = screen.getByLabelText("密码");
    expect(isInvalid(mobile)).toBe(true);
    expect(describedText(mobile)).toContain("请填写手机号");
    expect(describedText(password)).toContain("请填写密码");
    expect(sessionStorage.getItem("loginStatus")).toBeNull();
    expect(calls()).toBe(0);
  });

  it("rejects a mobile number that is not a mainland mobile, and clears the message when the customer types", async () => {
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login" });
    const mobile = screen.getByLabelText("手机号");
    await user.type(mobile, "12800138000");
    await user.type(screen.getByLabelText("密码"), "whatever1");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(describedText(mobile)).toContain("请输入正确的手机号码");

    await user.clear(mobile);
    await user.type(mobile, "1");
    expect(isInvalid(mobile)).toBe(false);
  });

  it("shows the server's message in a toast on a wrong password and stays logged out", async () => {
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("密码"), "Wrong9999");
    await user.click(screen.getByRole("button", { name: "登录" }));

    expect(await screen.findByText("手机号或密码错误")).toBeTruthy();
    expect(sessionStorage.getItem("loginStatus")).toBeNull();
    expect(useAppStore.getState().mallId).toBe("");
    expect(screen.getByLabelText("手机号")).toBeTruthy();
  });

  it("logs in and goes to the redirect target, with loginStatus 1 and the user stored", async () => {
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login", url: "/login?redirect=%2FinsurancePolicy%3Ftab%3D1" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("密码"), DEMO_ACCOUNT.password);
    await user.click(screen.getByRole("button", { name: "登录" }));

    expect(await screen.findByText(landedText("/insurancePolicy?tab=1"))).toBeTruthy();
    expect(sessionStorage.getItem("loginStatus")).toBe("1");
    expect(useAppStore.getState().userMallInfo?.mobile).toBe(DEMO_ACCOUNT.mobile);
    expect(useAppStore.getState().mallId).not.toBe("");
  });

  it("goes to the personal centre without a redirect, and never to another site", async () => {
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login", url: "/login?redirect=https%3A%2F%2Fevil.example" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("密码"), DEMO_ACCOUNT.password);
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText(landedText("/personalCenter"))).toBeTruthy();
  });

  it("never follows a redirect whose dot segments are percent-encoded (lands on the personal centre)", async () => {
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login", url: "/login?redirect=%2F%252e%252e%2F%252e%252e%2Fevil.com" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("密码"), DEMO_ACCOUNT.password);
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText(landedText("/personalCenter"))).toBeTruthy();
  });

  it("logs in with an SMS code: send, 60 s countdown, quick login", async () => {
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login" });
    await user.click(screen.getByRole("tab", { name: "验证码登录" }));
    expect(screen.getByRole("tab", { name: "验证码登录" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByLabelText("密码")).toBeNull();

    // Sending without a mobile explains what is missing.
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(describedText(screen.getByLabelText("手机号"))).toContain("请填写手机号");

    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    const mobileCodes = countRequests("/login/getMobileCode");
    const checks = countRequests("/login/checkUser");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    const countdown = await screen.findByRole("button", { name: /^(60|59)秒后重新获取$/ });
    // the quick login's code is the login service's GET form; any mobile may log in, so no registration check
    expect(mobileCodes()).toBe(1);
    expect(checks()).toBe(0);
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText("验证码已发送")).toBeTruthy();

    await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText(landedText("/personalCenter"))).toBeTruthy();
    expect(sessionStorage.getItem("loginStatus")).toBe("1");
  });

  it("links to registration and to password reset, both keeping the redirect", () => {
    renderScreen(LoginScreen, { path: "/login", url: "/login?redirect=%2FmyCard" });
    expect(screen.getByRole("link", { name: "注册新账号" }).getAttribute("href")).toBe("/register?redirect=%2FmyCard");
    expect(screen.getByRole("link", { name: "忘记密码" }).getAttribute("href")).toBe("/resetPassword?redirect=%2FmyCard");
  });

  it("starts with the mobile another form handed it (a password reset's, customer report 2, G24)", () => {
    seedFormDraft("login", { mobile: "13912345678" });
    renderScreen(LoginScreen, { path: "/login" });
    expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe("13912345678");
    expect((screen.getByLabelText("密码") as HTMLInputElement).value).toBe("");
  });

  it("keeps the typed mobile across a reload, never the password", async () => {
    const user = userEvent.setup();
    const first = renderScreen(LoginScreen, { path: "/login" });
    await user.type(screen.getByLabelText("手机号"), "13912345678");
    await user.type(screen.getByLabelText("密码"), "Secret123");
    first.unmount();

    renderScreen(LoginScreen, { path: "/login" });
    await waitFor(() => expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe("13912345678"));
    expect((screen.getByLabelText("密码") as HTMLInputElement).value).toBe("");
    expect(storageText(sessionStorage)).not.toContain("Secret123");
    expect(storageText(localStorage)).not.toContain("Secret123");
  });

  it("focuses the first invalid field", async () => {
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login" });
    await user.type(screen.getByLabelText("手机号"), "13912345678");
    await user.click(screen.getByRole("button", { name: "登录" }));
    const password = screen.getByLabelText("密码");
    expect(describedText(password)).toContain("请填写密码");
    expect(document.activeElement).toBe(password);
  });

  it("sends one login however often the button is tapped while it runs", async () => {
    server.use(...scenarioHandlers("slow", { call: "login", delayMs: 300 }));
    const logins = countRequests("/login");
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("密码"), DEMO_ACCOUNT.password);
    const button = screen.getByRole("button", { name: "登录" });
    const form = button.closest("form");
    if (form === null) throw new Error("no form");
    await act(async () => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await user.click(button);
    expect(await screen.findByText(landedText("/personalCenter"))).toBeTruthy();
    expect(logins()).toBe(1);
  });

  it("keeps what was typed when the call fails", async () => {
    server.use(...scenarioHandlers("http-502", { call: "login" }));
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login" });
    await user.type(screen.getByLabelText("手机号"), DEMO_ACCOUNT.mobile);
    await user.type(screen.getByLabelText("密码"), DEMO_ACCOUNT.password);
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("服务暂时不可用，请稍后重试")).toBeTruthy();
    expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe(DEMO_ACCOUNT.mobile);
    expect((screen.getByLabelText("密码") as HTMLInputElement).value).toBe(DEMO_ACCOUNT.password);
    expect(sessionStorage.getItem("loginStatus")).toBeNull();
  });

  it("keeps the mobile when switching between the two ways to log in", async () => {
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login" });
    await user.type(screen.getByLabelText("手机号"), "13912345678");
    await user.click(screen.getByRole("tab", { name: "验证码登录" }));
    expect((screen.getByLabelText("手机号") as HTMLInputElement).value).toBe("13912345678");
    expect(screen.getByRole("tabpanel", { name: "验证码登录" })).toBeTruthy();
  });
});

describe("the login wall of a lookup (issue 20 item 6)", () => {
  it("offers the lookup without login where the spec allows one, and it leads there", async () => {
    const user = userEvent.setup();
    renderScreen(LoginScreen, { path: "/login", url: "/login?redirect=%2FinsurancePolicy" });
    const offer = screen.getByRole("link", { name: "不登录，按姓名和证件号查询" });
    expect(offer.getAttribute("href")).toBe("/policySearch");
    await user.click(offer);
    expect(await screen.findByText(landedText("/policySearch"))).toBeTruthy();
  });

  it("offers it on the claims, invoice and surrender walls too, and nowhere else", () => {
    for (const target of ["%2FsettlementHome", "%2FinvoiceQuery", "%2Fsurrender"]) {
      const view = renderScreen(LoginScreen, { path: "/login", url: `/login?redirect=${target}` });
      expect(screen.getByRole("link", { name: "不登录，按姓名和证件号查询" })).toBeTruthy();
      view.unmount();
    }
    renderScreen(LoginScreen, { path: "/login", url: "/login?redirect=%2FmyCard" });
    expect(screen.queryByRole("link", { name: "不登录，按姓名和证件号查询" })).toBeNull();
  });

  // Customer rehearsal 5: logged out, 理赔查询 went to a plain login page; nothing said claims need the login, nor
  // pointed to the hotline. Every claim page's wall says so (domain's CLAIM_ROUTES); the claims feature's routes
  // are all in that list.
  it("says on the way to a claim page that claims need the login, with the hotline as the way without an account", () => {
    for (const target of ["%2FsettlementHome", "%2FclaimList", "%2FclaimApplication"]) {
      const view = renderScreen(LoginScreen, { path: "/login", url: `/login?redirect=${target}` });
      const note = screen.getByRole("note");
      expect(note.textContent).toContain("理赔信息只向本人展示");
      expect(within(note).getByRole("link", { name: /95518/ }).getAttribute("href")).toBe(HOTLINE_HREF);
      view.unmount();
    }
    renderScreen(LoginScreen, { path: "/login", url: "/login?redirect=%2FinvoiceQuery" });
    expect(screen.queryByRole("note")).toBeNull();
  });
});
