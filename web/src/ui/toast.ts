/**
 * Toast: a short message in the middle of the screen that disappears by itself (spec §9: 3000 ms by
 * default; 80 % wide when the message has 30 or more characters).
 *
 * Decisions: one toast at a time — a new toast replaces the current one and restarts the clock (repeated
 * calls never pile up, h5-notes §3); a `duration` of 0 or less keeps it until the next toast or
 * `clearToast()`. Characters are counted as code points, so a CJK character counts once.
 */
import { updateUiState } from "./ui-store";

/** Default display time (spec §9). */
export const TOAST_DURATION_MS = 3000;
/** From this many characters the toast is drawn 80 % wide (spec §9). */
export const TOAST_WIDE_FROM_CHARS = 30;

/** Options of `toast()`. */
export interface ToastOptions {
  /** Milliseconds on screen; default 3000. 0 or less: until replaced or cleared. */
  readonly duration?: number;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows `message` as a toast, replacing any toast on screen; returns a function that hides it early.
 * @example toast("验证码已发送") // visible for 3000 ms
 */
export function toast(message: string, options: ToastOptions = {}): () => void {
  const { duration = TOAST_DURATION_MS } = options;
  const id = nextId++;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  updateUiState((state) => ({ ...state, toast: { id, message } }));
  const hide = () => {
    updateUiState((state) => (state.toast?.id === id ? { ...state, toast: null } : state));
  };
  if (duration > 0) {
    timer = setTimeout(() => {
      timer = undefined;
      hide();
    }, duration);
  }
  return hide;
}

/** Hides the toast on screen, if any. */
export function clearToast(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  updateUiState((state) => (state.toast ? { ...state, toast: null } : state));
}

/**
 * Whether a toast for `message` is drawn 80 % wide (30 or more characters, counted as code points).
 * @example isWideToast("短") // false
 */
export function isWideToast(message: string): boolean {
  return Array.from(message).length >= TOAST_WIDE_FROM_CHARS;
}
