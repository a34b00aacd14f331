import { act, render, screen, waitFor } from "@testing-library/react";
import { birthdayRange, DEFAULT_BIRTHDAY } from "@micromall/domain";
import { useRef, useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DatePicker } from "./DatePicker";
import { restoreTimers, useFakeTimersWithUser } from "./fake-timers.test-helper";

/** 2026-05-20 10:00 in China. */
const NOW = new Date("2026-05-20T02:00:00Z");

function Harness(props: { min?: string; max?: string; initial?: string; defaultValue?: string }) {
  const [value, setValue] = useState(props.initial ?? "");
  return (
    <>
      <DatePicker
        label="出生日期"
        value={value}
        onChange={setValue}
        now={NOW}
        {...(props.min === undefined ? {} : { min: props.min })}
        {...(props.max === undefined ? {} : { max: props.max })}
        {...(props.defaultValue === undefined ? {} : { defaultValue: props.defaultValue })}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

let user: ReturnType<typeof useFakeTimersWithUser>;
beforeEach(() => {
  user = useFakeTimersWithUser();
});
afterEach(() => {
  restoreTimers();
});

const valueOf = () => screen.getByTestId("value").textContent;

describe("DatePicker typed input", () => {
  it("is a labelled text field that accepts YYYY-MM-DD", async () => {
    render(<Harness min="1926-05-20" max="2026-05-20" />);
    const input = screen.getByLabelText("出生日期");
    await user.type(input, "1990-06-15");
    expect(valueOf()).toBe("1990-06-15");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("says 输入的数据不合法! for an impossible date", async () => {
    render(<Harness />);
    const input = screen.getByLabelText("出生日期");
    await user.type(input, "2023-13-45");
    expect(screen.getByRole("alert").textContent).toBe("输入的数据不合法!");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
    expect(valueOf()).toBe("");
  });

  it("says so for text that is not a date, once the customer leaves the field", async () => {
    render(<Harness />);
    const input = screen.getByLabelText("出生日期");
    await user.type(input, "abc");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.tab();
    expect(screen.getByRole("alert").textContent).toBe("输入的数据不合法!");
  });

  it("refuses a real date outside min–max, naming the bound it passes (birthday: 100 years back to today)", async () => {
    render(<Harness min="1926-05-20" max="2026-05-20" />);
    await user.type(screen.getByLabelText("出生日期"), "2026-05-21");
    expect(screen.getByRole("alert").textContent).toBe("日期不能晚于2026-05-20");
    expect(screen.getByText(hintText("可选范围：1926-05-20 至 2026-05-20"))).toBeTruthy();
  });

  it("takes domain's birthdayRange() directly", async () => {
    const range = birthdayRange(NOW);
    render(<Harness min={range.min} max={range.max} />);
    expect(screen.getByText(hintText(`可选范围：${range.min} 至 ${range.max}`))).toBeTruthy();
    await user.type(screen.getByLabelText("出生日期"), "1900-01-01");
    expect(screen.getByRole("alert").textContent).toBe(`日期不能早于${range.min}`);
  });

  it("clears the message when corrected", async () => {
    render(<Harness />);
    const input = screen.getByLabelText("出生日期");
    await user.type(input, "2023-13-45");
    await user.clear(input);
    await user.type(input, "2023-12-25");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(valueOf()).toBe("2023-12-25");
  });
});

describe("DatePicker sheet", () => {
  // the sheet is its own chunk (loaded when first opened); loading it once here keeps each test's wait short
  beforeAll(async () => {
    await import("./DateSheet");
  });

  it("opens year/month/day columns at the default value and confirms the choice", async () => {
    render(<Harness min="1926-05-20" max="2026-05-20" defaultValue={DEFAULT_BIRTHDAY} />);
    await user.click(screen.getByRole("button", { name: "选择出生日期" }));
    // the sheet loads when it is first opened
    const sheet = await screen.findByRole("dialog", { name: "出生日期" });
    expect(sheet).toBeTruthy();
    const year = screen.getByRole("listbox", { name: "年" });
    const month = screen.getByRole("listbox", { name: "月" });
    const day = screen.getByRole("listbox", { name: "日" });
    const selected = (box: HTMLElement) => box.querySelector('[aria-selected="true"]')?.textContent;
    expect([selected(year), selected(month), selected(day)]).toEqual(["2000年", "1月", "1日"]);
    month.focus();
    await user.keyboard("{ArrowDown}");
    day.focus();
    await user.keyboard("{End}");
    expect(selected(day)).toBe("29日");
    await user.click(screen.getByRole("button", { name: "确定" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(valueOf()).toBe("2000-02-29");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers only dates inside the range", async () => {
    render(<Harness min="1926-05-20" max="2026-05-20" initial="2026-05-01" />);
    await user.click(screen.getByRole("button", { name: "选择出生日期" }));
    await screen.findByRole("dialog", { name: "出生日期" });
    const months = screen.getByRole("listbox", { name: "月" }).querySelectorAll('[role="option"]');
    const days = screen.getByRole("listbox", { name: "日" }).querySelectorAll('[role="option"]');
    expect(months).toHaveLength(5);
    expect(days).toHaveLength(20);
    const years = screen.getByRole("listbox", { name: "年" }).querySelectorAll('[role="option"]');
    expect(years[0]?.textContent).toBe("1926年");
    expect(years[years.length - 1]?.textContent).toBe("2026年");
  });

  it("cancel keeps the old value", async () => {
    render(<Harness initial="1990-06-15" />);
    await user.click(screen.getByRole("button", { name: "选择出生日期" }));
    await screen.findByRole("dialog", { name: "出生日期" });
    screen.getByRole("listbox", { name: "年" }).focus();
    await user.keyboard("{ArrowDown}");
    await user.click(screen.getByRole("button", { name: "取消" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(valueOf()).toBe("1990-06-15");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("DatePicker in a form", () => {
  /** A form keeping the date in its state; a submit without one shows its message and focuses the input through the ref. */
  function BirthdayForm({ onValid }: { onValid: (values: { birthday: string }) => void }) {
    const [birthday, setBirthday] = useState("");
    const [error, setError] = useState<string | undefined>(undefined);
    const input = useRef<HTMLInputElement>(null);
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (birthday !== "") return onValid({ birthday });
          setError("请选择出生日期");
          input.current?.focus();
        }}
      >
        <DatePicker
          label="出生日期"
          now={NOW}
          name="birthday"
          value={birthday}
          onChange={(next) => {
            setBirthday(next);
            setError(undefined);
          }}
          ref={input}
          error={error}
        />
        <button type="submit">提交</button>
      </form>
    );
  }

  it("a form's value, error and ref drive it: the form's error shows, focus goes to the input, a typed date reaches the form", async () => {
    const onValid = vi.fn();
    render(<BirthdayForm onValid={onValid} />);
    await user.click(screen.getByRole("button", { name: "提交" }));
    const input = screen.getByLabelText("出生日期");
    expect((await screen.findByRole("alert")).textContent).toBe("请选择出生日期");
    expect(document.activeElement).toBe(input);
    await user.type(input, "1990-06-15");
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ birthday: "1990-06-15" });
  });
});

/** Finds the hint paragraph by its whole text (each date in it is its own unbreakable span). */
function hintText(text: string) {
  return (_: string, element: Element | null) => element?.tagName === "P" && element.textContent === text;
}
