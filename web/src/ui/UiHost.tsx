/**
 * Renders the imperative UI — the toast, the loading indicator and the open message boxes — from the
 * module-level store (ui-store.ts). Mount it once, inside the root layout (it needs no router). It also
 * applies the stored elder-mode class and the responsive root font size, in case the app has not.
 * Imports the one stylesheet of the primitives (styles/base.css).
 */
import { useEffect } from "react";
import "../styles/base.css";
import { useT } from "../i18n";
import { buttonClassName } from "./Button";
import { DialogFrame } from "./DialogFrame";
import { applyElderClass } from "./elder-mode";
import { chooseMessageBoxAction, MODAL_Z_INDEX } from "./message-box";
import { installRootFontSize } from "./root-font-size";
import { Spinner } from "./Spinner";
import { isWideToast } from "./toast";
import { useUiState, type BoxState } from "./ui-store";

/**
 * Host of toast, loading and message boxes. Mount once.
 * @example <UiHost />
 */
export function UiHost() {
  const { toast, loadingCount, boxes } = useUiState();
  const t = useT();

  useEffect(() => {
    applyElderClass();
    return installRootFontSize();
  }, []);

  return (
    <>
      {boxes.map((box, index) => (
        <MessageBoxView key={box.id} box={box} zIndex={MODAL_Z_INDEX + index} />
      ))}
      {loadingCount > 0 && (
        <div className="mm-loading" role="status" aria-label={t("ui.loading")}>
          <div className="mm-loading__box">
            <Spinner decorative color="#ffffff" />
            <span className="mm-loading__text">{t("ui.loading")}</span>
          </div>
        </div>
      )}
      {/* The live region stays mounted so screen readers announce each new toast. */}
      <div className="mm-toast-region" role="status" aria-live="polite">
        {toast && (
          <div
            key={toast.id}
            className={isWideToast(toast.message) ? "mm-toast mm-toast--wide" : "mm-toast"}
            style={isWideToast(toast.message) ? { width: "80%" } : undefined}
          >
            {toast.message}
          </div>
        )}
      </div>
    </>
  );
}

function MessageBoxView({ box, zIndex }: { box: BoxState; zIndex: number }) {
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
