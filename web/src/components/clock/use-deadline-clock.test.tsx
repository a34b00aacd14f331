import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { useDeadlineClock } from "./use-deadline-clock";

const START = Date.parse("2026-11-23T04:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

/** Whole seconds left to the deadline, ticking at each whole second; a button starts a new 10 s deadline. */
const bySecond = (deadline: number, now: number) => (now >= deadline ? null : (deadline - now) % 1000 || 1000);

function Left({ initial }: { initial: number | null }) {
  const [deadline, setDeadline] = useState(initial);
  const now = useDeadlineClock(deadline, bySecond);
  return (
    <>
      <output>{deadline === null ? "idle" : Math.max(0, Math.ceil((deadline - now) / 1000))}</output>
      <button type="button" onClick={() => setDeadline(Date.now() + 10_000)}>
        start
      </button>
    </>
  );
}

const left = () => screen.getByRole("status").textContent;

describe("useDeadlineClock", () => {
  it("gives the clock's time at each moment the next delay names, and stops at the deadline", () => {
    render(<Left initial={START + 3_000} />);
    expect(left()).toBe("3");
    act(() => vi.advanceTimersByTime(1_000));
    expect(left()).toBe("2");
    // one timer turn (and React commit) at a time, as in a browser
    act(() => vi.advanceTimersByTime(1_000));
    act(() => vi.advanceTimersByTime(1_000));
    expect(left()).toBe("0");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads the clock, never counts down: a late timer shows the true time", () => {
    render(<Left initial={START + 60_000} />);
    act(() => vi.setSystemTime(START + 45_000));
    act(() => vi.advanceTimersByTime(1_000));
    expect(left()).toBe("14");
  });

  it("a new deadline starts from the clock's time of now, however long the clock stood still", () => {
    render(<Left initial={null} />);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.setSystemTime(START + 600_000));
    act(() => screen.getByRole("button", { name: "start" }).click());
    expect(left()).toBe("10");
    act(() => vi.advanceTimersByTime(1_000));
    expect(left()).toBe("9");
  });
});
