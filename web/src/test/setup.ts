/**
 * Shared setup of the web test project (vitest, jsdom). jest-dom is not installed: assert with plain `expect`.
 * - Testing Library's cleanup after each test (vitest runs without globals, so it is not automatic).
 * - `findBy…`/`waitFor` wait up to 3 s (not 1 s): the CI machine has 2 cores shared by several test runs, and
 *   the first render of a lazy screen includes its transform.
 * - Storage cleared after each test, so a login or a draft never leaks into the next test.
 * - A window scroll model: jsdom does not implement scrolling, so `scrollTo` sets `scrollY` and fires `scroll`
 *   as a browser would; `setWindowScroll(y)` lets a test scroll like a finger does, and `setScrollLimit(max)`
 *   models a document that is only `max` pixels scrollable (the browser clamps, and fires `scroll`).
 */
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

configure({ asyncUtilTimeout: 3000 });

let scrollY = 0;
let scrollLimit: number | null = null;

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
  scrollY = Math.max(0, scrollLimit === null ? y : Math.min(y, scrollLimit));
  window.dispatchEvent(new Event("scroll"));
}

/**
 * Makes the test document scrollable by at most `max` pixels (null: unlimited); clamps like a browser.
 * @example setScrollLimit(0); window.scrollY // 0
 */
export function setScrollLimit(max: number | null): void {
  scrollLimit = max;
  if (max !== null && scrollY > max) setWindowScroll(max);
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  scrollY = 0;
  scrollLimit = null;
});
