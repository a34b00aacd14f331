/**
 * The loading indicator (spinner + 加载中...), shown from anywhere: route entry (meta.isLoading) and the
 * gateway client both use it.
 *
 * Decision: a counter, not a flag — each `showLoading()` asks for the indicator once and it stays while any
 * request is outstanding, so one finishing call cannot hide the indicator another still needs. Each
 * `hideLoading()` gives back one request (never below zero). `showLoading()` also returns a release
 * function that gives back exactly its own request however often it is called, for callers that prefer a
 * handle; `resetLoading()` hides it whatever the count (e.g. after an error page).
 */
import { updateUiState } from "./ui-store";

/**
 * Shows the loading indicator (one more request); returns an idempotent function releasing this request.
 * @example const done = showLoading(); await work(); done();
 */
export function showLoading(): () => void {
  updateUiState((state) => ({ ...state, loadingCount: state.loadingCount + 1 }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    hideLoading();
  };
}

/** Gives back one request for the loading indicator; it hides when none is left. */
export function hideLoading(): void {
  updateUiState((state) => (state.loadingCount > 0 ? { ...state, loadingCount: state.loadingCount - 1 } : state));
}

/** Hides the loading indicator whatever the number of outstanding requests. */
export function resetLoading(): void {
  updateUiState((state) => (state.loadingCount > 0 ? { ...state, loadingCount: 0 } : state));
}
