/**
 * Shared setup of the web test project (vitest, jsdom). jest-dom is not installed: assert with plain `expect`.
 * - Testing Library's cleanup after each test (vitest runs without globals, so it is not automatic).
 * - Storage cleared after each test, so a login or a draft never leaks into the next test.
 * - A window scroll model: jsdom does not implement scrolling, so `scrollTo` sets `scrollY` and fires `scroll`
 *   as a browser would; `setWindowScroll(y)` lets a test scroll like a finger does.
 */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

let scrollY = 0;

Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollY });
Object.defineProperty(window, "pageYOffset", { configurable: true, get: () => scrollY });
window.scrollTo = ((xOrOptions?: number | ScrollToOptions, y?: number) => {
  const top = typeof xOrOptions === "object" ? xOrOptions.top : y;
  setWindowScroll(top ?? scrollY);
}) as typeof window.scrollTo;

/**
 * Scrolls the test window to `y` and fires `scroll`, like a customer's swipe.
 * @example setWindowScroll(600); window.scrollY // 600
 */
export function setWindowScroll(y: number): void {
  scrollY = Math.max(0, y);
  window.dispatchEvent(new Event("scroll"));
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  scrollY = 0;
});
