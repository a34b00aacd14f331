/**
 * The outside world the navigation behaviours touch, as one object of functions with production defaults
 * (style: effects are parameters with defaults). Tests replace single members, e.g. a spy for `applyShare`
 * or a recorder for `reloadDocument`, and keep the real UI for the rest.
 */
// Direct module imports, not the ui barrel: anything the entry imports through the barrel lands in the entry
// chunk (first-load budget), including components only forms use.
import { showLoading } from "../ui/loading";
import { signalNavigation } from "../ui/navigation-signal";
import { isMessengerBrowser } from "../session/messenger-browser";
import { canEnter } from "@micromall/domain";
import { useAppStore } from "../state/store";
import { STORAGE_KEYS, readStored } from "../state/storage";
import type { RouteMeta } from "../components/routing";

/** Side effects of navigation. */
export interface NavigationEffects {
  /**
   * Asks for the loading indicator (加载中...) and sets the store's loading flag; returns the release of
   * exactly this request (the indicator is shared with gateway calls, so the shell never hides theirs).
   */
  showLoading(): () => void;
  /** Closes every open message box (spec §2 "After each navigation"). */
  closeAllMessageBoxes(): void;
  /** Shows or hides the messenger's share menu items; a no-op outside the messenger browser. */
  applyShare(isShare: boolean): void;
  /**
   * Records the page's flags in the application store (allowBack; `<SessionEffects />` records initFlag and
   * the address).
   */
  recordNavigation(meta: RouteMeta): void;
  /** Whether the mall login is active (sessionStorage `loginStatus` = "1", spec §2 requireAuth). */
  isLoggedIn(): boolean;
  /** Loads `href` as a fresh document (chunk-load retry). */
  reloadDocument(href: string): void;
  /** Current vertical window scroll position. */
  readScrollY(): number;
  /** Scrolls the window to `y`. */
  scrollTo(y: number): void;
  /** Calls `callback` whenever the page's layout size changes; returns the unsubscribe. */
  observeLayout(callback: () => void): () => void;
  /** Milliseconds of a monotonic clock. */
  now(): number;
}

/**
 * The production effects.
 * @example DEFAULT_NAVIGATION_EFFECTS.isLoggedIn() // false until the customer logs in
 */
export const DEFAULT_NAVIGATION_EFFECTS: NavigationEffects = {
  showLoading: () => {
    const release = showLoading();
    useAppStore.getState().updateApplication({ loading: true });
    return () => {
      release();
      useAppStore.getState().updateApplication({ loading: false });
    };
  },
  // the message boxes close themselves on the signal (ui/message-box.ts), once their module has loaded
  closeAllMessageBoxes: signalNavigation,
  applyShare: (isShare) => {
    // The share module brings the gateway client (and its cipher); outside the messenger it would do nothing.
    if (isMessengerBrowser()) void import("../session/share").then((share) => share.applyShare(isShare));
  },
  recordNavigation: (meta) => useAppStore.getState().updateApplication({ allowBack: meta.allowBack }),
  isLoggedIn: () => canEnter({ requireAuth: true }, readStored(STORAGE_KEYS.loginStatus)),
  reloadDocument: (href) => window.location.assign(href),
  readScrollY: () => window.scrollY,
  scrollTo: (y) => window.scrollTo(0, y),
  observeLayout: (callback) => {
    if (typeof ResizeObserver === "undefined") return () => {};
    const observer = new ResizeObserver(() => callback());
    const root = document.getElementById("root");
    observer.observe(document.body);
    if (root !== null) observer.observe(root);
    return () => observer.disconnect();
  },
  now: () => performance.now(),
};

/**
 * The production effects with some members replaced.
 * @example navigationEffects({ applyShare: () => {} }).isLoggedIn === DEFAULT_NAVIGATION_EFFECTS.isLoggedIn // true
 */
export function navigationEffects(overrides: Partial<NavigationEffects> = {}): NavigationEffects {
  return { ...DEFAULT_NAVIGATION_EFFECTS, ...overrides };
}
