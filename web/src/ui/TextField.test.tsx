import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./TextField";
import { useUncontrolledForm } from "./uncontrolled-form.test-helper";

interface Values {
  readonly name: string;
  readonly mobile: string;
}

/** A form of uncontrolled fields (a registration spread on each): the name is required, the mobile 11 digits if given. */
function RegisteredForm({ onValid }: { onValid: (values: Record<keyof Values, string | boolean>) => void }) {
  const form = useUncontrolledForm(["name", "mobile"], (values) => ({
    ...(values.name === "" ? { name: "请输入姓名" } : {}),
    ...(values.mobile !== "" && !/^\d{11}$/.test(String(values.mobile)) ? { mobile: "请输入正确的手机号码" } : {}),
  }));
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <TextField label="姓名" {...form.register("name")} error={form.errors.name} />
      <TextField label="手机号" type="tel" {...form.register("mobile")} error={form.errors.mobile} />
      <button type="submit">提交</button>
    </form>
  );
}

describe("TextField in a form", () => {
  it("uncontrolled: the typed values reach the form", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<RegisteredForm onValid={onValid} />);
    await user.type(screen.getByRole("textbox", { name: "姓名" }), "张三");
    await user.type(screen.getByRole("textbox", { name: "手机号" }), "13800138000");
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: "张三", mobile: "13800138000" });
  });

  it("uncontrolled: errors show on their fields and the first invalid field gets focus through the forwarded ref", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<RegisteredForm onValid={onValid} />);
    await user.type(screen.getByRole("textbox", { name: "手机号" }), "138");
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(onValid).not.toHaveBeenCalled();
    const name = screen.getByRole("textbox", { name: "姓名" });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["请输入姓名", "请输入正确的手机号码"]);
  });

  it("controlled: the form's value and a value handler drive it", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function ControlledForm() {
      const [name, setName] = useState("李四");
      return (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onValid({ name, mobile: "" });
          }}
        >
          <TextField label="姓名" value={name} onChange={setName} />
          <button type="submit">提交</button>
        </form>
      );
    }
    render(<ControlledForm />);
    const input = screen.getByRole("textbox", { name: "姓名" }) as HTMLInputElement;
    expect(input.value).toBe("李四");
    await user.type(input, "四");
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: "李四四", mobile: "" });
  });
});

describe("TextField props", () => {
  it("controlled takes a value handler, uncontrolled the input's event handler (a mix does not compile)", () => {
    const onValue = vi.fn<(value: string) => void>();
    render(
      <>
        <TextField label="甲" value="" onChange={onValue} />
        {/* @ts-expect-error without `value` the field is uncontrolled: onChange gets the event, not a string */}
        <TextField label="乙" onChange={(value: string) => onValue(value)} />
        {/* @ts-expect-error a controlled field needs its onChange */}
        <TextField label="丙" value="" readOnly />
      </>,
    );
    expect(screen.getAllByRole("textbox")).toHaveLength(3);
  });
});
