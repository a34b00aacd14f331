/**
 * The early script (issue 22 points 3 and 4): index.html loads it first, as a small classic script in the head
 * (vite.config.ts `earlyFetch` bundles it with the plan the build sealed), so it runs before the body is parsed and
 * while the entry downloads. It
 * - sets the responsive root font size, so the prerendered home shell lays out in its final size;
 * - on an address that shows home, the login or the product list, lets the stylesheet show that page's prerendered frame
 *   (`ui/boot-shell.ts`);
 * - on a landing page whose screen is not in the entry (`/productList`), preloads the screen's files (its
 *   `data-landing-files`, written by the build), which the entry would ask for only once it has run;
 * - starts the landing page's first call; the client adopts the answer (`early.ts`). Mock mode's plan is empty;
 * - on home and the product list, shows the answer's largest picture in the page's frame as soon as it arrives (home's
 *   first banner, the list's first products: `showEarlyPicture`);
 * - starts the entry (its `data-entry` address; index.html preloads the file) once the first frame has painted — with
 *   an early picture, the frame after it, at most 1 s after this script (`FIRST_PAINT_WAIT_MAX_MS`) — so the
 *   entry's evaluation never holds back the first paint, nor the picture (vite.config.ts `entryAfterFirstPaint`).
 */
import { requestId } from "@micromall/domain";
import { afterFirstPaint, markBootShell, showEarlyPicture, type BootPage } from "../ui/boot-shell";
import { applyRootFontSize } from "../ui/root-font-size";
import { startEarlyCall } from "./early";
import { bootShellOf, earlyCallOf, landingFilesOf, preloadLandingFiles, type EarlyCall } from "./early-plan";

declare const __MICROMALL_EARLY_PLAN__: readonly EarlyCall[];
declare const __MICROMALL_BASE__: string;

// Read now: `document.currentScript` is this script only while it runs.
const entry = document.currentScript?.getAttribute("data-entry") ?? null;
const landingFiles = document.currentScript?.getAttribute("data-landing-files") ?? null;

try {
  preloadLandingFiles(document, __MICROMALL_BASE__, landingFilesOf(landingFiles, __MICROMALL_BASE__, location.pathname));
} catch {
  // the entry loads the screen as before
}
let page: BootPage | null = null;
try {
  applyRootFontSize(window);
  page = bootShellOf(__MICROMALL_BASE__, location.pathname);
  if (page !== null) markBootShell(document, page);
} catch {
  // the entry sets the font size; the shell stays hidden
}
// Settles once the frame's early picture is on the shell (or will not be): the entry starts after the frame that paints it.
let pictureShown: Promise<void> | undefined;
try {
  const call = earlyCallOf(__MICROMALL_EARLY_PLAN__, __MICROMALL_BASE__, location.pathname, location.search);
  if (call !== undefined) {
    const answer = startEarlyCall(call.request, requestId());
    // The shell is in the body and this script runs in the head: the picture goes in once the document is parsed.
    const shown = page;
    if (shown !== null) pictureShown = Promise.all([answer, bodyParsed()]).then(([early]) => showEarlyPicture(document, shown, early.text));
  }
} catch {
  // no early call: the route's prefetch asks as before
}
if (entry !== null) {
  afterFirstPaint(
    () => {
      import(/* @vite-ignore */ entry).catch((error: unknown) => console.error("The mall's entry did not load", error));
    },
    window,
    pictureShown,
  );
}

/** Settles once the document has been parsed (at once when it already has). */
function bodyParsed(): Promise<void> {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }));
}
