import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./Field";

describe("Field", () => {
  it("labels its control and describes it by the hint", () => {
    render(<Field label="车牌号" hint="例如 粤B12345">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole("textbox", { name: "车牌号" });
    const hint = screen.getByText("例如 粤B12345");
    expect(input.getAttribute("aria-describedby")).toBe(hint.id);
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("announces an error, marks the control invalid and describes it by hint then error", () => {
    render(
      <Field label="车牌号" hint="例如 粤B12345" error="请输入正确的车牌号">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "车牌号" });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("请输入正确的车牌号");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(`${screen.getByText("例如 粤B12345").id} ${alert.id}`);
  });

  it("shows a required mark that screen readers skip, and says required with aria-required", () => {
    render(
      <Field label="姓名" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "姓名" });
    expect(input.getAttribute("aria-required")).toBe("true");
    // the mark is the label's generated content: the label's text, the control's name, stays "姓名"
    const label = document.querySelector(`label[for="${input.id}"]`);
    expect(label?.getAttribute("data-required")).toBe("true");
    expect(label?.textContent).toBe("姓名");
  });

  it("generates distinct ids, or uses the one given", () => {
    render(
      <>
        <Field label="甲">{(control) => <input {...control} />}</Field>
        <Field label="乙">{(control) => <input {...control} />}</Field>
        <Field label="丙" id="given">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    const [a, b] = [screen.getByLabelText("甲"), screen.getByLabelText("乙")];
    expect(a.id).not.toBe("");
    expect(a.id).not.toBe(b.id);
    expect(screen.getByLabelText("丙").id).toBe("given");
  });

  it("keeps a suffix control in the row, with its own name", () => {
    render(
      <Field label="验证码" suffix={<button type="button">获取验证码</button>}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "验证码" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeTruthy();
  });

  it("keeps a label's final bracketed unit with the word before it, and the label still names the control (customer report 3 H12)", () => {
    render(
      <>
        <Field label="出险时间（时）">{(control) => <input {...control} />}</Field>
        <Field label="Time of the accident (hour)">{(control) => <input {...control} />}</Field>
        <Field label="车牌号">{(control) => <input {...control} />}</Field>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "出险时间（时）" })).toBeTruthy();
    expect(screen.getByText("间（时）").tagName).toBe("SPAN");
    expect(screen.getByText("accident (hour)").tagName).toBe("SPAN");
    expect(screen.getByText("车牌号").querySelector("span")).toBeNull();
  });
});
