/**
 * Whether an element's content is wider than the element (it scrolls sideways): measured as it mounts and again
 * whenever it or its first child changes size (a language or elder-mode switch widens a table inside a box that
 * stays the same), so a screen can say that there is more to the side only when there is.
 */
import { useLayoutEffect, useState } from "react";

/**
 * @example const [box, setBox] = useState<HTMLDivElement | null>(null); const more = useOverflowsX(box); <div ref={setBox}>…</div>
 */
export function useOverflowsX(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    if (element === null) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}
