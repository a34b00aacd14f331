/**
 * Responsive root font size (spec §9): the `<html>` font size is 50 px at a 375 px wide viewport and scales
 * with the width, which is clamped to 320–640 px (so 42.67 px on the smallest phones, 85.33 px at most on
 * tablets and desktops). Layout sizes in base.css are in rem on this basis (0.28rem = 14 px at 375 px);
 * text sizes have px floors so they never fall below legible sizes.
 */

/** Viewport width at which 1rem = `BASE_FONT_SIZE` px. */
export const DESIGN_WIDTH = 375;
/** Root font size at the design width (px). */
export const BASE_FONT_SIZE = 50;
/** Narrowest width the size follows. */
export const MIN_WIDTH = 320;
/** Widest width the size follows. */
export const MAX_WIDTH = 640;

/**
 * Root font size in px for a viewport `width` in CSS px (clamped to 320–640; a non-finite width gives 50).
 * @example rootFontSizeFor(375) // 50
 * @example rootFontSizeFor(320) // 42.666…
 * @example rootFontSizeFor(1000) // 85.333… (same as 640)
 */
export function rootFontSizeFor(width: number): number {
  if (!Number.isFinite(width)) return BASE_FONT_SIZE;
  const clamped = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
  return (clamped / DESIGN_WIDTH) * BASE_FONT_SIZE;
}

let installs = 0;
let removeListeners: (() => void) | undefined;

/**
 * Sets the root font size now and on every resize / orientation change; returns the uninstall function.
 * Safe to call more than once (the listeners are shared; the last uninstall removes them).
 * @example const uninstall = installRootFontSize();
 */
export function installRootFontSize(win: Window = window): () => void {
  installs++;
  if (!removeListeners) {
    const apply = () => applyRootFontSize(win);
    apply();
    win.addEventListener("resize", apply);
    win.addEventListener("orientationchange", apply);
    // Some WebViews report the old width during orientationchange: apply again once layout settled.
    win.addEventListener("pageshow", apply);
    removeListeners = () => {
      win.removeEventListener("resize", apply);
      win.removeEventListener("orientationchange", apply);
      win.removeEventListener("pageshow", apply);
    };
  }
  let uninstalled = false;
  return () => {
    if (uninstalled) return;
    uninstalled = true;
    if (--installs === 0 && removeListeners) {
      removeListeners();
      removeListeners = undefined;
    }
  };
}

/**
 * Sets the root font size for the window's width now, once (no listeners). The early script does it before the body
 * is parsed, so the prerendered home shell lays out in its final size (issue 22 point 4); the entry's
 * {@link installRootFontSize} keeps it up to date. An unchanged size is not written again.
 * @example applyRootFontSize(window); document.documentElement.style.fontSize // "50px" at 375 px wide
 */
export function applyRootFontSize(win: Window = window): void {
  const root = win.document.documentElement;
  const size = `${round(rootFontSizeFor(root.clientWidth || win.innerWidth))}px`;
  if (root.style.fontSize !== size) root.style.fontSize = size;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
