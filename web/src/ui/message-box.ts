/**
 * Message boxes (modal dialogs) opened from anywhere, rendered by `<UiHost />`. Used by the gateway client
 * for the §8 error catalogue (alert with one button, or the X1 dialog with "return home" and a `tel:95518`
 * link) and by screens for confirmations.
 *
 * Decisions: boxes stack (the newest on top, z-index 2000, 2001, …); each resolves exactly once — with the
 * chosen action's `value`, or `null` when closed by the back gesture, Escape, a route change or
 * `closeAllMessageBoxes()`. A box closed by a button first removes its history entry (see
 * overlay-history.ts), then resolves, so a caller that navigates next navigates from the right page.
 * A box that explains a navigation the caller is about to make (the session check's one-time "login expired"
 * alert) opens with `afterNavigation: true`: it waits for the next `closeAllMessageBoxes()` — which the app runs
 * after every navigation — and opens right after it, so the navigation it explains does not close it. If no
 * navigation comes within `AFTER_NAVIGATION_FALLBACK_MS`, it opens anyway.
 *
 * One box per failure (issue 8 point 4: 20 concurrent failures opened 20 dialogs and pushed 20 history entries):
 * - a box identical to one on screen (same title, message and actions) is not opened again: the caller shares
 *   the open box's answer;
 * - failure boxes (`severity` set, see {@link FAILURE_SEVERITY}) are one at a time: a failure no more severe than
 *   the one on screen joins it (its caller gets that box's answer when the customer closes it); a more severe
 *   one replaces it, and the replaced box's callers wait for the new box's answer instead — so no caller's
 *   follow-up (reload, go home) runs before the customer has seen the dialog that is shown. Only the box on
 *   screen holds a history entry.
 */
import { translate } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { onEachNavigation } from "./navigation-signal";
import { pushOverlayEntry, type OverlayEntry } from "./overlay-history";
import { getUiState, updateUiState, type MessageBoxAction, type MessageBoxOptions } from "./ui-store";

export type { MessageBoxAction, MessageBoxOptions } from "./ui-store";
export { MODAL_Z_INDEX } from "./ui-store";

/** Value `alertBox()`'s button resolves with internally. */
const ALERT_OK = "ok";

interface OpenBox {
  /** The callers waiting for this box's answer (its own, and those of boxes it absorbed or replaced). */
  readonly waiters: ((value: string | null) => void)[];
  readonly options: MessageBoxOptions;
  readonly entry: OverlayEntry | null;
  /** Which box the history entry's back gesture closes (a replacement takes the entry over). */
  readonly slot: { id: number };
}

/**
 * Severity of the §8 failure dialogs by domain's `UiError` kind: the hotline dialog (X1) over reload (X2,
 * HTTP 404) over go-home (X3) over a plain message. Pass it as `severity` of the box.
 * @example messageBox({ message, actions, severity: FAILURE_SEVERITY["home-or-call"] })
 */
export const FAILURE_SEVERITY = { "home-or-call": 4, reload: 3, home: 2, message: 1 } as const;

/**
 * How long a box waiting for a navigation waits before it opens anyway. 3 s: on a slow phone (or a loaded CI machine)
 * the navigation to /login with its screen's chunk took over 1 s, so the session check's alert opened early and that
 * navigation's close-all shut it (e2e faults.spec "session-expired" failed twice in one run).
 */
export const AFTER_NAVIGATION_FALLBACK_MS = 3000;

let nextId = 1;
const open = new Map<number, OpenBox>();
/** Boxes waiting for the next navigation to settle (see `afterNavigation`). */
const waiting: (() => void)[] = [];

/**
 * Opens a message box; resolves with the chosen action's value, or null when dismissed otherwise.
 * @example await messageBox({ message: "确认退出？", actions: [{ label: "取消", value: "no" }, { label: "确定", value: "yes", primary: true }] }) // "yes"
 */
export function messageBox(options: MessageBoxOptions, timing: BoxTiming = {}): Promise<string | null> {
  if (timing.afterNavigation === true) return openAfterNavigation(() => messageBox(options));
  return new Promise((resolve) => {
    const same = [...open.values()].find((box) => sameBox(box.options, options));
    if (same) {
      same.waiters.push(resolve);
      return;
    }
    const failure = options.severity === undefined ? undefined : openFailure();
    if (failure !== undefined && (failure[1].options.severity ?? 0) >= (options.severity ?? 0)) {
      failure[1].waiters.push(resolve);
      return;
    }
    const id = nextId++;
    const waiters: ((value: string | null) => void)[] = [resolve];
    let slot = { id };
    let entry: OverlayEntry | null;
    if (failure === undefined) {
      entry = pushOverlayEntry(() => settle(slot.id, null, false));
    } else {
      // The lesser failure gives way: its callers wait for the new box's answer, and its history entry (one
      // back gesture) now closes the new box.
      const [replacedId, replaced] = failure;
      open.delete(replacedId);
      waiters.push(...replaced.waiters);
      slot = replaced.slot;
      slot.id = id;
      entry = replaced.entry;
      updateUiState((state) => ({ ...state, boxes: state.boxes.filter((b) => b.id !== replacedId) }));
    }
    open.set(id, { waiters, options, entry, slot });
    updateUiState((state) => ({ ...state, boxes: [...state.boxes, { id, options }] }));
  });
}

/** When a box opens. */
export interface BoxTiming {
  /** Open after the next navigation settles (the box explains that navigation), not now. */
  readonly afterNavigation?: boolean;
}

/** Options of `alertBox()`. */
export interface AlertBoxOptions extends BoxTiming {
  /** Text of the single button; default 确定. */
  readonly buttonLabel?: string;
  readonly title?: string;
  /** A failure alert's severity (see {@link FAILURE_SEVERITY}). */
  readonly severity?: number;
}

/**
 * Opens a message box with one button; resolves when it is closed in any way.
 * @example await alertBox("系统繁忙，请稍后重试")
 */
export async function alertBox(message: string, options: AlertBoxOptions = {}): Promise<void> {
  const action: MessageBoxAction = { label: options.buttonLabel ?? translate(UI_MESSAGES, "ui.dialog.ok"), value: ALERT_OK, primary: true };
  const box: MessageBoxOptions = {
    message,
    actions: [action],
    ...(options.title === undefined ? {} : { title: options.title }),
    ...(options.severity === undefined ? {} : { severity: options.severity }),
  };
  await messageBox(box, { afterNavigation: options.afterNavigation === true });
}

/**
 * Closes every open message box (each resolves with null); runs after each navigation (registered below with
 * `onEachNavigation`, which the router's navigation effects signal).
 */
export function closeAllMessageBoxes(): void {
  for (const box of getUiState().boxes) settle(box.id, null, false);
  for (const openNow of waiting.splice(0)) openNow();
}
onEachNavigation(closeAllMessageBoxes);

/**
 * Closes box `id` because the customer chose `value` (a button) — removes its history entry first.
 * Used by the host; not part of the public API.
 */
export function chooseMessageBoxAction(id: number, value: string | null): void {
  settle(id, value, true);
}

function settle(id: number, value: string | null, goBack: boolean): void {
  const box = open.get(id);
  if (!box) return;
  open.delete(id);
  updateUiState((state) => ({ ...state, boxes: state.boxes.filter((b) => b.id !== id) }));
  const answer = () => {
    for (const resolve of box.waiters) resolve(value);
  };
  if (goBack && box.entry) {
    void box.entry.release().then(answer);
  } else {
    box.entry?.drop();
    answer();
  }
}

/** The failure box on screen, if any (there is at most one). */
function openFailure(): [number, OpenBox] | undefined {
  return [...open.entries()].find(([, box]) => box.options.severity !== undefined);
}

/** Whether two boxes would show the same thing. */
function sameBox(a: MessageBoxOptions, b: MessageBoxOptions): boolean {
  return (
    a.title === b.title &&
    a.message === b.message &&
    a.severity === b.severity &&
    a.actions.length === b.actions.length &&
    a.actions.every((action, i) => {
      const other = b.actions[i];
      return other !== undefined && action.label === other.label && action.value === other.value && action.href === other.href && action.primary === other.primary;
    })
  );
}


function openAfterNavigation(openBox: () => Promise<string | null>): Promise<string | null> {
  return new Promise((resolve) => {
    let opened = false;
    const openNow = () => {
      if (opened) return;
      opened = true;
      clearTimeout(fallback);
      const index = waiting.indexOf(openNow);
      if (index >= 0) waiting.splice(index, 1);
      void openBox().then(resolve);
    };
    const fallback = setTimeout(openNow, AFTER_NAVIGATION_FALLBACK_MS);
    waiting.push(openNow);
  });
}
