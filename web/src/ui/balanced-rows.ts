/**
 * Segmented tabs that wrap share their rows evenly (customer rehearsal, elder mode: 我的保单's four tabs wrapped
 * as three and a lone "其他 3"). The tabs first lay out as they fit; when they take more than one row, each tab's
 * basis becomes an even share of the row (`--mm-tabs-per-row`), so four tabs stand two and two and five three and
 * two. Measured again when the list's width changes (a rotation, the elder switch) and after every render (the
 * counts that arrive in the labels).
 */
import { useLayoutEffect, useRef, type RefObject } from "react";

/** The custom property the tabs' CSS reads. */
export const TABS_PER_ROW = "--mm-tabs-per-row";

/**
 * How many tabs each row should hold for `count` tabs that took `rows` rows as they fit; null when they fit one row.
 * @example tabsPerRow(4, 2) // 2
 * @example tabsPerRow(5, 2) // 3
 * @example tabsPerRow(4, 1) // null
 */
export function tabsPerRow(count: number, rows: number): number | null {
  if (!Number.isInteger(count) || !Number.isInteger(rows) || rows <= 1 || count <= rows) return null;
  return Math.ceil(count / rows);
}

/** Balances the wrapped rows of the list `ref` points at (its element children are the tabs). */
export function useBalancedRows(enabled: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  const balance = () => {
    const list = ref.current;
    if (!enabled || list === null) return;
    list.style.removeProperty(TABS_PER_ROW);
    const tops = new Set(Array.from(list.children, (child) => (child as HTMLElement).offsetTop));
    const perRow = tabsPerRow(list.children.length, tops.size);
    if (perRow !== null) list.style.setProperty(TABS_PER_ROW, String(perRow));
  };
  // after every render: a label's count may have made a tab wider
  useLayoutEffect(balance);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!enabled || list === null || typeof ResizeObserver === "undefined") return;
    // only a new width lays the tabs out anew (the height the balance itself changes is no reason to measure again)
    let width = list.clientWidth;
    const observer = new ResizeObserver(() => {
      if (list.clientWidth === width) return;
      width = list.clientWidth;
      balance();
    });
    observer.observe(list);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- balance reads the ref, not render state
  }, [enabled]);
  return ref;
}
