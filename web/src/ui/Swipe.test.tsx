import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restoreTimers, useFakeTimersWithUser } from "./fake-timers.test-helper";
import { Swipe, SWIPE_AUTOPLAY_MS, SWIPE_DURATION_MS } from "./Swipe";

let user: ReturnType<typeof useFakeTimersWithUser>;
beforeEach(() => {
  user = useFakeTimersWithUser();
});
afterEach(() => {
  restoreTimers();
});

function renderBanners(onChange?: (index: number) => void) {
  return render(
    <Swipe label="活动推荐" {...(onChange ? { onChange } : {})}>
      <a href="#a">车险</a>
      <a href="#b">意外险</a>
      <a href="#c">旅行险</a>
    </Swipe>,
  );
}

const current = () => screen.getAllByRole("group", { hidden: true }).find((slide) => slide.getAttribute("aria-hidden") === null)?.getAttribute("aria-label");

describe("Swipe", () => {
  it("is a labelled carousel region with slides named n / total", () => {
    renderBanners();
    const region = screen.getByRole("region", { name: "活动推荐" });
    expect(region.getAttribute("aria-roledescription")).toBe("轮播图");
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 / 3", "2 / 3", "3 / 3"]);
    expect(slides[0]?.getAttribute("aria-roledescription")).toBe("幻灯片");
    expect(current()).toBe("1 / 3");
  });

  it("advances every 3000 ms with a 300 ms transition, looping", () => {
    const onChange = vi.fn();
    renderBanners(onChange);
    expect(SWIPE_AUTOPLAY_MS).toBe(3000);
    const track = screen.getAllByRole("group")[0]?.parentElement as HTMLElement;
    expect(track.style.transition).toBe(`transform ${SWIPE_DURATION_MS}ms ease`);
    expect(SWIPE_DURATION_MS).toBe(300);
    act(() => vi.advanceTimersByTime(2999));
    expect(current()).toBe("1 / 3");
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe("2 / 3");
    expect(onChange).toHaveBeenLastCalledWith(1);
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe("1 / 3");
  });

  it("hides slides out of view from assistive technology and the keyboard", () => {
    renderBanners();
    const slides = screen.getAllByRole("group", { hidden: true });
    expect(slides[1]?.getAttribute("aria-hidden")).toBe("true");
    expect(slides[1]?.hasAttribute("inert")).toBe(true);
    expect(screen.getAllByRole("link").map((l) => l.textContent)).toEqual(["车险"]);
  });

  it("pauses while a finger is on it and resumes after", () => {
    renderBanners();
    const track = screen.getAllByRole("group")[0]?.parentElement as HTMLElement;
    fireEvent.pointerDown(track, { pointerId: 1, clientX: 100, clientY: 10 });
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe("1 / 3");
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 100, clientY: 10 });
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe("2 / 3");
  });

  it("stops and plays with the rotation button", async () => {
    renderBanners();
    await user.click(screen.getByRole("button", { name: "暂停轮播" }));
    act(() => vi.advanceTimersByTime(9000));
    expect(current()).toBe("1 / 3");
    await user.click(screen.getByRole("button", { name: "继续轮播" }));
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe("2 / 3");
  });

  it("moves with the arrow keys when focus is inside (and stops rotating meanwhile)", async () => {
    renderBanners();
    screen.getByRole("link", { name: "车险" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(current()).toBe("2 / 3");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(current()).toBe("3 / 3");
  });

  it("shows one dot per slide, the current one active", () => {
    const { container } = renderBanners();
    const dots = container.querySelectorAll(".mm-swipe__dot");
    expect(dots).toHaveLength(3);
    expect(dots[0]?.className).toContain("mm-swipe__dot--active");
  });
});
