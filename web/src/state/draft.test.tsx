import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "@testing-library/react";
import { DRAFT_PREFIX, readDraft, useDraft } from "./draft";
import { initialSession, useAppStore } from "./store";

function ContactForm() {
  const [values, setField, clear] = useDraft("contact", { name: "", mobile: "" });
  return (
    <form>
      <label>
        name
        <input value={values.name} onChange={(event) => setField("name", event.target.value)} />
      </label>
      <label>
        mobile
        <input value={values.mobile} onChange={(event) => setField("mobile", event.target.value)} />
      </label>
      <button type="button" onClick={clear}>
        clear
      </button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  useAppStore.setState(initialSession());
});

const USER = { mallId: "M1001", mobile: "13800138000", userName: "张三", loginType: "2", identityAuthed: false } as const;

describe("useDraft", () => {
  it("gives a half-filled form back after a reload", async () => {
    const user = userEvent.setup();
    const first = render(<ContactForm />);
    await user.type(screen.getByLabelText("name"), "王小明");
    await user.type(screen.getByLabelText("mobile"), "1380013");
    first.unmount();

    render(<ContactForm />);
    expect(screen.getByLabelText("name")).toHaveProperty("value", "王小明");
    expect(screen.getByLabelText("mobile")).toHaveProperty("value", "1380013");
  });

  it("clear() empties the form and the stored draft", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText("name"), "李");
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(screen.getByLabelText("name")).toHaveProperty("value", "");
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}guest:contact`)).toBeNull();
  });

  it("reads only known string fields from a stored draft", () => {
    sessionStorage.setItem(`${DRAFT_PREFIX}guest:f`, JSON.stringify({ a: "x", b: 7, extra: "no" }));
    expect(readDraft("f", { a: "", b: "" })).toEqual({ a: "x", b: "" });
    sessionStorage.setItem(`${DRAFT_PREFIX}guest:g`, "{not json");
    expect(readDraft("g", { a: "1" })).toEqual({ a: "1" });
  });

  it("belongs to the account that typed it: another account on the tab starts empty", async () => {
    const user = userEvent.setup();
    act(() => void useAppStore.getState().loginSucceeded(USER));
    const first = render(<ContactForm />);
    await user.type(screen.getByLabelText("mobile"), "13900139000");
    first.unmount();

    act(() => useAppStore.setState({ mallId: "M2002" }));
    const other = render(<ContactForm />);
    expect(screen.getByLabelText("mobile")).toHaveProperty("value", "");
    other.unmount();

    act(() => useAppStore.setState({ mallId: "M1001" }));
    render(<ContactForm />);
    expect(screen.getByLabelText("mobile")).toHaveProperty("value", "13900139000");
  });

  it("is gone after a logout: the next login on the tab never sees it", async () => {
    const user = userEvent.setup();
    act(() => void useAppStore.getState().loginSucceeded(USER));
    const first = render(<ContactForm />);
    await user.type(screen.getByLabelText("name"), "王小明");
    first.unmount();

    act(() => useAppStore.getState().logout());
    act(() => void useAppStore.getState().loginSucceeded(USER));
    render(<ContactForm />);
    expect(screen.getByLabelText("name")).toHaveProperty("value", "");
  });
});
