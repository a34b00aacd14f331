/**
 * The message-box view is a separate chunk (UiHost.tsx): a box opened before it has loaded is drawn as soon
 * as it arrives, while `messageBox()` itself never waits (its history entry is there at once, its promise
 * settles as usual). No `preloadMessageBoxView()` here: this file sees the first load as a customer does.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { closeAllMessageBoxes, messageBox } from "./message-box";
import { overlayEntryCount } from "./overlay-history";
import { UiHost } from "./UiHost";
import { resetUiState } from "./ui-store";

afterEach(() => {
  act(() => {
    closeAllMessageBoxes();
    resetUiState();
  });
});

describe("message boxes before the view has loaded", () => {
  it("open at once (history entry, promise) and are drawn when the view arrives", async () => {
    const user = userEvent.setup();
    render(<UiHost />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = messageBox({ title: "提示", message: "确认退出登录？", actions: [{ label: "确定", value: "ok", primary: true }] });
    });
    expect(overlayEntryCount()).toBe(1);
    const dialog = await screen.findByRole("dialog", { name: "提示" });
    expect(dialog.textContent).toContain("确认退出登录？");
    await user.click(screen.getByRole("button", { name: "确定" }));
    await expect(answer).resolves.toBe("ok");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
