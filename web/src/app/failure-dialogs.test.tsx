/**
 * The gateway client's §8 failures through the real UI host: one failure dialog at a time (issue 8 point 4).
 * 20 identical failures show one dialog; a more severe failure (X1's hotline dialog) replaces a lesser one
 * (X2's reload alert), whose reload then waits for the customer's answer to the dialog on screen.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { showGatewayError } from "../gateway/client";
import { setGatewayUi } from "../gateway/gateway-ui";
import { closeAllMessageBoxes } from "../ui/message-box";
import { overlayEntryCount } from "../ui/overlay-history";
import { preloadMessageBoxView, UiHost } from "../ui/UiHost";

beforeAll(async () => {
  await preloadMessageBoxView();
});

afterEach(() => {
  act(() => closeAllMessageBoxes());
});

describe("gateway failures on screen", () => {
  it("20 identical failures: one dialog, at most one history entry", () => {
    render(<UiHost />);
    act(() => {
      for (let i = 0; i < 20; i += 1) showGatewayError({ kind: "message", message: "系统繁忙，请稍后重试" });
    });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(overlayEntryCount()).toBeLessThanOrEqual(1);
  });

  it("X1 replaces a reload alert; the reload waits until the customer has answered X1", async () => {
    const reload = vi.fn();
    const navigate = vi.fn();
    const restore = setGatewayUi({ reload, navigate });
    try {
      render(<UiHost />);
      act(() => {
        showGatewayError({ kind: "reload", message: "网络异常，请刷新页面" });
        showGatewayError({ kind: "home-or-call", message: "数据获取失败" });
        showGatewayError({ kind: "message", message: "系统繁忙，请稍后重试" });
      });
      const dialogs = screen.getAllByRole("dialog");
      expect(dialogs).toHaveLength(1);
      expect(dialogs[0]?.textContent).toContain("数据获取失败");
      await act(() => Promise.resolve());
      expect(reload).not.toHaveBeenCalled();
      await userEvent.setup().click(screen.getByRole("button", { name: "返回首页" }));
      await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
      await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    } finally {
      restore();
    }
  });
});
