/**
 * Elder mode (适老化, h5-notes §5, /elderModel): larger text (body ≥ 18 px, headings ≈ 24 px, line height
 * ≥ 1.3) and touch targets of at least 60 px, applied by base.css under the class `elder` on `<html>`.
 * The choice is remembered through the storage registry (`STORAGE_KEYS.elderMode`, localStorage, "1" on,
 * "0" off) and shared by every component through a small zustand store, so a switch on the settings screen
 * restyles the whole app at once.
 */
import { create } from "zustand";
import { STORAGE_KEYS, readStored, writeStored } from "../state/storage";

/** localStorage key of the elder-mode choice. */
export const ELDER_MODE_KEY = STORAGE_KEYS.elderMode.key;
/** Class set on `<html>` while elder mode is on. */
export const ELDER_CLASS = "elder";

const useElderStore = create<{ readonly enabled: boolean }>(() => ({ enabled: readStoredChoice() }));

/**
 * Whether elder mode is on.
 * @example isElderMode() // false
 */
export function isElderMode(): boolean {
  return useElderStore.getState().enabled;
}

/**
 * Turns elder mode on or off, remembers it (for this page only when storage is refused) and updates the
 * `<html>` class.
 * @example setElderMode(true); document.documentElement.classList.contains("elder") // true
 */
export function setElderMode(value: boolean): void {
  writeStored(STORAGE_KEYS.elderMode, value ? "1" : "0");
  useElderStore.setState({ enabled: value });
  applyElderClass();
}

/**
 * Puts the `<html>` class in step with the stored choice (UiHost calls it on mount).
 * @example applyElderClass()
 */
export function applyElderClass(): void {
  if (typeof document === "undefined") return;
  document.documentElement.classList.toggle(ELDER_CLASS, isElderMode());
}

/**
 * React hook: `[enabled, setEnabled]` for elder mode.
 * @example const [elder, setElder] = useElderMode(); setElder(!elder);
 */
export function useElderMode(): readonly [boolean, (value: boolean) => void] {
  const value = useElderStore((state) => state.enabled);
  return [value, setElderMode] as const;
}

/**
 * Test helper: read the choice from storage again (as a fresh page load would).
 * @example localStorage.setItem(ELDER_MODE_KEY, "1"); resetElderModeCache(); isElderMode() // true
 */
export function resetElderModeCache(): void {
  useElderStore.setState({ enabled: readStoredChoice() });
}

function readStoredChoice(): boolean {
  return readStored(STORAGE_KEYS.elderMode) === "1";
}
