import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { maskMobile } from "@micromall/domain";
import userEvent from "@testing-library/user-event";
import { useAppStore } from "../../../state/store";
import { describedText } from "../../test-support/dom";
import { MOCK_SMS_CODE, logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen, renderScreens } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ChangeMobileScreen from "./ChangeMobileScreen";
import PersonalCenterScreen from "./PersonalCenterScreen";
import SettingsScreen from "./SettingsScreen";

const { server } = startMockGateway();
beforeEach(resetBrowserState);

/** The calls the screen makes, by their path's last part. */
function callsMade(): string[] {
  const calls: string[] = [];
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname.split("/").pop() ?? ""));
  return calls;
}

/** Step 1: the code sent to the current number, checked; the new number's step shows. */
async function proveCurrentNumber(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "获取验证码" }));
  expect(await screen.findByText("验证码已发送")).toBeTruthy();
  await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
  await user.click(screen.getByRole("button", { name: "下一步" }));
  expect(await screen.findByLabelText("新手机号")).toBeTruthy();
}

describe("change mobile (F17: proof of the current number first)", () => {
  it("asks first for a code sent to the current number; no new number before it", async () => {
    const user = userEvent.setup();
    const me = await logInAsDemo();
    const calls = callsMade();
    renderScreen(ChangeMobileScreen, { path: "/mocmobile" });
    expect(screen.getByText(`${me.mobile.slice(0, 3)}****${me.mobile.slice(7)}`)).toBeTruthy();
    expect(screen.queryByLabelText("新手机号")).toBeNull();
    // checked by domain before any call: a short code is named, nothing is sent
    await user.type(screen.getByLabelText("短信验证码"), "12");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(describedText(screen.getByLabelText("短信验证码"))).not.toBe("");
    expect(calls.filter((call) => call === "checkUserAndCode")).toEqual([]);
    expect(screen.queryByLabelText("新手机号")).toBeNull();
  });

  it("a wrong code to the current number keeps the customer on the first step", async () => {
    const user = userEvent.setup();
    await logInAsDemo();
    renderScreen(ChangeMobileScreen, { path: "/mocmobile" });
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    await user.type(screen.getByLabelText("短信验证码"), "000000");
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByText("验证码错误或已过期，请重新获取")).toBeTruthy();
    expect(screen.queryByLabelText("新手机号")).toBeNull();
  });

  it("refuses the current number as the new one", async () => {
    const user = userEvent.setup();
    const me = await logInAsDemo();
    renderScreen(ChangeMobileScreen, { path: "/mocmobile" });
    await proveCurrentNumber(user);
    await user.type(screen.getByLabelText("新手机号"), me.mobile);
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(describedText(screen.getByLabelText("新手机号"))).toContain("新手机号不能与当前手机号相同");
  });

  it("changes the number with the current number's code, then the new number's, and stores the new one", async () => {
    const user = userEvent.setup();
    await logInAsDemo();
    const calls = callsMade();
    renderScreen(ChangeMobileScreen, { path: "/mocmobile" });
    await proveCurrentNumber(user);
    expect(calls).toContain("checkUserAndCode");
    await user.type(screen.getByLabelText("新手机号"), "13700001111");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("验证码已发送")).toBeTruthy();
    await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
    await user.click(screen.getByRole("button", { name: "确认更换" }));

    expect(await screen.findByText(landedText("/shopset"))).toBeTruthy();
    expect(useAppStore.getState().userMallInfo?.mobile).toBe("13700001111");
  });
});

describe("after 更换手机号, every screen shows the new number (customer report 2, G5)", () => {
  it("个人中心 → 设置 → 更换手机号: 设置 and, one back further, 个人中心 show the new number at once", async () => {
    const user = userEvent.setup();
    const me = await logInAsDemo();
    const fresh = "13700001111";
    const { router } = renderScreens(
      { "/personalCenter": PersonalCenterScreen, "/shopset": SettingsScreen, "/mocmobile": ChangeMobileScreen },
      { url: "/personalCenter" },
    );
    const profile = () => screen.getByRole("region", { name: "个人中心" });
    // the summary (getUserInfo) has been read: its counts show
    await screen.findByRole("link", { name: /\d\s*保单/ });
    expect(within(profile()).getByText(`手机号 ${maskMobile(me.mobile)}`)).toBeTruthy();
    await router.navigate("/shopset");
    await router.navigate("/mocmobile");
    await proveCurrentNumber(user);
    await user.type(screen.getByLabelText("新手机号"), fresh);
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("验证码已发送")).toBeTruthy();
    await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
    await user.click(screen.getByRole("button", { name: "确认更换" }));

    expect(await screen.findByText(maskMobile(fresh))).toBeTruthy();
    expect(router.state.location.pathname).toBe("/shopset");
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/personalCenter");
    expect(within(await screen.findByRole("region", { name: "个人中心" })).getByText(`手机号 ${maskMobile(fresh)}`)).toBeTruthy();
    expect(screen.queryByText(`手机号 ${maskMobile(me.mobile)}`)).toBeNull();
  });
});
