/**
 * Window scroll after each navigation (spec §2): to the top, except on the home page (and the entry `/`, which
 * redirects there) and on keep-alive pages, where the customer's previous position on that page comes back
 * (h5-notes §4: positions per pathname, like `<ScrollRestoration getKey={(l) => l.pathname}>`, but that
 * component restores every page on Back, which the spec does not want).
 *
 * - Positions are recorded from `scroll` events while a page is shown, not read at navigation time: by the
 *   time the next page commits, the browser may already have clamped `scrollY` to the new, shorter document.
 * - The position is applied in a layout effect, before the browser paints the page. A kept page (keep-alive)
 *   and a page whose server state is cached (the query cache) are already as tall as when the customer left,
 *   so the position holds at once: no timer. Only a page that has to load its content again (nothing cached)
 *   is shorter at first and the browser clamps the position; then the position stays the target until it is
 *   reached as the layout grows, the customer touches, scrolls, presses a key or a mouse button (their own
 *   scrolling wins), or the next navigation — events, never a deadline. Scroll events meanwhile are not
 *   recorded.
 * - The browser's own restoration is switched off (`history.scrollRestoration = "manual"`) so it cannot fight
 *   this on Back. Positions live for the page load (a reload starts at the top).
 */
import { useLayoutEffect, useRef } from "react";
import type { NavigationEffects } from "./navigation-effects";

/** Paths whose previous scroll position is restored (spec §2: the home path). */
export const RESTORE_SCROLL_PATHS: ReadonlySet<string> = new Set(["/", "/home"]);

/** Customer input that ends a pending restoration. */
const USER_SCROLL_EVENTS = ["touchstart", "wheel", "keydown", "mousedown"] as const;

interface PendingRestore {
  readonly y: number;
}

/**
 * Keeps scroll positions per pathname and applies them after each navigation.
 * @example useScrollMemory(location.pathname, location.key, meta?.keepAlive ?? false, effects)
 */
export function useScrollMemory(
  pathname: string,
  navigationKey: string,
  keepAlive: boolean,
  effects: Pick<NavigationEffects, "readScrollY" | "scrollTo" | "observeLayout">,
): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(pathname);
  const pending = useRef<PendingRestore | null>(null);

  // A layout effect, so the positions are recorded from the first commit on: a passive effect may run after the
  // customer's (or a test's) first scroll of a page that just appeared, which was then never recorded.
  useLayoutEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const record = () => {
      if (pending.current === null) positions.current.set(current.current, effects.readScrollY());
    };
    const retry = () => {
      const target = pending.current;
      if (target === null) return;
      if (effects.readScrollY() < target.y) effects.scrollTo(target.y);
      // Reached: from now on the page's scroll events are the customer's again.
      if (effects.readScrollY() >= target.y) pending.current = null;
    };
    const cancel = () => {
      pending.current = null;
    };
    window.addEventListener("scroll", record, { passive: true });
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, cancel, { passive: true, capture: true });
    const stopObserving = effects.observeLayout(retry);
    return () => {
      window.removeEventListener("scroll", record);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, cancel, { capture: true });
      stopObserving();
    };
  }, [effects]);

  // Layout effect: the position is applied before the browser paints the new page.
  useLayoutEffect(() => {
    current.current = pathname;
    const restore = keepAlive || RESTORE_SCROLL_PATHS.has(pathname);
    const target = restore ? (positions.current.get(pathname) ?? 0) : 0;
    effects.scrollTo(target);
    pending.current = target > 0 && effects.readScrollY() < target ? { y: target } : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per navigation (the key stands for it).
  }, [navigationKey]);
}
