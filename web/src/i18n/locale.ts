/**
 * The language the mall speaks: a small zustand store, remembered through the storage registry
 * (`STORAGE_KEYS.locale`, a device preference in localStorage).
 *
 * Decision: `<html lang>` follows the store from the first load on, so a remembered English choice is
 * announced as English after a reload too, not only after a switch.
 */
import { useSyncExternalStore } from "react";
import { create } from "zustand";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@micromall/domain";
import { STORAGE_KEYS, readStored, writeStored } from "../state/storage";

const useLocaleStore = create<{ readonly locale: Locale }>(() => ({ locale: readStoredLocale() }));
applyDocumentLang(useLocaleStore.getState().locale);

/**
 * The language the mall speaks now (zh-CN unless the customer chose English).
 * @example getLocale() // "zh-CN"
 */
export function getLocale(): Locale {
  return useLocaleStore.getState().locale;
}

/**
 * Switches the language, remembers it (for this page only when storage is refused), and re-renders every
 * subscriber.
 * @example setLocale("en"); document.documentElement.lang // "en"
 */
export function setLocale(locale: Locale): void {
  writeStored(STORAGE_KEYS.locale, locale);
  applyDocumentLang(locale);
  useLocaleStore.setState({ locale });
}

/**
 * React hook: the current locale, re-rendering on change.
 * @example const locale = useLocale();
 */
export function useLocale(): Locale {
  // The language now on the server renderer too (zustand's hook would answer the store's first state there): the build
  // prerenders the shell's frames in each language (app/BootShell.tsx); nothing is hydrated, so nothing can mismatch.
  return useSyncExternalStore(useLocaleStore.subscribe, getLocale, getLocale);
}

function readStoredLocale(): Locale {
  const stored = readStored(STORAGE_KEYS.locale);
  return stored !== null && isLocale(stored) ? stored : DEFAULT_LOCALE;
}

function applyDocumentLang(locale: Locale): void {
  // Only a change is written: index.html already says zh-CN, and writing the attribute at boot invalidates the
  // document's style for nothing (issue 22 point 1).
  if (typeof document !== "undefined" && document.documentElement.lang !== locale) document.documentElement.lang = locale;
}
