import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Switch } from "./Switch";

function ElderSwitch({ onChange }: { onChange?: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="长辈模式"
      description="字体更大，按钮更大"
      checked={on}
      onChange={(next) => {
        onChange?.(next);
        setOn(next);
      }}
    />
  );
}

describe("Switch", () => {
  it("is a switch named by its label and described by its description", () => {
    render(<ElderSwitch />);
    const toggle = screen.getByRole("switch", { name: "长辈模式" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(toggle.getAttribute("aria-describedby")).toBe(screen.getByText("字体更大，按钮更大").id);
  });

  it("turns on and off with a tap, Space or Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ElderSwitch onChange={onChange} />);
    const toggle = screen.getByRole("switch", { name: "长辈模式" });
    await user.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("switch", { name: "长辈模式", checked: true })).toBe(toggle);
    expect(onChange.mock.calls.map(([on]) => on)).toEqual([true, false, true]);
  });

  it("does nothing while disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="消息通知" checked={false} onChange={onChange} disabled />);
    await user.click(screen.getByRole("switch", { name: "消息通知" }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("a form's state drives it (checked in, the new state out)", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const [notify, setNotify] = useState(true);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onValid({ notify });
          }}
        >
          <Switch label="消息通知" checked={notify} onChange={setNotify} />
          <button type="submit">保存</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole("switch", { name: "消息通知", checked: true }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ notify: false });
  });
});
