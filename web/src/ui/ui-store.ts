/**
 * The tiny module-level store behind the imperative UI (toast, loading indicator, message boxes), so that
 * `toast()`, `showLoading()` and `messageBox()` work from anywhere — the gateway client calls them outside
 * React — while `<UiHost />` renders the current state through the hook.
 *
 * Decision: one immutable snapshot in a zustand store, replaced on every change; React re-renders only the host.
 */
import { create } from "zustand";

/** The toast on screen (one at a time: a new toast replaces the current one). */
export interface ToastState {
  readonly id: number;
  readonly message: string;
}

/** One action button of a message box. */
export interface MessageBoxAction {
  /** Button text (already translated). */
  readonly label: string;
  /** What `messageBox()` resolves with when this action is chosen. */
  readonly value: string;
  /** Drawn as the primary (brand-coloured) button. */
  readonly primary?: boolean;
  /** Renders the action as a link styled as a button, e.g. `tel:95518`. */
  readonly href?: string;
}

/** Options of `messageBox()`. Texts are shown as plain text, never as HTML. */
export interface MessageBoxOptions {
  readonly title?: string;
  readonly message: string;
  readonly actions: readonly MessageBoxAction[];
  /**
   * Marks a failure box (the §8 dialogs; see `FAILURE_SEVERITY`): only one is on screen at a time, and a more
   * severe failure replaces a lesser one.
   */
  readonly severity?: number;
}

/** A message box on screen. */
export interface BoxState {
  readonly id: number;
  readonly options: MessageBoxOptions;
}

/** Everything the host renders. */
export interface UiState {
  readonly toast: ToastState | null;
  /** How many callers currently want the loading indicator (shown while > 0). */
  readonly loadingCount: number;
  /** Open message boxes, bottom first. */
  readonly boxes: readonly BoxState[];
}

/** z-index of the first message box; each box above it adds one (spec §9). */
export const MODAL_Z_INDEX = 2000;

const INITIAL_STATE: UiState = { toast: null, loadingCount: 0, boxes: [] };

const useUiStore = create<UiState>(() => INITIAL_STATE);

/** The current snapshot. */
export function getUiState(): UiState {
  return useUiStore.getState();
}

/** Replaces the snapshot with `update(current)` and notifies subscribers. */
export function updateUiState(update: (current: UiState) => UiState): void {
  const current = useUiStore.getState();
  const next = update(current);
  if (next !== current) useUiStore.setState(next, true);
}

/** Subscribes to changes; returns the unsubscribe function. */
export function subscribeUiState(listener: () => void): () => void {
  return useUiStore.subscribe(listener);
}

/** React hook: the current snapshot, re-rendering on change. */
export function useUiState(): UiState {
  return useUiStore();
}

/** Test helper: back to the empty state (no toast, no loading, no boxes). */
export function resetUiState(): void {
  useUiStore.setState(INITIAL_STATE, true);
}
