/**
 * The early script (issue 22 points 3 and 4): index.html loads it first, as a small classic script in the head
 * (vite.config.ts `earlyFetch` bundles it with the plan the build sealed), so it runs before the body is parsed and
 * while the entry downloads. It
 * - sets the responsive root font size, so the prerendered home shell lays out in its final size;
 * - on an address that shows home, lets the stylesheet show that shell (`ui/boot-shell.ts`);
 * - starts the landing page's first call; the client adopts the answer (`early.ts`). Mock mode's plan is empty.
 */
import { requestId } from "@micromall/domain";
import { markBootShell } from "../ui/boot-shell";
import { applyRootFontSize } from "../ui/root-font-size";
import { startEarlyCall } from "./early";
import { earlyCallOf, showsHomeShell, type EarlyCall } from "./early-plan";

declare const __MICROMALL_EARLY_PLAN__: readonly EarlyCall[];
declare const __MICROMALL_BASE__: string;

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
