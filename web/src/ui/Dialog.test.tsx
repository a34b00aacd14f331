import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./Dialog";
import { restoreTimers, useFakeTimersWithUser } from "./fake-timers.test-helper";
import { overlayEntryCount } from "./overlay-history";

let user: ReturnType<typeof useFakeTimersWithUser>;
beforeEach(() => {
  user = useFakeTimersWithUser();
});
afterEach(() => {
  restoreTimers();
});

function Harness({ onAction, onClose }: { onAction: (value: string) => void; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        退保
      </button>
      <Dialog
        open={open}
        title="确认退保"
        actions={[
          { label: "取消", value: "cancel" },
          { label: "确认", value: "ok", primary: true },
        ]}
        onAction={(value) => {
          setOpen(false);
          onAction(value);
        }}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        {'<img src=x onerror="alert(1)">'}
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens as a modal dialog with focus inside and gives focus back on close", async () => {
    const onAction = vi.fn();
    render(<Harness onAction={onAction} onClose={vi.fn()} />);
    const opener = screen.getByRole("button", { name: "退保" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "确认退保" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.querySelector("img")).toBeNull();
    expect(overlayEntryCount()).toBe(1);
    await user.click(screen.getByRole("button", { name: "确认" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onAction).toHaveBeenCalledWith("ok");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(overlayEntryCount()).toBe(0);
    expect(document.activeElement).toBe(opener);
  });

  it("closes on the back gesture", async () => {
    const onClose = vi.fn();
    render(<Harness onAction={vi.fn()} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "退保" }));
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on Escape and keeps Tab inside", async () => {
    const onClose = vi.fn();
    render(<Harness onAction={vi.fn()} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "退保" }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe("取消");
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe("取消");
    await user.keyboard("{Escape}");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
