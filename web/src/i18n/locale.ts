import { useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, type Locale } from "@micromall/domain";

/** localStorage key of the customer's language choice (settings → language). */
const LOCALE_KEY = "micromall.locale";

const listeners = new Set<() => void>();
let current: Locale = readStoredLocale();

/** The language the mall speaks now (zh-CN unless the customer chose English). */
export function getLocale(): Locale {
  return current;
}

/** Switches the language, remembers it, and re-renders every subscriber. */
export function setLocale(locale: Locale): void {
  current = locale;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** React hook: the current locale, re-rendering on change. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStoredLocale(): Locale {
  try {
    const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(LOCALE_KEY);
    return stored === "en" || stored === "zh-CN" ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
