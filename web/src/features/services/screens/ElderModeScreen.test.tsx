import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describedText } from "../../test-support/dom";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import ElderModeScreen from "./ElderModeScreen";

beforeEach(resetBrowserState);

describe("elder mode screen", () => {
  it("explains the mode and shows a preview", () => {
    renderScreen(ElderModeScreen, { path: "/elderModel" });
    expect(screen.getByRole("heading", { name: "长辈版（关怀模式）" })).toBeTruthy();
    expect(screen.getByText("按钮和点击区域不小于 60 像素")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "效果预览" })).toBeTruthy();
  });

  it("points to the personal centre by the name its tab carries, not to a tab that does not exist", () => {
    renderScreen(ElderModeScreen, { path: "/elderModel" });
    expect(screen.getByText(/都能在“个人中心”中查看/)).toBeTruthy();
    expect(screen.queryByText(/“我的”/)).toBeNull();
  });

  it("turns elder mode on with the switch, and the choice outlives the page", async () => {
    const user = userEvent.setup();
    const first = renderScreen(ElderModeScreen, { path: "/elderModel" });
    const toggle = screen.getByRole("switch", { name: "长辈版模式" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(describedText(toggle)).toBe("长辈版已关闭");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(describedText(toggle)).toBe("长辈版已开启");
    expect(document.documentElement.classList.contains("elder")).toBe(true);
    expect(localStorage.getItem("micromall.elder")).toBe("1");
    first.unmount();

    renderScreen(ElderModeScreen, { path: "/elderModel" });
    expect(screen.getByRole("switch", { name: "长辈版模式" }).getAttribute("aria-checked")).toBe("true");
    // customer rehearsal 5: the switch's label read 开启长辈版 while it was on; its words never say what to do
    expect(screen.queryByRole("switch", { name: /开启|关闭/ })).toBeNull();
    expect(screen.getByText("长辈版已开启")).toBeTruthy();
  });

  it("turns it off again", async () => {
    const user = userEvent.setup();
    renderScreen(ElderModeScreen, { path: "/elderModel" });
    const toggle = screen.getByRole("switch", { name: "长辈版模式" });
    await user.click(toggle);
    await user.click(toggle);
    expect(document.documentElement.classList.contains("elder")).toBe(false);
    expect(localStorage.getItem("micromall.elder")).toBe("0");
  });
});
