/**
 * The modal frame shared by message boxes and the declarative `Dialog`: a mask, a `role="dialog"` box with
 * `aria-modal`, labelled by its title (or by its message when it has none), focus moved into it on open,
 * kept inside by Tab, given back to the opener on close, Escape to dismiss, and the page behind it locked
 * from scrolling. Rendered into `document.body` so a transformed ancestor cannot clip it.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";

/** Elements Tab can reach inside the dialog. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Props of the internal dialog frame. */
export interface DialogFrameProps {
  readonly title?: string | undefined;
  /** Accessible name when there is no visible title (e.g. a bottom sheet labelled by its field). */
  readonly ariaLabel?: string | undefined;
  readonly zIndex: number;
  readonly placement?: "center" | "bottom" | undefined;
  /** Escape key (and mask tap when `onMaskClick` is set). */
  readonly onEscape: () => void;
  readonly onMaskClick?: (() => void) | undefined;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

let scrollLocks = 0;
let savedOverflow = "";

/** The modal frame. */
export function DialogFrame({ title, ariaLabel, zIndex, placement = "center", onEscape, onMaskClick, actions, children }: DialogFrameProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    lockScroll();
    return () => {
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onEscape();
    } else if (event.key === "Tab") {
      trapTab(event, ref.current);
    }
  };

  const labelledBy = title !== undefined ? titleId : ariaLabel === undefined ? bodyId : undefined;
  return createPortal(
    <div
      className={`mm-mask mm-mask--${placement}`}
      style={{ zIndex }}
      onClick={onMaskClick ? (event) => event.target === event.currentTarget && onMaskClick() : undefined}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy === undefined ? ariaLabel : undefined}
        aria-describedby={title !== undefined ? bodyId : undefined}
        tabIndex={-1}
        className={`mm-dialog mm-dialog--${placement}`}
        onKeyDown={onKeyDown}
      >
        {title !== undefined && (
          <h2 id={titleId} className="mm-dialog__title">
            {title}
          </h2>
        )}
        <div id={bodyId} className="mm-dialog__body">
          {children}
        </div>
        {actions !== undefined && <div className="mm-dialog__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}

function trapTab(event: KeyboardEvent<HTMLDivElement>, root: HTMLElement | null): void {
  if (!root) return;
  const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function lockScroll(): void {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
  }
}

function unlockScroll(): void {
  if (--scrollLocks === 0) document.body.style.overflow = savedOverflow;
}
