import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { applyElderClass, ELDER_CLASS, ELDER_MODE_KEY, resetElderModeCache, setElderMode, useElderMode } from "./elder-mode";

function Switch() {
  const [elder, setElder] = useElderMode();
  return (
    <button type="button" aria-pressed={elder} onClick={() => setElder(!elder)}>
      长辈版
    </button>
  );
}

afterEach(() => {
  document.documentElement.classList.remove(ELDER_CLASS);
  resetElderModeCache();
});

describe("useElderMode", () => {
  it("is off by default", () => {
    render(<Switch />);
    expect(screen.getByRole("button", { name: "长辈版" }).getAttribute("aria-pressed")).toBe("false");
    expect(document.documentElement.classList.contains(ELDER_CLASS)).toBe(false);
  });

  it("turns on: class on <html>, persisted in localStorage micromall.elder", async () => {
    const user = userEvent.setup();
    render(<Switch />);
    await user.click(screen.getByRole("button", { name: "长辈版" }));
    expect(screen.getByRole("button", { name: "长辈版" }).getAttribute("aria-pressed")).toBe("true");
    expect(document.documentElement.classList.contains("elder")).toBe(true);
    expect(localStorage.getItem("micromall.elder")).toBe("1");
    await user.click(screen.getByRole("button", { name: "长辈版" }));
    expect(document.documentElement.classList.contains("elder")).toBe(false);
    expect(localStorage.getItem(ELDER_MODE_KEY)).toBe("0");
  });

  it("restores the stored choice on the next visit", () => {
    localStorage.setItem(ELDER_MODE_KEY, "1");
    resetElderModeCache();
    applyElderClass();
    render(<Switch />);
    expect(screen.getByRole("button", { name: "长辈版" }).getAttribute("aria-pressed")).toBe("true");
    expect(document.documentElement.classList.contains(ELDER_CLASS)).toBe(true);
  });

  it("updates every subscriber when changed elsewhere", () => {
    render(<Switch />);
    act(() => setElderMode(true));
    expect(screen.getByRole("button", { name: "长辈版" }).getAttribute("aria-pressed")).toBe("true");
  });
});
