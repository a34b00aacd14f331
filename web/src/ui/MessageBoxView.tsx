/**
 * One open message box of `messageBox()` / `alertBox()`, drawn in the shared modal frame: its title, its
 * message as plain text, and its actions as buttons (or as links drawn as buttons when an action has an
 * `href`, e.g. `tel:95518`). `<UiHost />` loads this module on its own (see `preloadMessageBoxView`): no box
 * is open at first paint, so neither this view nor the modal frame is part of the first load.
 */
import { buttonClassName } from "./Button";
import { DialogFrame } from "./DialogFrame";
import { chooseMessageBoxAction } from "./message-box";
import type { BoxState } from "./ui-store";

/** Props of {@link MessageBoxView}. */
export interface MessageBoxViewProps {
  readonly box: BoxState;
  /** Stacking order: later boxes above earlier ones. */
  readonly zIndex: number;
}

/**
 * A message box on screen; a chosen action (or Escape → null) settles the box's promise.
 * @example <MessageBoxView box={{ id: 1, options: { message: "确认退出？", actions: [{ label: "确定", value: "ok" }] } }} zIndex={2000} />
 */
export function MessageBoxView({ box, zIndex }: MessageBoxViewProps) {
  const { title, message, actions } = box.options;
  return (
    <DialogFrame
      title={title}
      zIndex={zIndex}
      onEscape={() => chooseMessageBoxAction(box.id, null)}
      actions={actions.map((action) =>
        action.href !== undefined ? (
          <a
            key={action.value}
            href={action.href}
            className={buttonClassName(action.primary ? "primary" : "default", false, "mm-dialog__action")}
            onClick={() => chooseMessageBoxAction(box.id, action.value)}
          >
            {action.label}
          </a>
        ) : (
          <button
            key={action.value}
            type="button"
            className={buttonClassName(action.primary ? "primary" : "default", false, "mm-dialog__action")}
            onClick={() => chooseMessageBoxAction(box.id, action.value)}
          >
            {action.label}
          </button>
        ),
      )}
    >
      <p className="mm-dialog__message">{message}</p>
    </DialogFrame>
  );
}
