import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InfiniteScroll, INFINITE_SCROLL_THROTTLE_MS } from "./InfiniteScroll";

// jsdom has no IntersectionObserver: the component falls back to scroll listening, and jsdom's layout puts
// the sentinel at top 0, i.e. always near the viewport.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const scroll = () => act(() => window.dispatchEvent(new Event("scroll")));

describe("InfiniteScroll", () => {
  it("loads when near the end, at most once per 200 ms however much the customer scrolls", () => {
    const onLoadMore = vi.fn();
    render(
      <InfiniteScroll hasMore onLoadMore={onLoadMore}>
        <p>保单 1</p>
      </InfiniteScroll>,
    );
    expect(INFINITE_SCROLL_THROTTLE_MS).toBe(200);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      act(() => vi.advanceTimersByTime(10));
      scroll();
    }
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(100));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it("does not load while loading or when there is no more, and says so at the end", () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<InfiniteScroll hasMore loading onLoadMore={onLoadMore} />);
    expect(screen.getByRole("status").textContent).toContain("加载中...");
    act(() => vi.advanceTimersByTime(300));
    scroll();
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(<InfiniteScroll hasMore={false} onLoadMore={onLoadMore} />);
    act(() => vi.advanceTimersByTime(300));
    scroll();
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByText("没有更多了")).toBeTruthy();
  });

  it("waits for a returned promise before loading again, then checks once more", async () => {
    let finish = () => {};
    const onLoadMore = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<InfiniteScroll hasMore onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(300));
    scroll();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    act(() => vi.advanceTimersByTime(300));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });
});
