import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { providePageShare, type PageShare } from "../../../state/page-share";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import CoupletScreen from "./CoupletScreen";

beforeEach(resetBrowserState);
afterEach(() => vi.restoreAllMocks());

describe("/couplet", () => {
  it("shows a couplet, picks another (kept in the address) and copies its link outside the messenger", async () => {
    const clicker = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const view = renderScreen(CoupletScreen, { path: "/couplet" });
    expect(screen.getByText("平安二字值千金")).toBeTruthy();
    expect(screen.getByRole("button", { name: "平安是福" }).getAttribute("aria-pressed")).toBe("true");
    await clicker.click(screen.getByRole("button", { name: "春满人间" }));
    expect(screen.getByText("春回大地千山秀")).toBeTruthy();
    expect(screen.getByRole("button", { name: "春满人间" }).getAttribute("aria-pressed")).toBe("true");
    expect(view.router.state.location.search).toBe("?c=spring");
    const link = screen.getByRole("textbox", { name: "春联链接" }) as HTMLInputElement;
    expect(link.value).toMatch(/\/couplet\?c=spring$/);
    await clicker.click(screen.getByRole("button", { name: "复制链接" }));
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(await screen.findByText("链接已复制")).toBeTruthy();
  });

  it("in the messenger, sets the share card through the share port instead of a copy link, and withdraws it on leaving", async () => {
    const shared: (PageShare | null)[] = [];
    const undo = providePageShare({ inMessenger: true, apply: (share) => shared.push(share) });
    try {
      const view = renderScreen(CoupletScreen, { path: "/couplet", url: "/couplet?c=renew" });
      await waitFor(() => expect(shared.length).toBeGreaterThan(0));
      expect(shared[0]).toMatchObject({ title: "新春快乐：万象更新", desc: "五湖四海皆春色，万水千山尽得辉" });
      expect(shared[0]?.link).toMatch(/\/couplet\?c=renew$/);
      expect(screen.queryByRole("button", { name: "复制链接" })).toBeNull();
      expect(screen.getByText(/发送给朋友/)).toBeTruthy();
      view.unmount();
      expect(shared[shared.length - 1]).toBeNull();
    } finally {
      undo();
    }
  });

  it("shows the first couplet for a link that names none of them", () => {
    renderScreen(CoupletScreen, { path: "/couplet", url: "/couplet?c=%3Cscript%3E" });
    expect(screen.getByText("平安二字值千金")).toBeTruthy();
    expect(document.body.textContent).not.toContain("<script>");
  });

  it("says so when the link cannot be copied", async () => {
    const clicker = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) }, configurable: true });
    renderScreen(CoupletScreen, { path: "/couplet" });
    await clicker.click(screen.getByRole("button", { name: "复制链接" }));
    expect(await screen.findByText("无法自动复制，请长按链接手动复制")).toBeTruthy();
  });
});
