/**
 * The form glue on a small form of domain's `RESET_PASSWORD_FORM_SHAPE` (compiled from `ResetPasswordFormSchema`): domain's texts, every message at once,
 * focus on the first invalid field, one submit at a time, the language of the messages, and the draft that
 * keeps what was typed but never a declared password.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RESET_PASSWORD_FORM_SHAPE } from "@micromall/domain";
import type { ResetPasswordForm } from "@micromall/domain/schemas";
import { setLocale } from "../i18n";
import { describedText, storageText } from "../features/test-support/dom";
import { resetBrowserState } from "../features/test-support/reset";
import { useFormDraft } from "./use-form-draft";
import { useSchemaForm } from "./use-schema-form";

beforeEach(resetBrowserState);

const DEFAULTS = { mobile: "", code: "", password: "", confirm: "" };

function TestForm({ onValid, draft = true }: { onValid: (values: ResetPasswordForm) => Promise<void> | void; draft?: boolean }) {
  const form = useSchemaForm<typeof DEFAULTS, ResetPasswordForm>(RESET_PASSWORD_FORM_SHAPE, DEFAULTS);
  return (
    <>
      {draft ? <Draft form={form} /> : null}
      <form noValidate onSubmit={form.submit(onValid)}>
        {(["mobile", "code", "password", "confirm"] as const).map((name) => {
          const error = form.errorOf(name);
          return (
            <p key={name}>
              <label>
                {name}
                <input
                  type={name === "password" || name === "confirm" ? "password" : "text"}
                  {...form.field(name)}
                  aria-invalid={error === undefined ? undefined : true}
                  aria-describedby={error === undefined ? undefined : `${name}-error`}
                />
              </label>
              {error === undefined ? null : <span id={`${name}-error`}>{error}</span>}
            </p>
          );
        })}
        <button type="submit" disabled={form.pending}>
          submit
        </button>
      </form>
    </>
  );
}

function Draft({ form }: { form: ReturnType<typeof useSchemaForm<typeof DEFAULTS, ResetPasswordForm>> }) {
  useFormDraft(form, { formId: "test", passwords: ["password", "confirm"] });
  return null;
}

describe("useSchemaForm", () => {
  it("shows every domain message at once and focuses the first invalid field, calling nothing", async () => {
    const user = userEvent.setup();
    const calls: ResetPasswordForm[] = [];
    render(<TestForm onValid={(values) => void calls.push(values)} />);
    await user.type(screen.getByLabelText("password"), "abcdefgh");
    await user.type(screen.getByLabelText("confirm"), "abcdefgx");
    await user.click(screen.getByRole("button", { name: "submit" }));

    expect(describedText(screen.getByLabelText("mobile"))).toBe("请填写此项");
    expect(describedText(screen.getByLabelText("code"))).toBe("请填写此项");
    expect(describedText(screen.getByLabelText("password"))).toBe("密码须为8-20位，且同时包含字母和数字");
    expect(describedText(screen.getByLabelText("confirm"))).toBe("两次输入的密码不一致");
    expect(document.activeElement).toBe(screen.getByLabelText("mobile"));
    expect(calls).toEqual([]);
  });

  it("speaks the customer's language", async () => {
    const user = userEvent.setup();
    act(() => setLocale("en"));
    render(<TestForm onValid={() => undefined} />);
    await user.type(screen.getByLabelText("mobile"), "123");
    await user.click(screen.getByRole("button", { name: "submit" }));
    expect(describedText(screen.getByLabelText("mobile"))).toBe("Enter a valid mobile number");
  });

  it("clears a field's message when the customer edits it", async () => {
    const user = userEvent.setup();
    render(<TestForm onValid={() => undefined} />);
    await user.click(screen.getByRole("button", { name: "submit" }));
    expect(screen.getByLabelText("mobile").getAttribute("aria-invalid")).toBe("true");
    await user.type(screen.getByLabelText("mobile"), "1");
    expect(screen.getByLabelText("mobile").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByLabelText("code").getAttribute("aria-invalid")).toBe("true");
  });

  it("runs one submit at a time: a second submit while the first is under way does nothing", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const calls: ResetPasswordForm[] = [];
    render(
      <TestForm
        onValid={(values) => {
          calls.push(values);
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        }}
      />,
    );
    await user.type(screen.getByLabelText("mobile"), "13912345678");
    await user.type(screen.getByLabelText("code"), "123456");
    await user.type(screen.getByLabelText("password"), "Abc12345");
    await user.type(screen.getByLabelText("confirm"), "Abc12345");
    const form = screen.getByRole("button", { name: "submit" }).closest("form");
    if (form === null) throw new Error("no form");
    // two submits in the same tick, before anything re-renders (a double tap)
    await act(async () => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(calls).toEqual([{ mobile: "13912345678", code: "123456", password: "Abc12345", confirm: "Abc12345" }]);
    expect((screen.getByRole("button", { name: "submit" }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    expect((screen.getByRole("button", { name: "submit" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("useFormDraft", () => {
  it("keeps what was typed across a remount, never a declared password", async () => {
    const user = userEvent.setup();
    const first = render(<TestForm onValid={() => undefined} />);
    await user.type(screen.getByLabelText("mobile"), "13912345678");
    await user.type(screen.getByLabelText("code"), "123");
    await user.type(screen.getByLabelText("password"), "Secret123");
    await user.type(screen.getByLabelText("confirm"), "Secret124");
    expect(storageText(sessionStorage)).toContain("13912345678");
    expect(storageText(sessionStorage)).not.toContain("Secret12");
    expect(storageText(localStorage)).not.toContain("Secret12");
    first.unmount();

    render(<TestForm onValid={() => undefined} />);
    expect((screen.getByLabelText("mobile") as HTMLInputElement).value).toBe("13912345678");
    expect((screen.getByLabelText("code") as HTMLInputElement).value).toBe("123");
    expect((screen.getByLabelText("password") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("confirm") as HTMLInputElement).value).toBe("");
  });

  it("restored values are what the form submits", async () => {
    const user = userEvent.setup();
    const first = render(<TestForm onValid={() => undefined} />);
    await user.type(screen.getByLabelText("mobile"), "13912345678");
    first.unmount();

    const calls: ResetPasswordForm[] = [];
    render(<TestForm onValid={(values) => void calls.push(values)} />);
    await user.type(screen.getByLabelText("code"), "123456");
    await user.type(screen.getByLabelText("password"), "Abc12345");
    await user.type(screen.getByLabelText("confirm"), "Abc12345");
    await user.click(screen.getByRole("button", { name: "submit" }));
    expect(calls.map((values) => values.mobile)).toEqual(["13912345678"]);
  });
});
