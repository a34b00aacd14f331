import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useAppStore } from "../../../state/store";
import { describedText } from "../../test-support/dom";
import { MOCK_SMS_CODE, logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { landedText, renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ChangeMobileScreen from "./ChangeMobileScreen";

startMockGateway();
beforeEach(resetBrowserState);

describe("change mobile", () => {
  it("refuses the current number as the new one", async () => {
    const user = userEvent.setup();
    const me = await logInAsDemo();
    renderScreen(ChangeMobileScreen, { path: "/mocmobile" });
    await user.type(screen.getByLabelText("新手机号"), me.mobile);
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(describedText(screen.getByLabelText("新手机号"))).toContain("新手机号不能与当前手机号相同");
  });

  it("changes the number with an SMS code and stores the new one", async () => {
    const user = userEvent.setup();
    const me = await logInAsDemo();
    renderScreen(ChangeMobileScreen, { path: "/mocmobile" });
    expect(screen.getByText(`${me.mobile.slice(0, 3)}****${me.mobile.slice(7)}`)).toBeTruthy();
    await user.type(screen.getByLabelText("新手机号"), "13700001111");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("验证码已发送")).toBeTruthy();
    await user.type(screen.getByLabelText("短信验证码"), MOCK_SMS_CODE);
    await user.click(screen.getByRole("button", { name: "确认更换" }));

    expect(await screen.findByText(landedText("/shopset"))).toBeTruthy();
    expect(useAppStore.getState().userMallInfo?.mobile).toBe("13700001111");
  });
});
