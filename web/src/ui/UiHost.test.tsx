import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { restoreTimers, useFakeTimersWithUser } from "./fake-timers.test-helper";
import { hideLoading, resetLoading, showLoading } from "./loading";
import { alertBox, closeAllMessageBoxes, FAILURE_SEVERITY, messageBox, MODAL_Z_INDEX } from "./message-box";
import { overlayEntryCount } from "./overlay-history";
import { clearToast, toast, TOAST_DURATION_MS } from "./toast";
import { preloadMessageBoxView, UiHost } from "./UiHost";
import { resetUiState } from "./ui-store";

let user: ReturnType<typeof useFakeTimersWithUser>;

// The message-box view is its own chunk (UiHost.tsx); loaded up front here, boxes draw as they open.
beforeAll(async () => {
  await preloadMessageBoxView();
});

beforeEach(() => {
  user = useFakeTimersWithUser();
});

afterEach(() => {
  act(() => {
    closeAllMessageBoxes();
    clearToast();
    resetLoading();
    resetUiState();
  });
  restoreTimers();
});

/** The toast's text element, if any. */
function toastText(): HTMLElement | null {
  const region = screen.getAllByRole("status").find((el) => el.getAttribute("aria-live") === "polite");
  return (region?.firstElementChild as HTMLElement | null) ?? null;
}

describe("toast", () => {
  it("shows the message and removes it after 3000 ms", () => {
    render(<UiHost />);
    act(() => {
      toast("验证码已发送");
    });
    expect(toastText()?.textContent).toBe("验证码已发送");
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(toastText()?.textContent).toBe("验证码已发送");
    act(() => vi.advanceTimersByTime(1));
    expect(toastText()).toBeNull();
  });

  it("keeps one toast at a time: a new one replaces the current one and restarts the clock", () => {
    render(<UiHost />);
    act(() => {
      toast("第一条");
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      toast("第二条");
    });
    expect(screen.queryByText("第一条")).toBeNull();
    expect(screen.getByText("第二条")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText("第二条")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("第二条")).toBeNull();
  });

  it("honours a custom duration", () => {
    render(<UiHost />);
    act(() => {
      toast("短暂", { duration: 500 });
    });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText("短暂")).toBeNull();
  });

  it("is 80 % wide from 30 characters and natural below", () => {
    render(<UiHost />);
    const long = "数".repeat(30);
    act(() => {
      toast(long);
    });
    const wide = screen.getByText(long);
    expect(wide.style.width).toBe("80%");
    expect(wide.className).toContain("mm-toast--wide");
    act(() => {
      toast("数".repeat(29));
    });
    const narrow = screen.getByText("数".repeat(29));
    expect(narrow.style.width).toBe("");
    expect(narrow.className).not.toContain("mm-toast--wide");
  });

  it("is announced politely", () => {
    render(<UiHost />);
    act(() => {
      toast("已保存");
    });
    const region = screen.getByText("已保存").parentElement;
    expect(region?.getAttribute("role")).toBe("status");
    expect(region?.getAttribute("aria-live")).toBe("polite");
  });
});

describe("loading", () => {
  it("shows 加载中... as a labelled status while requested, counting requests", () => {
    render(<UiHost />);
    expect(screen.queryByRole("status", { name: "加载中..." })).toBeNull();
    act(() => {
      showLoading();
      showLoading();
    });
    const indicator = screen.getByRole("status", { name: "加载中..." });
    expect(indicator.textContent).toContain("加载中...");
    act(() => hideLoading());
    expect(screen.getByRole("status", { name: "加载中..." })).toBeTruthy();
    act(() => hideLoading());
    expect(screen.queryByRole("status", { name: "加载中..." })).toBeNull();
  });

  it("returns a release handle that only gives back its own request", () => {
    render(<UiHost />);
    let release = () => {};
    act(() => {
      showLoading();
      release = showLoading();
    });
    act(() => {
      release();
      release();
    });
    expect(screen.getByRole("status", { name: "加载中..." })).toBeTruthy();
    act(() => hideLoading());
    expect(screen.queryByRole("status", { name: "加载中..." })).toBeNull();
  });

  it("never counts below zero", () => {
    render(<UiHost />);
    act(() => {
      hideLoading();
      showLoading();
    });
    expect(screen.getByRole("status", { name: "加载中..." })).toBeTruthy();
  });
});

describe("messageBox", () => {
  it("resolves with the chosen action's value", async () => {
    render(<UiHost />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = messageBox({
        title: "提示",
        message: "确认退出登录？",
        actions: [
          { label: "取消", value: "cancel" },
          { label: "确定", value: "ok", primary: true },
        ],
      });
    });
    const dialog = screen.getByRole("dialog", { name: "提示" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(dialog);
    await user.click(screen.getByRole("button", { name: "确定" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expect(answer).resolves.toBe("ok");
    expect(screen.queryByRole("dialog")).toBeNull();
    // The box's history entry is gone again (closed by a button → history.back()).
    expect((window.history.state as Record<string, unknown> | null)?.["__mmOverlay"]).toBeUndefined();
    expect(overlayEntryCount()).toBe(0);
  });

  it("stacks boxes from z-index 2000", () => {
    render(<UiHost />);
    act(() => {
      void messageBox({ title: "一", message: "first", actions: [{ label: "好", value: "a" }] });
      void messageBox({ title: "二", message: "second", actions: [{ label: "好", value: "b" }] });
    });
    const first = screen.getByRole("dialog", { name: "一" });
    const second = screen.getByRole("dialog", { name: "二" });
    expect(first.parentElement?.style.zIndex).toBe(String(MODAL_Z_INDEX));
    expect(second.parentElement?.style.zIndex).toBe(String(MODAL_Z_INDEX + 1));
    expect(MODAL_Z_INDEX).toBe(2000);
  });

  it("closes every box with null on closeAllMessageBoxes", async () => {
    render(<UiHost />);
    let a: Promise<string | null> = Promise.resolve("x");
    let b: Promise<string | null> = Promise.resolve("x");
    act(() => {
      a = messageBox({ message: "one", actions: [{ label: "好", value: "a" }] });
      b = messageBox({ message: "two", actions: [{ label: "好", value: "b" }] });
    });
    expect(screen.getAllByRole("dialog")).toHaveLength(2);
    act(() => closeAllMessageBoxes());
    expect(screen.queryAllByRole("dialog")).toHaveLength(0);
    await expect(a).resolves.toBeNull();
    await expect(b).resolves.toBeNull();
  });

  it("closes the top box with null on the back gesture (popstate)", async () => {
    render(<UiHost />);
    const before = window.history.length;
    let answer: Promise<string | null> = Promise.resolve("x");
    act(() => {
      answer = messageBox({ title: "返回测试", message: "m", actions: [{ label: "好", value: "ok" }] });
    });
    expect(window.history.length).toBe(before + 1);
    expect(overlayEntryCount()).toBe(1);
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    await expect(answer).resolves.toBeNull();
  });

  it("renders server text as literal text, never as HTML", () => {
    render(<UiHost />);
    const hostile = '<img src=x onerror="alert(1)">';
    act(() => {
      void messageBox({ title: hostile, message: hostile, actions: [{ label: hostile, value: "ok" }] });
    });
    const dialog = screen.getByRole("dialog");
    expect(dialog.querySelector("img")).toBeNull();
    expect(screen.getAllByText(hostile).length).toBe(3);
  });

  it("renders an href action as a link drawn as a button", async () => {
    render(<UiHost />);
    act(() => {
      void messageBox({
        message: "数据获取失败",
        actions: [
          { label: "返回首页", value: "home" },
          { label: "联系我们", value: "call", href: "tel:95518", primary: true },
        ],
      });
    });
    const link = screen.getByRole("link", { name: "联系我们" });
    expect(link.getAttribute("href")).toBe("tel:95518");
    expect(link.className).toContain("mm-button");
  });

  it("labels a box without a title by its message", () => {
    render(<UiHost />);
    act(() => {
      void messageBox({ message: "系统繁忙，请稍后重试", actions: [{ label: "确定", value: "ok" }] });
    });
    expect(screen.getByRole("dialog", { name: "系统繁忙，请稍后重试" })).toBeTruthy();
  });

  it("resolves null on Escape", async () => {
    render(<UiHost />);
    let answer: Promise<string | null> = Promise.resolve("x");
    act(() => {
      answer = messageBox({ message: "esc", actions: [{ label: "好", value: "ok" }] });
    });
    await user.keyboard("{Escape}");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expect(answer).resolves.toBeNull();
  });
});

describe("alertBox", () => {
  it("shows one 确定 button by default and resolves when pressed", async () => {
    render(<UiHost />);
    let done = false;
    act(() => {
      void alertBox("网络崩溃了，请刷新页面").then(() => {
        done = true;
      });
    });
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["确定"]);
    await user.click(buttons[0] as HTMLElement);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(done).toBe(true);
  });

  it("uses the given button label and title", () => {
    render(<UiHost />);
    act(() => {
      void alertBox("请重新登录", { buttonLabel: "返回首页", title: "提示" });
    });
    expect(screen.getByRole("dialog", { name: "提示" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "返回首页" })).toBeTruthy();
  });
});

describe("one failure dialog at a time (issue 8 point 4)", () => {
  it("20 identical failures open one dialog and one history entry; every caller gets its answer", async () => {
    render(<UiHost />);
    const answers: Promise<void>[] = [];
    act(() => {
      for (let i = 0; i < 20; i += 1) answers.push(alertBox("系统繁忙，请稍后重试", { title: "提示", severity: FAILURE_SEVERITY.message }));
    });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(overlayEntryCount()).toBeLessThanOrEqual(1);
    await user.click(screen.getByRole("button", { name: "确定" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await Promise.all(answers);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(overlayEntryCount()).toBe(0);
  });

  it("identical boxes coalesce even without a severity", async () => {
    render(<UiHost />);
    let a: Promise<string | null> = Promise.resolve(null);
    let b: Promise<string | null> = Promise.resolve(null);
    const options = { message: "确认退出登录？", actions: [{ label: "取消", value: "no" }, { label: "确定", value: "yes", primary: true }] };
    act(() => {
      a = messageBox(options);
      b = messageBox({ ...options, actions: [...options.actions] });
    });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "确定" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expect(a).resolves.toBe("yes");
    await expect(b).resolves.toBe("yes");
  });

  it("a more severe failure replaces a lesser one; the lesser's caller waits for the shown box", async () => {
    render(<UiHost />);
    let lesserDone = false;
    let severe: Promise<string | null> = Promise.resolve(null);
    act(() => {
      void alertBox("网络异常，请重新加载", { title: "提示", buttonLabel: "重新加载", severity: FAILURE_SEVERITY.reload }).then(() => {
        lesserDone = true;
      });
      severe = messageBox({
        title: "提示",
        message: "系统异常，请返回首页或致电客服",
        actions: [{ label: "返回首页", value: "home" }, { label: "拨打客服", value: "call", primary: true }],
        severity: FAILURE_SEVERITY["home-or-call"],
      });
    });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(screen.getByRole("dialog").textContent).toContain("系统异常");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(lesserDone).toBe(false);
    await user.click(screen.getByRole("button", { name: "返回首页" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expect(severe).resolves.toBe("home");
    expect(lesserDone).toBe(true);
  });

  it("a lesser or equal failure arriving later joins the one on screen instead of stacking", async () => {
    render(<UiHost />);
    act(() => {
      void alertBox("登录已失效", { title: "提示", buttonLabel: "返回首页", severity: FAILURE_SEVERITY.home });
      void alertBox("系统繁忙", { title: "提示", severity: FAILURE_SEVERITY.message });
      void alertBox("另一个返回首页", { title: "提示", buttonLabel: "返回首页", severity: FAILURE_SEVERITY.home });
    });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(screen.getByRole("dialog").textContent).toContain("登录已失效");
  });
});
