import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs, type TabItem } from "./Tabs";

type Mode = "password" | "sms" | "wechat";
const MODES: readonly TabItem<Mode>[] = [
  { value: "password", label: "密码登录" },
  { value: "sms", label: "验证码登录" },
  { value: "wechat", label: "微信登录" },
];

function LoginModes({ items = MODES, onChange }: { items?: readonly TabItem<Mode>[]; onChange?: (mode: Mode) => void }) {
  const [mode, setMode] = useState<Mode>("password");
  return (
    <>
      <button type="button">返回</button>
      <Tabs
        label="登录方式"
        items={items}
        value={mode}
        onChange={(next) => {
          onChange?.(next);
          setMode(next);
        }}
      >
        <label>
          {mode === "sms" ? "验证码" : "密码"}
          <input />
        </label>
      </Tabs>
    </>
  );
}

describe("Tabs", () => {
  it("is a named tab list whose selected tab labels the one panel", () => {
    render(<LoginModes />);
    expect(screen.getByRole("tablist", { name: "登录方式" })).toBeTruthy();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    const panel = screen.getByRole("tabpanel", { name: "密码登录" });
    expect(tabs.every((tab) => tab.getAttribute("aria-controls") === panel.id)).toBe(true);
  });

  it("chooses a tab on click; the panel follows", async () => {
    const user = userEvent.setup();
    render(<LoginModes />);
    await user.click(screen.getByRole("tab", { name: "验证码登录" }));
    expect(screen.getByRole("tab", { name: "验证码登录" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "验证码登录" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "验证码" })).toBeTruthy();
  });

  it("roving tabindex: Tab reaches the selected tab only, then the panel's content", async () => {
    const user = userEvent.setup();
    render(<LoginModes />);
    await user.click(screen.getByRole("button", { name: "返回" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "密码登录" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "密码" }));
  });

  it("arrow keys move and choose, wrapping; Home and End go to the ends", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LoginModes onChange={onChange} />);
    await user.click(screen.getByRole("tab", { name: "密码登录" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "验证码登录", selected: true }));
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "密码登录", selected: true }));
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "微信登录", selected: true }));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "密码登录", selected: true }));
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "微信登录" }).getAttribute("tabindex")).toBe("0");
    expect(onChange.mock.calls.map(([mode]) => mode)).toEqual(["sms", "wechat", "password", "wechat", "password", "wechat"]);
  });

  it("skips a disabled tab", async () => {
    const user = userEvent.setup();
    render(<LoginModes items={[MODES[0] as TabItem<Mode>, { value: "sms", label: "验证码登录", disabled: true }, MODES[2] as TabItem<Mode>]} />);
    await user.click(screen.getByRole("tab", { name: "密码登录" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "微信登录", selected: true }));
  });

  it("without children draws no panel and controls nothing", () => {
    render(<Tabs label="险种" variant="chips" items={[{ value: "all", label: "全部" }]} value="all" onChange={() => undefined} />);
    expect(screen.queryByRole("tabpanel")).toBeNull();
    expect(screen.getByRole("tab", { name: "全部" }).getAttribute("aria-controls")).toBeNull();
  });
});
