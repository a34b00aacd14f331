import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act } from "@testing-library/react";
import { setElderMode } from "./elder-mode";
import { Picker, PICKER_ELDER_ITEM_HEIGHT, PICKER_ITEM_HEIGHT, PICKER_VISIBLE_COUNT, type PickerOption } from "./Picker";

const MONTHS: PickerOption[] = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}月` }));

function Harness({ options = MONTHS, initial = "1" }: { options?: PickerOption[]; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Picker label="月" options={options} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

function selectedLabel(): string | null {
  return screen.getAllByRole("option").find((o) => o.getAttribute("aria-selected") === "true")?.textContent ?? null;
}

describe("Picker", () => {
  it("is a labelled listbox showing 5 rows of 36 px", () => {
    render(<Harness />);
    const listbox = screen.getByRole("listbox", { name: "月" });
    expect(PICKER_ITEM_HEIGHT).toBe(36);
    expect(PICKER_VISIBLE_COUNT).toBe(5);
    expect(listbox.style.height).toBe("180px");
    expect(listbox.style.touchAction).toBe("none");
    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(12);
    for (const option of options) expect(option.style.height).toBe("36px");
  });

  it("puts the selected option in the middle row", () => {
    render(<Harness initial="4" />);
    const track = screen.getByRole("listbox").firstElementChild as HTMLElement;
    // Middle row is the 3rd of 5: index 3 sits there when the track moves up by (3 - 2) × 36 px.
    expect(track.style.transform).toBe("translate3d(0, -36px, 0)");
    expect(selectedLabel()).toBe("4月");
  });

  it("moves with the arrow keys, Home/End and Page keys, staying in bounds", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole("listbox", { name: "月" }).focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(selectedLabel()).toBe("3月");
    await user.keyboard("{ArrowUp}");
    expect(selectedLabel()).toBe("2月");
    await user.keyboard("{End}");
    expect(selectedLabel()).toBe("12月");
    await user.keyboard("{ArrowDown}");
    expect(selectedLabel()).toBe("12月");
    await user.keyboard("{PageUp}");
    expect(selectedLabel()).toBe("7月");
    await user.keyboard("{Home}{ArrowUp}");
    expect(selectedLabel()).toBe("1月");
  });

  it("points aria-activedescendant at the selected option", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const listbox = screen.getByRole("listbox");
    listbox.focus();
    await user.keyboard("{ArrowDown}");
    const active = document.getElementById(listbox.getAttribute("aria-activedescendant") ?? "");
    expect(active?.textContent).toBe("2月");
  });

  it("selects a tapped option", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("option", { name: "3月" }));
    expect(selectedLabel()).toBe("3月");
    expect(document.querySelector("output")?.textContent).toBe("3");
  });

  it("skips disabled options", async () => {
    const user = userEvent.setup();
    const options = MONTHS.map((o) => (o.value === "2" ? { ...o, disabled: true } : o));
    render(<Harness options={options} />);
    screen.getByRole("listbox").focus();
    await user.keyboard("{ArrowDown}");
    expect(selectedLabel()).toBe("3月");
  });

  it("snaps to the nearest row after a drag", () => {
    render(<Harness />);
    const listbox = screen.getByRole("listbox");
    fireEvent.pointerDown(listbox, { pointerId: 1, clientY: 200 });
    fireEvent.pointerMove(listbox, { pointerId: 1, clientY: 150 });
    fireEvent.pointerMove(listbox, { pointerId: 1, clientY: 100 });
    fireEvent.pointerUp(listbox, { pointerId: 1, clientY: 100 });
    // 100 px up ≈ 2.8 rows → 3 rows down the list.
    expect(selectedLabel()).toBe("4月");
  });
});

describe("Picker in elder mode (issue 20 item 3: targets ≥ 60 px)", () => {
  afterEach(() => act(() => setElderMode(false)));
  const elder = () => act(() => setElderMode(true));

  it("shows 5 rows of 60 px", () => {
    elder();
    render(<Harness />);
    expect(PICKER_ELDER_ITEM_HEIGHT).toBeGreaterThanOrEqual(60);
    const listbox = screen.getByRole("listbox", { name: "月" });
    expect(listbox.style.height).toBe(`${PICKER_ELDER_ITEM_HEIGHT * PICKER_VISIBLE_COUNT}px`);
    for (const option of screen.getAllByRole("option")) expect(option.style.height).toBe(`${PICKER_ELDER_ITEM_HEIGHT}px`);
    const indicator = listbox.querySelector(".mm-picker__indicator") as HTMLElement;
    expect(indicator.style.top).toBe(`${2 * PICKER_ELDER_ITEM_HEIGHT}px`);
    expect(indicator.style.height).toBe(`${PICKER_ELDER_ITEM_HEIGHT}px`);
  });

  it("puts the selected option in the middle row by the elder row height", () => {
    elder();
    render(<Harness initial="4" />);
    const track = screen.getByRole("listbox").firstElementChild as HTMLElement;
    expect(track.style.transform).toBe(`translate3d(0, -${PICKER_ELDER_ITEM_HEIGHT}px, 0)`);
    expect(selectedLabel()).toBe("4月");
  });

  it("snaps a drag to rows of the elder height", () => {
    elder();
    render(<Harness />);
    const listbox = screen.getByRole("listbox");
    fireEvent.pointerDown(listbox, { pointerId: 1, clientY: 300 });
    fireEvent.pointerMove(listbox, { pointerId: 1, clientY: 250 });
    fireEvent.pointerUp(listbox, { pointerId: 1, clientY: 300 - 2 * PICKER_ELDER_ITEM_HEIGHT - 10 });
    // two elder rows and a bit up → 2 rows down the list (36 px rows would have made it 4)
    expect(selectedLabel()).toBe("3月");
  });

  it("switches back to 36 px rows when elder mode is turned off", () => {
    elder();
    render(<Harness />);
    act(() => setElderMode(false));
    for (const option of screen.getAllByRole("option")) expect(option.style.height).toBe(`${PICKER_ITEM_HEIGHT}px`);
  });
});
