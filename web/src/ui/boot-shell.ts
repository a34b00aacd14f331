/**
 * The prerendered home shell (issue 22 point 4): the build renders home's static frame (header, tab bar, the product
 * grid's skeleton) from the same components into index.html, in `<div id="boot-shell">` before `#root`
 * (vite.config.ts `prerenderHomeShell`, `app/BootShell.tsx`), so the first paint does not wait for JavaScript.
 *
 * - It is hidden by the stylesheet unless `<html data-boot-shell="home">`, which the early script sets before the body
 *   is parsed, only on an address that shows home ({@link markBootShell}): every other address never shows it.
 * - The client does not hydrate it: the app renders into the empty `#root` with `createRoot`, and the router removes
 *   the shell in the layout effect of its first shown page ({@link removeBootShell}), so the shell stays on screen
 *   until the page replaces it in the same frame — no blank frame while the page's module loads, and no layout shift
 *   (the shell's nodes are removed, none of them moves).
 * - It is `inert` and `aria-hidden`: a placeholder nobody can use or hear, and never a second copy of home's controls.
 */

/** The shell's element id in index.html. */
export const BOOT_SHELL_ID = "boot-shell";
/** The attribute on `<html>` that lets the stylesheet show the shell (base.css). */
export const BOOT_SHELL_ATTRIBUTE = "data-boot-shell";
/** Its value on an address that shows home. */
export const BOOT_SHELL_HOME = "home";

/**
 * Lets the stylesheet show the shell (the early script, on an address that shows home).
 * @example if (showsHomeShell(base, location.pathname)) markBootShell(document)
 */
export function markBootShell(doc: Document = document): void {
  doc.documentElement.setAttribute(BOOT_SHELL_ATTRIBUTE, BOOT_SHELL_HOME);
}

/**
 * Removes the shell and its mark (the router, when its first page is on screen); does nothing the second time.
 * @example useLayoutEffect(() => { if (shown) removeBootShell(); }, [shown]);
 */
export function removeBootShell(doc: Document = document): void {
  doc.getElementById(BOOT_SHELL_ID)?.remove();
  doc.documentElement.removeAttribute(BOOT_SHELL_ATTRIBUTE);
}

/** The longest the entry waits for the first frame: a hidden page paints none (its frames wait until it shows). */
export const FIRST_PAINT_WAIT_MAX_MS = 1000;

/**
 * Runs `start` once the browser has painted its first frame (the shell, on home) — right after the frame that the
 * first `requestAnimationFrame` belongs to — or after {@link FIRST_PAINT_WAIT_MAX_MS}, whichever comes first; once.
 * The early script starts the entry this way (its file is already downloading: index.html preloads it), so the
 * entry's evaluation and first render never hold back the first paint (issue 22 point 4).
 * @example afterFirstPaint(() => void import(entryUrl))
 */
export function afterFirstPaint(start: () => void, win: Pick<Window, "requestAnimationFrame" | "setTimeout"> = window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
  win.setTimeout(once, FIRST_PAINT_WAIT_MAX_MS);
}
