/**
 * Back blocking (spec §2 `allowBack: false`, §4 "Back navigation is blocked unless the page allows it").
 *
 * The data router's blocker does what the spec's "push the current address again" did: on a blocked POP it
 * moves the browser back to the current entry, and we reset the blocker at once, so the customer stays on the
 * page with nothing to confirm. Only history POPs are blocked; the page's own links and buttons still work.
 * A POP to the same router entry (a dialog's history entry closed by the back gesture, see
 * ui/overlay-history.ts) is not a page change and is never blocked — "going back" by zero entries would
 * reload the page.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { NavigationType, useBlocker, type BlockerFunction } from "react-router-dom";
import type { RouteMeta } from "./route-meta";

/**
 * Blocks history back while the current page's meta has `allowBack: false`.
 * @example useBackBlock(meta)
 */
export function useBackBlock(meta: RouteMeta | undefined): void {
  // The current page's flag for the blocker, kept after each commit (never written during render).
  const allowBack = useRef(true);
  const allowed = meta?.allowBack ?? true;
  useLayoutEffect(() => {
    allowBack.current = allowed;
  }, [allowed]);

  const blocker = useBlocker(shouldBlock);
  function shouldBlock({ historyAction, currentLocation, nextLocation }: Parameters<BlockerFunction>[0]): boolean {
    return historyAction === NavigationType.Pop && !allowBack.current && nextLocation.key !== currentLocation.key;
  }

  useEffect(() => {
    if (blocker.state === "blocked") blocker.reset();
  }, [blocker]);
}
