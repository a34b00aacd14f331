/**
 * A lookup's answer shown on the page of its form (customer rehearsal 2026-11-28: /applicationQuery's result
 * appeared below the fold, and the customer thought nothing had happened). Each new answer (`answer`, a value
 * that changes per answer) is scrolled to the top of the view and takes the focus, so a screen reader reads it too;
 * the focus ring stays off (it is not a control).
 */
import { useEffect, useRef, type ReactNode } from "react";

/** Props of {@link RevealedResult}. */
export interface RevealedResultProps {
  /** Changes with every answer (the answer object itself will do). */
  readonly answer: unknown;
  /** What the region is called (its heading's text, or the not-found message). */
  readonly label: string;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

/** The region of a lookup's answer, brought into view as each answer arrives. */
export function RevealedResult({ answer, label, className, children }: RevealedResultProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (node === null) return;
    node.scrollIntoView?.({ block: "start", behavior: "smooth" });
    node.focus({ preventScroll: true });
  }, [answer]);
  return (
    <section ref={ref} tabIndex={-1} aria-label={label} className={className} style={{ outline: "none", scrollMarginTop: "calc(var(--mm-header-height) + var(--mm-safe-top, 0px) + 0.5em)" }}>
      {children}
    </section>
  );
}
