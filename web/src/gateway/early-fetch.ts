/**
 * The early script (issue 22 points 3 and 4): index.html loads it first, as a small classic script in the head
 * (vite.config.ts `earlyFetch` bundles it with the plan the build sealed), so it runs before the body is parsed and
 * while the entry downloads. It
 * - sets the responsive root font size, so the prerendered home shell lays out in its final size;
 * - on an address that shows home, the login or the product list, lets the stylesheet show that page's prerendered frame
 *   in the customer's remembered language and elder mode (`ui/boot-shell.ts`);
 * - starts the landing page's first call; the client adopts the answer (`early.ts`). Mock mode's plan is empty;
 * - on home and the product list, shows the answer's largest picture in the page's frame as soon as it arrives (home's
 *   first banner, the list's first products: `showEarlyPicture`);
 * - starts the entry (its `data-entry` address; index.html preloads the file) once the first frame has painted — with
 *   an early picture, once the browser reports that picture painted (`afterFirstPaint`), at most 1 s after this script
 *   (`FIRST_PAINT_WAIT_MAX_MS`) — so the
 *   entry's evaluation never holds back the first paint, nor the picture (vite.config.ts `entryAfterFirstPaint`).
 *   With it, it preloads the files the entry needs beside its own, which the entry would ask for only once it has
 *   run: the gateway client's chunks (`data-entry-files`) and, on a landing page whose screen is not in the entry
 *   (`/productList`), the screen's files (`data-landing-files`), both written by the build. Only then: until the early
 *   picture has painted, the page's first call and the entry share the network with nothing else (issue 22 point 2,
 *   "nothing that loads after LCP may delay it"); the entry itself is preloaded by index.html and still downloading
 *   on a slow network, so these arrive before it has run.
 */
import { requestId } from "@micromall/domain";
import { afterFirstPaint, markBootPreferences, markBootShell, showEarlyPicture, type BootPage } from "../ui/boot-shell";
import { applyRootFontSize } from "../ui/root-font-size";
import { startEarlyCall } from "./early";
import { bootShellOf, earlyCallOf, entryFilesOf, landingFilesOf, preloadLandingFiles, type EarlyCall } from "./early-plan";

declare const __MICROMALL_EARLY_PLAN__: readonly EarlyCall[];
declare const __MICROMALL_BASE__: string;

// Read now: `document.currentScript` is this script only while it runs.
const entry = document.currentScript?.getAttribute("data-entry") ?? null;
const landingFiles = document.currentScript?.getAttribute("data-landing-files") ?? null;
const entryFiles = document.currentScript?.getAttribute("data-entry-files") ?? null;

let page: BootPage | null = null;
try {
  applyRootFontSize(window);
  page = bootShellOf(__MICROMALL_BASE__, location.pathname);
  if (page !== null) {
    markBootPreferences(document);
    markBootShell(document, page);
  }
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
      try {
        preloadLandingFiles(document, __MICROMALL_BASE__, [...entryFilesOf(entryFiles), ...landingFilesOf(landingFiles, __MICROMALL_BASE__, location.pathname)]);
      } catch {
        // the entry loads its files as it runs
      }
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
