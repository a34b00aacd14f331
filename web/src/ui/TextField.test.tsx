import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Controller, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./TextField";

interface Values {
  readonly name: string;
  readonly mobile: string;
}

/** A form driven by react-hook-form's `register`: the mobile must be 11 digits. */
function RegisteredForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: "", mobile: "" } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="姓名" {...form.register("name", { required: "请输入姓名" })} error={form.formState.errors.name?.message} />
      <TextField
        label="手机号"
        type="tel"
        {...form.register("mobile", { pattern: { value: /^\d{11}$/, message: "请输入正确的手机号码" } })}
        error={form.formState.errors.mobile?.message}
      />
      <button type="submit">提交</button>
    </form>
  );
}

describe("TextField with react-hook-form", () => {
  it("register: the typed values reach the form", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<RegisteredForm onValid={onValid} />);
    await user.type(screen.getByRole("textbox", { name: "姓名" }), "张三");
    await user.type(screen.getByRole("textbox", { name: "手机号" }), "13800138000");
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: "张三", mobile: "13800138000" });
  });

  it("register: errors show on their fields and the first invalid field gets focus through the forwarded ref", async () => {
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

  it("Controller: the field's value and onChange drive it as a controlled input", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function ControlledForm() {
      const form = useForm<Values>({ defaultValues: { name: "李四", mobile: "" } });
      return (
        <form noValidate onSubmit={form.handleSubmit(onValid)}>
          <Controller control={form.control} name="name" render={({ field }) => <TextField label="姓名" {...field} />} />
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
