import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";
import { EmptyState } from "./EmptyState";
import { ErrorState } from "./ErrorState";
import { SelectField } from "./SelectField";
import { TextField } from "./TextField";

function MobileField({ error }: { error?: string }) {
  const [value, setValue] = useState("");
  return <TextField label="手机号" type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" value={value} onChange={setValue} error={error} hint="用于登录" />;
}

describe("TextField", () => {
  it("is found by its visible label and passes the raw value on", async () => {
    const user = userEvent.setup();
    render(<MobileField />);
    const input = screen.getByLabelText("手机号") as HTMLInputElement;
    expect(input.type).toBe("tel");
    expect(input.inputMode).toBe("numeric");
    expect(input.maxLength).toBe(11);
    expect(input.autocomplete).toBe("tel");
    await user.type(input, " 1380000000099");
    // Kept raw (the leading space stays: no trimming here), cut at maxLength 11.
    expect(input.value).toBe(" 1380000000");
    expect(screen.getByRole("textbox", { name: "手机号" })).toBe(input);
  });

  it("marks an error with aria-invalid and aria-describedby", () => {
    render(<MobileField error="手机号格式不正确" />);
    const input = screen.getByLabelText("手机号");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("手机号格式不正确");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(alert.id);
  });

  it("has no aria-invalid without an error", () => {
    render(<MobileField />);
    expect(screen.getByLabelText("手机号").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("SelectField", () => {
  it("is a labelled native select with a placeholder while empty", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState("");
      return (
        <SelectField
          label="证件类型"
          value={value}
          options={[
            { value: "01", label: "身份证" },
            { value: "06", label: "护照" },
          ]}
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Harness />);
    const select = screen.getByRole("combobox", { name: "证件类型" }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe("请选择");
    await user.selectOptions(select, "06");
    expect(onChange).toHaveBeenCalledWith("06");
    expect(select.value).toBe("06");
    expect(screen.queryByRole("option", { name: "请选择" })).toBeNull();
  });
});

describe("Button", () => {
  it("is a button (never submit by accident) with variants", () => {
    render(<Button variant="primary">立即投保</Button>);
    const button = screen.getByRole("button", { name: "立即投保" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("mm-button--primary");
  });

  it("is disabled and busy while loading, keeping its name", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole("button", { name: "提交" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe("EmptyState / ErrorState", () => {
  it("says 暂无数据 by default", () => {
    render(<EmptyState />);
    expect(screen.getByText("暂无数据")).toBeTruthy();
  });

  it("announces the error and retries", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState message="网络崩溃了" onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toBe("网络崩溃了");
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
