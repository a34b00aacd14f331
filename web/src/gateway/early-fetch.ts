/**
 * The early script (issue 22 point 3): index.html loads it before the entry (vite.config.ts `earlyFetch` bundles it
 * with the plan the build sealed), so the landing page's first call is under way while the entry downloads. It only
 * starts the call of the address it was opened on; the client adopts the answer (`early.ts`).
 */
import { requestId } from "@micromall/domain";
import { startEarlyCall } from "./early";
import { earlyCallOf, type EarlyCall } from "./early-plan";

declare const __MICROMALL_EARLY_PLAN__: readonly EarlyCall[];
declare const __MICROMALL_BASE__: string;

try {
  const call = earlyCallOf(__MICROMALL_EARLY_PLAN__, __MICROMALL_BASE__, location.pathname, location.search);
  if (call !== undefined) startEarlyCall(call.request, requestId());
} catch {
  // no early call: the route's prefetch asks as before
}
