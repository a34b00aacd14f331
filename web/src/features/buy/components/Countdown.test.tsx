import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Countdown } from "./Countdown";

const START = Date.parse("2026-11-23T04:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const text = () => screen.getByRole("timer").textContent;
/** `seconds` seconds pass, one timer turn (and React commit) at a time, as in a browser. */
function pass(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => vi.advanceTimersByTime(1_000));
}

describe("Countdown", () => {
  it("ticks once a second from the end time", () => {
    render(<Countdown endsAtMs={START + 65_000} />);
    expect(text()).toBe("距结束 00:01:05");
    act(() => vi.advanceTimersByTime(1_000));
    expect(text()).toBe("距结束 00:01:04");
    pass(4);
    expect(text()).toBe("距结束 00:01:00");
  });

  it("does not drift when a timer fires late: the next tick shows the true time left", () => {
    render(<Countdown endsAtMs={START + 2 * 86_400_000 + 3_600_000} />);
    expect(text()).toBe("距结束 2天 01:00:00");
    // The tab sleeps for 10 minutes and 300 ms: no timer ran meanwhile.
    vi.setSystemTime(START + 600_300);
    act(() => vi.advanceTimersByTime(1_000));
    expect(text()).toBe("距结束 2天 00:49:59");
    // 100 ticks later, it is exactly 100 s less: no accumulated error.
    pass(100);
    expect(text()).toBe("距结束 2天 00:48:19");
  });

  it("says the offer ended and stops", () => {
    render(<Countdown endsAtMs={START + 2_000} />);
    pass(2);
    expect(text()).toBe("优惠已结束");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("re-renders only itself: its parent renders once however long it ticks", () => {
    let parentRenders = 0;
    function Parent() {
      parentRenders += 1;
      return (
        <section>
          <h2>offer</h2>
          <Countdown endsAtMs={START + 60_000} />
        </section>
      );
    }
    render(<Parent />);
    pass(10);
    expect(text()).toBe("距结束 00:00:50");
    expect(parentRenders).toBe(1);
  });
});
