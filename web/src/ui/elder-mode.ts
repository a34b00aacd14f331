/**
 * Elder mode (适老化, h5-notes §5, /elderModel): larger text (body ≥ 18 px, headings ≈ 24 px, line height
 * ≥ 1.3) and touch targets of at least 60 px, applied by base.css under the class `elder` on `<html>`.
 * The choice is remembered in localStorage `micromall.elder` ("1" on, "0" off) and shared by every
 * component through a tiny store, so a switch on the settings screen restyles the whole app at once.
 */
import { useSyncExternalStore } from "react";

/** localStorage key of the elder-mode choice. */
export const ELDER_MODE_KEY = "micromall.elder";
/** Class set on `<html>` while elder mode is on. */
export const ELDER_CLASS = "elder";

const listeners = new Set<() => void>();
let enabled: boolean | undefined;

/** Whether elder mode is on (read from localStorage on first use). */
export function isElderMode(): boolean {
  if (enabled === undefined) enabled = readStored();
  return enabled;
}

/** Turns elder mode on or off, remembers it and updates the `<html>` class. */
export function setElderMode(value: boolean): void {
  enabled = value;
  try {
    localStorage.setItem(ELDER_MODE_KEY, value ? "1" : "0");
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyElderClass();
  for (const listener of listeners) listener();
}

/** Puts the `<html>` class in step with the stored choice (UiHost calls it on mount). */
export function applyElderClass(): void {
  if (typeof document === "undefined") return;
  document.documentElement.classList.toggle(ELDER_CLASS, isElderMode());
}

/**
 * React hook: `[enabled, setEnabled]` for elder mode.
 * @example const [elder, setElder] = useElderMode(); setElder(!elder);
 */
export function useElderMode(): readonly [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, isElderMode, isElderMode);
  return [value, setElderMode] as const;
}

/** Test helper: forget the cached choice so the next read comes from localStorage. */
export function resetElderModeCache(): void {
  enabled = undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function readStored(): boolean {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem(ELDER_MODE_KEY) === "1";
  } catch {
    return false;
  }
}
