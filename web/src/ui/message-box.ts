/**
 * Message boxes (modal dialogs) opened from anywhere, rendered by `<UiHost />`. Used by the gateway client
 * for the §8 error catalogue (alert with one button, or the X1 dialog with "return home" and a `tel:95518`
 * link) and by screens for confirmations.
 *
 * Decisions: boxes stack (the newest on top, z-index 2000, 2001, …); each resolves exactly once — with the
 * chosen action's `value`, or `null` when closed by the back gesture, Escape, a route change or
 * `closeAllMessageBoxes()`. A box closed by a button first removes its history entry (see
 * overlay-history.ts), then resolves, so a caller that navigates next navigates from the right page.
 */
import { t } from "../i18n";
import { pushOverlayEntry, type OverlayEntry } from "./overlay-history";
import { getUiState, updateUiState, type MessageBoxAction, type MessageBoxOptions } from "./ui-store";

export type { MessageBoxAction, MessageBoxOptions } from "./ui-store";

/** z-index of the first message box; each box above it adds one (spec §9). */
export const MODAL_Z_INDEX = 2000;

/** Value `alertBox()`'s button resolves with internally. */
const ALERT_OK = "ok";

interface OpenBox {
  readonly resolve: (value: string | null) => void;
  readonly entry: OverlayEntry | null;
}

let nextId = 1;
const open = new Map<number, OpenBox>();

/**
 * Opens a message box; resolves with the chosen action's value, or null when dismissed otherwise.
 * @example await messageBox({ message: "确认退出？", actions: [{ label: "取消", value: "no" }, { label: "确定", value: "yes", primary: true }] }) // "yes"
 */
export function messageBox(options: MessageBoxOptions): Promise<string | null> {
  const id = nextId++;
  return new Promise((resolve) => {
    const entry = pushOverlayEntry(() => settle(id, null, false));
    open.set(id, { resolve, entry });
    updateUiState((state) => ({ ...state, boxes: [...state.boxes, { id, options }] }));
  });
}

/** Options of `alertBox()`. */
export interface AlertBoxOptions {
  /** Text of the single button; default 确定. */
  readonly buttonLabel?: string;
  readonly title?: string;
}

/**
 * Opens a message box with one button; resolves when it is closed in any way.
 * @example await alertBox("系统繁忙，请稍后重试")
 */
export async function alertBox(message: string, options: AlertBoxOptions = {}): Promise<void> {
  const action: MessageBoxAction = { label: options.buttonLabel ?? t("ui.dialog.ok"), value: ALERT_OK, primary: true };
  await messageBox(options.title === undefined ? { message, actions: [action] } : { title: options.title, message, actions: [action] });
}

/** Closes every open message box (each resolves with null); the app calls it after each navigation. */
export function closeAllMessageBoxes(): void {
  for (const box of getUiState().boxes) settle(box.id, null, false);
}

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
  if (goBack && box.entry) {
    void box.entry.release().then(() => box.resolve(value));
  } else {
    box.entry?.drop();
    box.resolve(value);
  }
}
