/**
 * Resets every piece of browser-side state a screen test may leave behind: storage, the app store, the
 * language, elder mode, toasts and message boxes. Call in `beforeEach`.
 */
import { act } from "@testing-library/react";
import { setLocale } from "../../i18n";
import { initialApplication, initialSession, useAppStore } from "../../state/store";
import { clearToast, closeAllMessageBoxes, resetLoading, setElderMode } from "../../ui";

/** Back to a first visit: empty storage, logged out, Chinese, normal text size, nothing on screen. */
export function resetBrowserState(): void {
  act(() => {
    sessionStorage.clear();
    localStorage.clear();
    useAppStore.setState({ ...initialApplication(), ...initialSession() });
    setLocale("zh-CN");
    setElderMode(false);
    localStorage.clear();
    clearToast();
    closeAllMessageBoxes();
    resetLoading();
  });
}
