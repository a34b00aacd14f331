/**
 * The form glue on a small form of domain's `RESET_PASSWORD_FORM_SHAPE` (compiled from `ResetPasswordFormSchema`): domain's texts, every message at once,
 * focus on the first invalid field, one submit at a time, the language of the messages, and the draft that
 * keeps what was typed but never a declared password.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { RESET_PASSWORD_FORM_SHAPE, type FormShape } from "@micromall/domain";
import type { ResetPasswordForm } from "@micromall/domain/schemas";
import { setLocale } from "../i18n";
import { describedText, storageText } from "../features/test-support/dom";
import { resetBrowserState } from "../features/test-support/reset";
import { hasFormDraft, useFormDraft } from "./use-form-draft";
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

    expect(describedText(screen.getByLabelText("mobile"))).toBe("请填写mobile");
    expect(describedText(screen.getByLabelText("code"))).toBe("请填写code");
    expect(describedText(screen.getByLabelText("password"))).toBe("密码须为8-20位，且同时包含字母和数字");
    expect(describedText(screen.getByLabelText("confirm"))).toBe("两次输入的密码不一致");
    expect(document.activeElement).toBe(screen.getByLabelText("mobile"));
    expect(calls).toEqual([]);
  });

  it("checks a field the customer edited when they leave it, naming its fault; a field only passed through says nothing", async () => {
    const user = userEvent.setup();
    render(<TestForm onValid={() => undefined} />);
    // passing through an empty field (focus, then leave) checks nothing
    await user.click(screen.getByLabelText("mobile"));
    await user.tab();
    expect(screen.getByLabelText("mobile").getAttribute("aria-invalid")).toBeNull();
    // a wrong value is named as the customer leaves the field, before any submit
    await user.type(screen.getByLabelText("mobile"), "123");
    expect(screen.getByLabelText("mobile").getAttribute("aria-invalid")).toBeNull();
    await user.tab();
    expect(describedText(screen.getByLabelText("mobile"))).toBe("请输入正确的手机号码");
    expect(screen.getByLabelText("code").getAttribute("aria-invalid")).toBeNull();
    // a rule over two fields is checked at the field the customer left
    await user.type(screen.getByLabelText("password"), "Abc12345");
    await user.type(screen.getByLabelText("confirm"), "Abc12346");
    await user.tab();
    expect(describedText(screen.getByLabelText("confirm"))).toBe("两次输入的密码不一致");
    // put right and left again: the message goes
    await user.clear(screen.getByLabelText("mobile"));
    await user.type(screen.getByLabelText("mobile"), "13912345678");
    await user.tab();
    expect(screen.getByLabelText("mobile").getAttribute("aria-invalid")).toBeNull();
    expect(describedText(screen.getByLabelText("confirm"))).toBe("两次输入的密码不一致");
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

  it("keeps no draft of what the screen filled in until the customer changes something (customer rehearsal 3: a draft banner after merely opening a form)", async () => {
    const user = userEvent.setup();
    function Prefilled() {
      const form = useSchemaForm<typeof DEFAULTS, ResetPasswordForm>(RESET_PASSWORD_FORM_SHAPE, DEFAULTS);
      const { setValue } = form;
      useFormDraft(form, { formId: "test", passwords: ["password", "confirm"] });
      useEffect(() => setValue("mobile", "13800000000", { prefill: true }), [setValue]);
      return (
        <label>
          code
          <input {...form.field("code")} />
        </label>
      );
    }
    const first = render(<Prefilled />);
    await act(async () => undefined);
    expect(hasFormDraft("test")).toBe(false);
    first.unmount();

    render(<Prefilled />);
    await user.type(screen.getByLabelText("code"), "12");
    expect(hasFormDraft("test")).toBe(true);
    // once the customer has changed something, the draft holds the whole form, what the screen filled in too
    expect(storageText(sessionStorage)).toContain("13800000000");
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

/** A shape with each kind of input the mall's forms use: a text, a select, a radio group and a checkbox. */
const KINDS_SHAPE: FormShape = {
  fields: [
    { key: "name", kind: "text", rules: [{ id: "required" }] },
    { key: "color", kind: "choice", values: ["red", "blue"] },
    { key: "size", kind: "choice", values: ["s", "m"] },
    { key: "agree", kind: "boolean", rules: [{ id: "accepted", key: "schema.agreement" }] },
  ],
  rules: [],
  formats: {},
  structRules: {},
};
const KINDS_DEFAULTS = { name: "", color: "", size: "s", agree: false };
type Kinds = typeof KINDS_DEFAULTS;

/** Every method a screen calls, each behind a button; `watch()` printed; the name field may be hidden. */
function KindsForm({ onValid, onChange = () => undefined }: { onValid: (values: Kinds) => Promise<void> | void; onChange?: (name: string | undefined, values: Kinds) => void }) {
  const form = useSchemaForm<Kinds, Kinds>(KINDS_SHAPE, KINDS_DEFAULTS);
  const [shown, setShown] = useState(true);
  const [checked, setChecked] = useState<string>("");
  const { subscribe } = form;
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ name, values }) => onChange(name, values) }), [subscribe, onChange]);
  const watched = form.watch();
  const error = (name: keyof Kinds) => {
    const message = form.errorOf(name);
    return message === undefined ? {} : { "aria-invalid": true, "aria-describedby": `${name}-error` };
  };
  const message = (name: keyof Kinds) => {
    const text = form.errorOf(name);
    return text === undefined ? null : <span id={`${name}-error`}>{text}</span>;
  };
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      {shown ? (
        <label>
          name
          <input {...form.field("name")} {...error("name")} />
        </label>
      ) : null}
      {message("name")}
      <label>
        color
        <select {...form.field("color")} {...error("color")}>
          <option value="">choose</option>
          <option value="red">red</option>
          <option value="blue">blue</option>
        </select>
      </label>
      {message("color")}
      <fieldset>
        <legend>size</legend>
        <label>
          <input type="radio" value="s" {...form.field("size")} />s
        </label>
        <label>
          <input type="radio" value="m" {...form.field("size")} />m
        </label>
      </fieldset>
      <label>
        <input type="checkbox" {...form.field("agree")} {...error("agree")} />
        agree
      </label>
      {message("agree")}
      <output aria-label="watched">{JSON.stringify(watched)}</output>
      <output aria-label="checked">{checked}</output>
      <button type="button" onClick={() => setShown(!shown)}>toggle name</button>
      <button
        type="button"
        onClick={() => {
          form.setValue("name", "Ann");
          form.setValue("color", "red");
          form.setValue("size", "m");
          form.setValue("agree", true);
        }}
      >
        fill
      </button>
      <button type="button" onClick={() => form.reset({ name: "Bo", color: "blue", size: "m", agree: true })}>reset to Bo</button>
      <button type="button" onClick={() => form.reset()}>reset</button>
      <button type="button" onClick={() => form.resetField("name")}>reset name</button>
      <button type="button" onClick={() => form.setError("color", { message: "taken" }, { shouldFocus: true })}>set error</button>
      <button type="button" onClick={() => form.clearErrors()}>clear errors</button>
      <button type="button" onClick={() => form.clearErrors("name")}>clear name error</button>
      <button type="button" onClick={() => void form.trigger("name", { shouldFocus: true }).then((ok) => setChecked(String(ok)))}>check name</button>
      <button type="button" onClick={() => setChecked(`${form.getValues("name")}|${JSON.stringify(form.getValues())}`)}>read</button>
      <button type="submit" disabled={form.pending}>
        submit
      </button>
    </form>
  );
}

const watched = (): Kinds => JSON.parse(screen.getByLabelText("watched").textContent ?? "") as Kinds;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const click = (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(screen.getByRole("button", { name }));

describe("the form engine", () => {
  it("reads a text, a select, a radio group and a checkbox as the Schema's values", async () => {
    const user = userEvent.setup();
    const calls: Kinds[] = [];
    render(<KindsForm onValid={(values) => void calls.push(values)} />);
    expect((screen.getByRole("radio", { name: "s" }) as HTMLInputElement).checked).toBe(true);
    expect(input("color").value).toBe("");
    expect(input("agree").checked).toBe(false);
    await user.type(input("name"), "Cy");
    await user.selectOptions(input("color"), "blue");
    await user.click(screen.getByRole("radio", { name: "m" }));
    await user.click(input("agree"));
    await click(user, "submit");
    expect(calls).toEqual([{ name: "Cy", color: "blue", size: "m", agree: true }]);
  });

  it("checks nothing while typing; a submit shows every message and focuses the first invalid field in page order", async () => {
    const user = userEvent.setup();
    const calls: Kinds[] = [];
    render(<KindsForm onValid={(values) => void calls.push(values)} />);
    await user.type(input("name"), "x");
    await user.clear(input("name"));
    expect(input("name").getAttribute("aria-invalid")).toBeNull();
    await click(user, "submit");
    expect(input("name").getAttribute("aria-invalid")).toBe("true");
    expect(input("color").getAttribute("aria-invalid")).toBe("true");
    expect(input("agree").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("name"));
    expect(calls).toEqual([]);
    // editing one field clears its message only; unticking and ticking the box clears its message
    await user.click(input("agree"));
    expect(input("agree").getAttribute("aria-invalid")).toBeNull();
    expect(input("color").getAttribute("aria-invalid")).toBe("true");
    await user.selectOptions(input("color"), "red");
    expect(input("color").getAttribute("aria-invalid")).toBeNull();
    await click(user, "submit");
    expect(document.activeElement).toBe(input("name"));
  });

  it("setValue writes the inputs and re-renders what watches them; typing re-renders too", async () => {
    const user = userEvent.setup();
    render(<KindsForm onValid={() => undefined} />);
    expect(watched()).toEqual(KINDS_DEFAULTS);
    await user.type(input("name"), "Di");
    expect(watched().name).toBe("Di");
    await click(user, "fill");
    expect(input("name").value).toBe("Ann");
    expect(input("color").value).toBe("red");
    expect((screen.getByRole("radio", { name: "m" }) as HTMLInputElement).checked).toBe(true);
    expect(input("agree").checked).toBe(true);
    expect(watched()).toEqual({ name: "Ann", color: "red", size: "m", agree: true });
    await click(user, "read");
    expect(screen.getByLabelText("checked").textContent).toBe(`Ann|${JSON.stringify({ name: "Ann", color: "red", size: "m", agree: true })}`);
  });

  it("keeps the value of a field that unmounts and puts it back when it mounts again", async () => {
    const user = userEvent.setup();
    const calls: Kinds[] = [];
    render(<KindsForm onValid={(values) => void calls.push(values)} />);
    await user.type(input("name"), "Ed");
    await click(user, "toggle name");
    expect(screen.queryByLabelText("name")).toBeNull();
    await click(user, "toggle name");
    expect(input("name").value).toBe("Ed");
    await click(user, "fill");
    await click(user, "submit");
    expect(calls).toEqual([{ name: "Ann", color: "red", size: "m", agree: true }]);
  });

  it("reset puts new values (or the defaults) into the inputs and clears every message; resetField one field", async () => {
    const user = userEvent.setup();
    render(<KindsForm onValid={() => undefined} />);
    await user.type(input("name"), "Fay");
    await click(user, "submit");
    expect(input("color").getAttribute("aria-invalid")).toBe("true");
    await click(user, "reset to Bo");
    expect(input("name").value).toBe("Bo");
    expect(input("color").value).toBe("blue");
    expect((screen.getByRole("radio", { name: "m" }) as HTMLInputElement).checked).toBe(true);
    expect(input("agree").checked).toBe(true);
    expect(input("color").getAttribute("aria-invalid")).toBeNull();
    expect(watched()).toEqual({ name: "Bo", color: "blue", size: "m", agree: true });
    await user.type(input("name"), "b");
    await click(user, "reset name");
    expect(input("name").value).toBe("Bo");
  });

  it("reset without values goes back to the defaults", async () => {
    const user = userEvent.setup();
    render(<KindsForm onValid={() => undefined} />);
    await user.type(input("name"), "Gus");
    await user.click(input("agree"));
    await click(user, "reset");
    expect(input("name").value).toBe("");
    expect(input("agree").checked).toBe(false);
    expect(watched()).toEqual(KINDS_DEFAULTS);
  });

  it("setError shows a screen's message (focused when asked); editing or clearErrors removes it", async () => {
    const user = userEvent.setup();
    render(<KindsForm onValid={() => undefined} />);
    await click(user, "set error");
    expect(describedText(input("color"))).toBe("taken");
    expect(document.activeElement).toBe(input("color"));
    await user.selectOptions(input("color"), "red");
    expect(input("color").getAttribute("aria-invalid")).toBeNull();
    await click(user, "set error");
    await click(user, "submit");
    await click(user, "clear name error");
    expect(input("name").getAttribute("aria-invalid")).toBeNull();
    expect(input("agree").getAttribute("aria-invalid")).toBe("true");
    await click(user, "clear errors");
    expect(input("agree").getAttribute("aria-invalid")).toBeNull();
  });

  it("trigger(name) checks one field with the Schema: its message only, focused; true once it is valid", async () => {
    const user = userEvent.setup();
    render(<KindsForm onValid={() => undefined} />);
    await click(user, "check name");
    expect(screen.getByLabelText("checked").textContent).toBe("false");
    expect(describedText(input("name"))).toBe("请填写name");
    expect(input("color").getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(input("name"));
    await user.type(input("name"), "Hal");
    await click(user, "check name");
    expect(screen.getByLabelText("checked").textContent).toBe("true");
    expect(input("name").getAttribute("aria-invalid")).toBeNull();
  });

  it("tells a subscriber each change with the field's name and every value", async () => {
    const user = userEvent.setup();
    const changes: [string | undefined, Kinds][] = [];
    // told at least once per change (the same change twice in a row counts once)
    const onChange = (name: string | undefined, values: Kinds) => {
      const last = changes.at(-1);
      if (last === undefined || last[0] !== name || JSON.stringify(last[1]) !== JSON.stringify(values)) changes.push([name, { ...values }]);
    };
    render(<KindsForm onValid={() => undefined} onChange={onChange} />);
    await user.type(input("name"), "I");
    await user.selectOptions(input("color"), "blue");
    expect(changes).toEqual([
      ["name", { ...KINDS_DEFAULTS, name: "I" }],
      ["color", { ...KINDS_DEFAULTS, name: "I", color: "blue" }],
    ]);
    await click(user, "fill");
    expect(changes.slice(2).map(([name]) => name)).toEqual(["name", "color", "size", "agree"]);
    expect(changes.at(-1)?.[1]).toEqual({ name: "Ann", color: "red", size: "m", agree: true });
  });
});
