/**
 * Infinite list footer: calls `onLoadMore` when the sentinel under the list comes within `threshold` px of
 * the viewport, at most once per 200 ms (spec §9), never while `loading` (or while the promise returned by
 * `onLoadMore` is pending) and never when `hasMore` is false. Shows a spinner while loading and 没有更多了
 * at the end.
 *
 * Decisions: IntersectionObserver where available; otherwise (old WebViews, jsdom) a capturing scroll
 * listener plus resize. After each load the position is checked again, because an observer does not fire
 * when the sentinel simply stays visible (a first page shorter than the screen).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { Spinner } from "./Spinner";
import { throttle, type Throttled } from "./throttle";

/** Minimum time between two load checks (spec §9). */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/** Default distance (px) below the viewport at which loading starts. */
export const INFINITE_SCROLL_THRESHOLD = 250;

/** Props of `InfiniteScroll`. */
export interface InfiniteScrollProps {
  /** Loads the next page; may return a promise (no new call until it settles). */
  readonly onLoadMore: () => void | Promise<unknown>;
  readonly hasMore: boolean;
  /** The caller is loading (e.g. `useGatewayQuery().loading`). */
  readonly loading?: boolean;
  /** Default 250 px. */
  readonly threshold?: number;
  /** Text at the end; default 没有更多了. Pass "" to show nothing. */
  readonly endText?: string;
  readonly children?: ReactNode;
}

/**
 * A list that loads more when scrolled near its end.
 * @example <InfiniteScroll hasMore={page < total} loading={loading} onLoadMore={() => setPage(page + 1)}>{rows}</InfiniteScroll>
 */
export function InfiniteScroll({ onLoadMore, hasMore, loading = false, threshold = INFINITE_SCROLL_THRESHOLD, endText, children }: InfiniteScrollProps) {
  const t = useMessages(UI_MESSAGES);
  const sentinel = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const near = useRef(false);
  // The latest props for the throttled check, kept after each commit (never written during render).
  const latest = useRef({ onLoadMore, hasMore, busy: loading || pending, threshold });
  useLayoutEffect(() => {
    latest.current = { onLoadMore, hasMore, busy: loading || pending, threshold };
  });

  // One throttled check per mounted list, made when the list mounts (and again when the threshold changes).
  const checkNow = useRef<Throttled | null>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const isNear = (): boolean =>
      typeof IntersectionObserver !== "undefined"
        ? near.current
        : element.getBoundingClientRect().top <= window.innerHeight + latest.current.threshold;
    const check = throttle(() => {
      const { hasMore: more, busy, onLoadMore: load } = latest.current;
      if (!more || busy || !isNear()) return;
      const result = load();
      if (result && typeof (result as Promise<unknown>).then === "function") {
        setPending(true);
        (result as Promise<unknown>).then(
          () => setPending(false),
          () => setPending(false),
        );
      }
    }, INFINITE_SCROLL_THROTTLE_MS);
    checkNow.current = check;
    if (typeof IntersectionObserver !== "undefined") {
      const observer = new IntersectionObserver(
        (entries) => {
          near.current = entries.some((entry) => entry.isIntersecting);
          if (near.current) check();
        },
        { rootMargin: `0px 0px ${threshold}px 0px` },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        check.cancel();
      };
    }
    window.addEventListener("scroll", check, { capture: true, passive: true });
    window.addEventListener("resize", check);
    return () => {
      window.removeEventListener("scroll", check, { capture: true });
      window.removeEventListener("resize", check);
      check.cancel();
    };
  }, [threshold]);

  // Check again whenever a load finishes or more becomes available.
  const busy = loading || pending;
  useEffect(() => {
    if (hasMore && !busy) checkNow.current?.();
  }, [hasMore, busy]);

  return (
    <div className="mm-infinite">
      {children}
      <div ref={sentinel} className="mm-infinite__footer">
        {busy && (
          <span className="mm-infinite__loading" role="status">
            <Spinner decorative size={20} />
            {t("ui.loading")}
          </span>
        )}
        {!hasMore && !busy && endText !== "" && <span className="mm-infinite__end">{endText ?? t("ui.infinite.end")}</span>}
      </div>
    </div>
  );
}
