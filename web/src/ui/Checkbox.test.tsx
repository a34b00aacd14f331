import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./Checkbox";
import { useUncontrolledForm } from "./uncontrolled-form.test-helper";

function Agreement({ onValid }: { onValid: (values: { agree: string | boolean }) => void }) {
  const form = useUncontrolledForm(["agree"], (values) => (values.agree === true ? {} : { agree: "请先阅读并同意协议" }));
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <Checkbox {...form.register("agree")} error={form.errors.agree}>
        我已阅读并同意<a href="#agreement">《用户服务协议》</a>
        <a href="#privacy">《隐私政策》</a>
      </Checkbox>
      <button type="submit">注册</button>
    </form>
  );
}

describe("Checkbox", () => {
  it("is a real checkbox named by its label, links included, and never ticked by default", () => {
    render(<Agreement onValid={() => undefined} />);
    const box = screen.getByRole("checkbox", { name: "我已阅读并同意《用户服务协议》《隐私政策》" }) as HTMLInputElement;
    expect(box.type).toBe("checkbox");
    expect(box.checked).toBe(false);
    expect(screen.getByRole("link", { name: "《用户服务协议》" }).getAttribute("href")).toBe("#agreement");
  });

  it("a tap on a link opens the link and leaves the box alone; a tap on the box or the text ticks it", async () => {
    const user = userEvent.setup();
    render(<Agreement onValid={() => undefined} />);
    const box = screen.getByRole("checkbox") as HTMLInputElement;
    // fireEvent, not user-event: user-event clicks a label's control for any click inside the label, links
    // included; the browser (and jsdom) follow the HTML rule that a click on a link inside a label is the
    // link's alone.
    fireEvent.click(screen.getByRole("link", { name: "《隐私政策》" }));
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(box.checked).toBe(true);
    await user.click(screen.getByText("我已阅读并同意", { exact: false }));
    expect(box.checked).toBe(false);
  });

  it("with a registration spread on it: required until ticked, the error is announced and describes the box", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Agreement onValid={onValid} />);
    await user.click(screen.getByRole("button", { name: "注册" }));
    const box = screen.getByRole("checkbox");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("请先阅读并同意协议");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe(alert.id);
    expect(document.activeElement).toBe(box);
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "注册" }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ agree: true });
  });
});
