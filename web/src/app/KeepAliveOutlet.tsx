/**
 * The page outlet with page keep-alive (spec §2 route meta "Page keep-alive"; h5-notes §4).
 *
 * The outlets of the last few keep-alive pages stay mounted inside React 19.2 `<Activity>`: the page being
 * shown is `visible`, the others `hidden` (display:none, Effects cleaned up, state kept). Coming back to a
 * kept page shows the same component instance with what the customer typed or scrolled; its Effects run
 * again (a list may refresh). Pages without `keepAlive` render as a plain outlet and unmount when left.
 * Window scroll of kept pages is handled by `useScrollMemory`.
 *
 * Decisions: an LRU of {@link KEEP_ALIVE_LIMIT} pages keyed by pathname (memory stays bounded on a phone);
 * the element of a hidden page is the one it last rendered with, so it keeps the screen it was.
 */
import { Activity, Fragment, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";

/** How many keep-alive pages stay mounted at most. */
export const KEEP_ALIVE_LIMIT = 3;

/** Props of {@link KeepAliveOutlet}. */
export interface KeepAliveOutletProps {
  /** Whether the current page is kept alive (its route meta). */
  readonly keepAlive: boolean;
  /** The current page's element. */
  readonly outlet: ReactNode;
  readonly limit?: number;
}

/**
 * Renders the current route, keeping the last keep-alive pages mounted but hidden.
 * @example <KeepAliveOutlet keepAlive={meta.keepAlive} outlet={<RouteScreen load={load} />} />
 */
export function KeepAliveOutlet({ keepAlive, outlet, limit = KEEP_ALIVE_LIMIT }: KeepAliveOutletProps) {
  const { pathname } = useLocation();
  const [kept] = useState(() => new KeptPages());
  // Render-time bookkeeping is idempotent, so a repeated render (StrictMode, a low-priority retry) is harmless.
  const pages = keepAlive ? kept.show(pathname, outlet, limit) : kept.list();

  return (
    <>
      {pages.map(([key, element]) => (
        <Activity key={`keep:${key}`} mode={keepAlive && key === pathname ? "visible" : "hidden"}>
          {element}
        </Activity>
      ))}
      {keepAlive ? null : <Fragment key={`live:${pathname}`}>{outlet}</Fragment>}
    </>
  );
}

/**
 * The kept pages of one outlet: pages in first-kept order (a stable render order: kept pages are never moved in
 * the DOM), and the same paths from least to most recently shown, for eviction.
 */
class KeptPages {
  private readonly pages = new Map<string, ReactNode>();
  private readonly recent: string[] = [];

  /** Records `element` as the page at `path`, shown now; evicts beyond `limit`; answers the pages to render. */
  show(path: string, element: ReactNode, limit: number): readonly (readonly [string, ReactNode])[] {
    this.pages.set(path, element);
    const index = this.recent.indexOf(path);
    if (index >= 0) this.recent.splice(index, 1);
    this.recent.push(path);
    while (this.recent.length > limit) this.pages.delete(this.recent.shift() ?? "");
    return this.list();
  }

  /** The kept pages, in first-kept order. */
  list(): readonly (readonly [string, ReactNode])[] {
    return [...this.pages];
  }
}
