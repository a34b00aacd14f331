import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { restoreTimers, useFakeTimersWithUser } from "./fake-timers.test-helper";
import { AFTER_NAVIGATION_FALLBACK_MS, alertBox, closeAllMessageBoxes, messageBox } from "./message-box";
import { preloadMessageBoxView, UiHost } from "./UiHost";
import { resetUiState } from "./ui-store";
import { DEFAULT_NAVIGATION_EFFECTS } from "../app/navigation-effects";

// The message-box view is its own chunk (UiHost.tsx); loaded up front here, boxes draw as they open.
beforeAll(async () => {
  await preloadMessageBoxView();
});

beforeEach(() => {
  useFakeTimersWithUser();
});

afterEach(() => {
  act(() => {
    closeAllMessageBoxes();
    closeAllMessageBoxes();
    resetUiState();
  });
  restoreTimers();
});

describe("a box that explains a navigation (afterNavigation)", () => {
  it("waits for the navigation's closeAllMessageBoxes, closes the old page's boxes, then opens", () => {
    render(<UiHost />);
    act(() => {
      void messageBox({ message: "旧页面的提示", actions: [{ label: "确定", value: "ok" }] });
      void alertBox("登录已失效，请重新登录", { afterNavigation: true });
    });
    expect(screen.getByText("旧页面的提示")).toBeTruthy();
    expect(screen.queryByText("登录已失效，请重新登录")).toBeNull();

    // What the app does after every navigation: its navigation effects signal it, the boxes close themselves.
    act(() => DEFAULT_NAVIGATION_EFFECTS.closeAllMessageBoxes());
    expect(screen.queryByText("旧页面的提示")).toBeNull();
    expect(screen.getByRole("dialog").textContent).toContain("登录已失效，请重新登录");

    // It opened once: later timers and navigations do not open it again.
    act(() => vi.advanceTimersByTime(AFTER_NAVIGATION_FALLBACK_MS * 2));
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });

  it("opens anyway when no navigation comes within the fallback delay", () => {
    render(<UiHost />);
    act(() => {
      void alertBox("登录已失效，请重新登录", { afterNavigation: true });
    });
    act(() => vi.advanceTimersByTime(AFTER_NAVIGATION_FALLBACK_MS - 1));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("dialog").textContent).toContain("登录已失效，请重新登录");
  });

  it("resolves when the customer closes it", async () => {
    render(<UiHost />);
    let closed = false;
    act(() => {
      void alertBox("已退出", { afterNavigation: true }).then(() => {
        closed = true;
      });
    });
    act(() => closeAllMessageBoxes());
    act(() => closeAllMessageBoxes());
    await act(async () => {
      await Promise.resolve();
    });
    expect(closed).toBe(true);
  });
});
