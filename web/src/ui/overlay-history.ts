/**
 * Back gesture closes overlays (h5-notes §3): in the messenger browser a back swipe while a dialog is open
 * would otherwise leave the page. Opening an overlay pushes one history entry for the same address; a
 * `popstate` closes the topmost overlay; an overlay closed by a button goes back to remove its entry.
 *
 * Decisions:
 * - The pushed entry copies the router's own `history.state` (same key and index) plus a marker, so the
 *   router sees the same location when the entry is popped — no re-navigation, no scroll jump.
 * - An entry is pushed only during a user action where the browser can tell (`navigator.userActivation`):
 *   Chromium marks entries pushed without a gesture as skippable, so Back would jump over them and leave
 *   the page. Where the API is missing (older iOS WebKit, jsdom) the entry is always pushed. Overlays opened
 *   without an entry (e.g. an error box after a background call) still close on route change, because the
 *   app calls `closeAllMessageBoxes()` after every navigation.
 * - `release()` goes back only when our entry is still the top one; if the app navigated meanwhile, the
 *   entry is left behind (going back would undo the customer's navigation). It resolves once the browser
 *   has popped the entry, so a caller that navigates next does so from the right place.
 * - `drop()` forgets the entry without going back (route change: the entry is no longer on top).
 */

/** Marker property added to the pushed history state. */
const MARKER = "__mmOverlay";
/** Give up waiting for the browser's popstate after this long (it may never come, e.g. bfcache quirks). */
const BACK_TIMEOUT_MS = 600;

/** An overlay's history entry. */
export interface OverlayEntry {
  /** Goes back to remove the entry (when still on top); resolves when done. Idempotent. */
  release(): Promise<void>;
  /** Forgets the entry without touching history. Idempotent. */
  drop(): void;
}

interface Registered {
  readonly id: number;
  readonly onBack: () => void;
}

let nextId = 1;
const stack: Registered[] = [];
const pendingBacks: Array<() => void> = [];
let listening = false;

/**
 * Pushes a history entry for an overlay; `onBack` runs when the customer goes back while it is the
 * topmost overlay. Returns null when no entry was pushed (no user gesture, or no history).
 * @example const entry = pushOverlayEntry(() => close(null)); // … later: await entry?.release()
 */
export function pushOverlayEntry(onBack: () => void): OverlayEntry | null {
  if (typeof window === "undefined" || !canPushNow()) return null;
  const id = nextId++;
  try {
    const current: unknown = window.history.state;
    const base = current !== null && typeof current === "object" ? current : {};
    window.history.pushState({ ...base, [MARKER]: id }, "");
  } catch {
    return null;
  }
  const registered: Registered = { id, onBack };
  stack.push(registered);
  listen();
  let done = false;
  return {
    release() {
      if (done) return Promise.resolve();
      done = true;
      remove(registered);
      if (!isTopEntry(id)) return Promise.resolve();
      return goBack();
    },
    drop() {
      if (done) return;
      done = true;
      remove(registered);
    },
  };
}

/** How many overlays currently hold a history entry (for tests and diagnostics). */
export function overlayEntryCount(): number {
  return stack.length;
}

function canPushNow(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation === undefined || activation.isActive;
}

function isTopEntry(id: number): boolean {
  const current: unknown = window.history.state;
  return current !== null && typeof current === "object" && (current as Record<string, unknown>)[MARKER] === id;
}

function goBack(): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      const index = pendingBacks.indexOf(finish);
      if (index >= 0) pendingBacks.splice(index, 1);
      resolve();
    };
    const timeout = setTimeout(finish, BACK_TIMEOUT_MS);
    pendingBacks.push(finish);
    window.history.back();
  });
}

function remove(registered: Registered): void {
  const index = stack.indexOf(registered);
  if (index >= 0) stack.splice(index, 1);
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener("popstate", onPopState);
}

function onPopState(): void {
  // Our own history.back() of a button-closed overlay: nothing more to close.
  const pending = pendingBacks.shift();
  if (pending) {
    pending();
    return;
  }
  const top = stack.pop();
  top?.onBack();
}
