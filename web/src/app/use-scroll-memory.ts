/**
 * Window scroll after each navigation (spec §2): to the top, except on the home page (and the entry `/`, which
 * redirects there) and on keep-alive pages, where the customer's previous position on that page comes back
 * (h5-notes §4: positions per pathname, like `<ScrollRestoration getKey={(l) => l.pathname}>`, but that
 * component restores every page on Back, which the spec does not want).
 *
 * Positions are recorded from `scroll` events while a page is shown, not read at navigation time: by the time
 * the next page commits, the browser may already have clamped `scrollY` to the new, shorter document.
 * The browser's own restoration is switched off (`history.scrollRestoration = "manual"`) so it cannot fight
 * this on Back. Positions live for the page load (a reload starts at the top).
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import type { NavigationEffects } from "./navigation-effects";

/** Paths whose previous scroll position is restored (spec §2: the home path). */
export const RESTORE_SCROLL_PATHS: ReadonlySet<string> = new Set(["/", "/home"]);

/**
 * Keeps scroll positions per pathname and applies them after each navigation.
 * @example useScrollMemory(location.pathname, location.key, meta?.keepAlive ?? false, effects)
 */
export function useScrollMemory(
  pathname: string,
  navigationKey: string,
  keepAlive: boolean,
  effects: Pick<NavigationEffects, "readScrollY" | "scrollTo">,
): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(pathname);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const record = () => positions.current.set(current.current, effects.readScrollY());
    window.addEventListener("scroll", record, { passive: true });
    return () => window.removeEventListener("scroll", record);
  }, [effects]);

  // Layout effect: the position is applied before the browser paints the new page.
  useLayoutEffect(() => {
    current.current = pathname;
    const restore = keepAlive || RESTORE_SCROLL_PATHS.has(pathname);
    effects.scrollTo(restore ? (positions.current.get(pathname) ?? 0) : 0);
    // One run per navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigationKey]);
}
