/**
 * Window scroll after each navigation (spec §2): to the top, except on the home page (and the entry `/`, which
 * redirects there) and on keep-alive pages, where the customer's previous position on that page comes back
 * (h5-notes §4: positions per pathname, like `<ScrollRestoration getKey={(l) => l.pathname}>`, but that
 * component restores every page on Back, which the spec does not want).
 *
 * - Positions are recorded from `scroll` events while a page is shown, not read at navigation time: by the
 *   time the next page commits, the browser may already have clamped `scrollY` to the new, shorter document.
 * - A restored page may turn shorter for a moment (a kept page's Effects run again on return and a list may
 *   show its spinner while it refreshes), and the browser clamps the position. So a restored position stays
 *   the target for {@link RESTORE_PATIENCE_MS}: it is applied again whenever the layout changes, scroll events
 *   meanwhile are not recorded, and any touch, wheel, key or mouse press of the customer ends the wait (their
 *   own scrolling wins).
 * - The browser's own restoration is switched off (`history.scrollRestoration = "manual"`) so it cannot fight
 *   this on Back. Positions live for the page load (a reload starts at the top).
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import type { NavigationEffects } from "./navigation-effects";

/** Paths whose previous scroll position is restored (spec §2: the home path). */
export const RESTORE_SCROLL_PATHS: ReadonlySet<string> = new Set(["/", "/home"]);
/** How long a clamped restoration keeps trying while the page grows back. */
export const RESTORE_PATIENCE_MS = 2000;

/** Customer input that ends a pending restoration. */
const USER_SCROLL_EVENTS = ["touchstart", "wheel", "keydown", "mousedown"] as const;

interface PendingRestore {
  readonly y: number;
  readonly until: number;
}

/**
 * Keeps scroll positions per pathname and applies them after each navigation.
 * @example useScrollMemory(location.pathname, location.key, meta?.keepAlive ?? false, effects)
 */
export function useScrollMemory(
  pathname: string,
  navigationKey: string,
  keepAlive: boolean,
  effects: Pick<NavigationEffects, "readScrollY" | "scrollTo" | "observeLayout" | "now">,
): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(pathname);
  const pending = useRef<PendingRestore | null>(null);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const active = (): PendingRestore | null => {
      if (pending.current !== null && effects.now() > pending.current.until) pending.current = null;
      return pending.current;
    };
    const record = () => {
      if (active() === null) positions.current.set(current.current, effects.readScrollY());
    };
    const retry = () => {
      const target = active();
      if (target !== null && effects.readScrollY() < target.y) effects.scrollTo(target.y);
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
    pending.current = target > 0 ? { y: target, until: effects.now() + RESTORE_PATIENCE_MS } : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per navigation (the key stands for it).
  }, [navigationKey]);
}
