/**
 * The early script (issue 22 points 3 and 4): index.html loads it first, as a small classic script in the head
 * (vite.config.ts `earlyFetch` bundles it with the plan the build sealed), so it runs before the body is parsed and
 * while the entry downloads. It
 * - sets the responsive root font size, so the prerendered home shell lays out in its final size;
 * - on an address that shows home, lets the stylesheet show that shell (`ui/boot-shell.ts`);
 * - starts the landing page's first call; the client adopts the answer (`early.ts`). Mock mode's plan is empty;
 * - starts the entry (its `data-entry` address; index.html preloads the file) once the first frame has painted, so the
 *   entry's evaluation never holds back the first paint (vite.config.ts `entryAfterFirstPaint`).
 */
import { requestId } from "@micromall/domain";
import { afterFirstPaint, markBootShell } from "../ui/boot-shell";
import { applyRootFontSize } from "../ui/root-font-size";
import { startEarlyCall } from "./early";
import { earlyCallOf, showsHomeShell, type EarlyCall } from "./early-plan";

declare const __MICROMALL_EARLY_PLAN__: readonly EarlyCall[];
declare const __MICROMALL_BASE__: string;

// Read now: `document.currentScript` is this script only while it runs.
const entry = document.currentScript?.getAttribute("data-entry") ?? null;

try {
  applyRootFontSize(window);
  if (showsHomeShell(__MICROMALL_BASE__, location.pathname)) markBootShell(document);
} catch {
  // the entry sets the font size; the shell stays hidden
}
try {
  const call = earlyCallOf(__MICROMALL_EARLY_PLAN__, __MICROMALL_BASE__, location.pathname, location.search);
  if (call !== undefined) startEarlyCall(call.request, requestId());
} catch {
  // no early call: the route's prefetch asks as before
}
if (entry !== null) {
  afterFirstPaint(() => {
    import(/* @vite-ignore */ entry).catch((error: unknown) => console.error("The mall's entry did not load", error));
  });
}
