/**
 * Going back to where a page was opened from, as a finished editor does (customer report 2, G8: a save in 常用联系人
 * / 常用地址 or a change in 设置 must not push the list or the settings again, which left one more copy of them in
 * history per save).
 *
 * Decision: back (`navigate(-1)`) when the page has an entry before it in this tab's history (react-router's
 * history index above 0); on the tab's first entry (a reloaded or shared address) there is nothing to go back to
 * inside the mall, so the page is replaced by `fallback` (the list it belongs to). Either way the finished page
 * leaves history and nothing is added. A history that writes no index into `window.history` (the memory history
 * of the screen tests) is asked through the location instead: its first entry's key is "default".
 */
import { useLocation, useNavigate } from "react-router-dom";

/**
 * The router's index of the current history entry (0 for the tab's first entry of the mall; `undefined` when the
 * entry carries none, e.g. before the router wrote it).
 * @example historyIndex() // 2
 */
export function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  if (state === null || typeof state !== "object" || !("idx" in state)) return undefined;
  const { idx } = state;
  return typeof idx === "number" ? idx : undefined;
}

/**
 * A function that leaves the current page for the one it was opened from, or for `fallback` (replacing the
 * current entry) when there is none.
 * @example const goBack = useReturn(); goBack("/contacts")
 */
export function useReturn(): (fallback: string) => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (fallback) => {
    const index = historyIndex();
    const first = index === undefined ? key === "default" : index === 0;
    if (first) void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}
