/**
 * Declarative modal dialog for screens: `<Dialog open={…} title="…" actions={[…]} onAction={…} onClose={…}>`.
 * Same frame, focus handling and back-gesture behaviour as `messageBox()` (h5-notes §3): opening pushes a
 * history entry, Back / Escape call `onClose`, and an action button first removes the entry, then calls
 * `onAction(value)` — navigate from `onAction`, not before it. `placement="bottom"` draws a bottom sheet
 * that also closes on a tap on the mask. Children are React nodes: server text stays text.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { buttonClassName } from "./Button";
import { DialogFrame } from "./DialogFrame";
import { MODAL_Z_INDEX } from "./message-box";
import { pushOverlayEntry, type OverlayEntry } from "./overlay-history";
import { getUiState } from "./ui-store";

/** One action of a `Dialog`. */
export interface DialogAction {
  readonly label: string;
  readonly value: string;
  readonly primary?: boolean;
  /** Renders a link drawn as a button, e.g. `tel:95518`. */
  readonly href?: string;
  readonly disabled?: boolean;
}

/** Props of `Dialog`. */
export interface DialogProps {
  readonly open: boolean;
  readonly title?: string;
  /** Accessible name when there is no title. */
  readonly ariaLabel?: string;
  /** Buttons at the bottom; omit to put your own controls in `children`. */
  readonly actions?: readonly DialogAction[];
  /** An action was chosen (after its history entry is gone). */
  readonly onAction?: (value: string) => void;
  /** Dismissed by Back, Escape or (bottom sheets) a tap on the mask. */
  readonly onClose: () => void;
  /** Default `center`. */
  readonly placement?: "center" | "bottom";
  readonly children?: ReactNode;
}

/**
 * A modal dialog controlled by `open`.
 * @example <Dialog open={asking} title={t("x.title")} actions={[{ label: t("ui.dialog.ok"), value: "ok", primary: true }]} onAction={() => setAsking(false)} onClose={() => setAsking(false)}>…</Dialog>
 */
export function Dialog({ open, title, ariaLabel, actions, onAction, onClose, placement = "center", children }: DialogProps) {
  const entry = useRef<OverlayEntry | null>(null);
  // The latest onClose for the back gesture, kept after each commit (never written during render).
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const pushed = pushOverlayEntry(() => onCloseRef.current());
    entry.current = pushed;
    return () => {
      entry.current = null;
      void pushed?.release();
    };
  }, [open]);

  if (!open) return null;

  const choose = (value: string) => {
    const pushed = entry.current;
    entry.current = null;
    if (pushed) void pushed.release().then(() => onAction?.(value));
    else onAction?.(value);
  };

  return (
    <DialogFrame
      title={title}
      ariaLabel={ariaLabel}
      // Above any message box already open when it appears.
      zIndex={MODAL_Z_INDEX + getUiState().boxes.length}
      placement={placement}
      onEscape={() => onCloseRef.current()}
      onMaskClick={placement === "bottom" ? () => onCloseRef.current() : undefined}
      actions={
        actions && actions.length > 0
          ? actions.map((action) =>
              action.href !== undefined ? (
                <a
                  key={action.value}
                  href={action.href}
                  className={buttonClassName(action.primary ? "primary" : "default", false, "mm-dialog__action")}
                  onClick={() => choose(action.value)}
                >
                  {action.label}
                </a>
              ) : (
                <button
                  key={action.value}
                  type="button"
                  disabled={action.disabled}
                  className={buttonClassName(action.primary ? "primary" : "default", false, "mm-dialog__action")}
                  onClick={() => choose(action.value)}
                >
                  {action.label}
                </button>
              ),
            )
          : undefined
      }
    >
      {children}
    </DialogFrame>
  );
}
