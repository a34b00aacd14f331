/**
 * Renders the imperative UI — the toast, the loading indicator and the open message boxes — from the
 * module-level store (ui-store.ts). Mount it once, inside the root layout (it needs no router). It also
 * applies the stored elder-mode class and the responsive root font size, in case the app has not.
 * Imports the one stylesheet of the primitives (styles/base.css).
 *
 * Decision: the message-box view (MessageBoxView.tsx and the modal frame) is not needed for the first paint,
 * so it is a separate chunk. The host starts loading it right after it mounts, so by the time a box opens it
 * is normally there and draws at once; a box opened earlier is drawn as soon as the view arrives (the
 * `messageBox()` call itself, its history entry and its promise never wait). A failed load is retried when
 * the next box opens.
 */
import { useEffect, useState } from "react";
import "../styles/base.css";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { applyElderClass } from "./elder-mode";
import type { MessageBoxView as MessageBoxViewType } from "./MessageBoxView";
import { installRootFontSize } from "./root-font-size";
import { Spinner } from "./Spinner";
import { isWideToast } from "./toast";
import { MODAL_Z_INDEX, useUiState } from "./ui-store";

let loadedView: typeof MessageBoxViewType | null = null;
let pendingView: Promise<typeof MessageBoxViewType> | null = null;

/**
 * Loads the message-box view (once; again after a failed attempt). The host calls it when it mounts; tests
 * that open boxes synchronously await it first.
 * @example await preloadMessageBoxView() // the view is ready: boxes draw in the same render as they open
 */
export function preloadMessageBoxView(): Promise<typeof MessageBoxViewType> {
  pendingView ??= import("./MessageBoxView").then(
    (module) => (loadedView = module.MessageBoxView),
    (error: unknown) => {
      pendingView = null;
      throw error;
    },
  );
  return pendingView;
}

/**
 * Host of toast, loading and message boxes. Mount once.
 * @example <UiHost />
 */
export function UiHost() {
  const { toast, loadingCount, boxes } = useUiState();
  const t = useMessages(UI_MESSAGES);
  const [MessageBoxView, setMessageBoxView] = useState(() => loadedView);
  const boxOpen = boxes.length > 0;

  useEffect(() => {
    applyElderClass();
    return installRootFontSize();
  }, []);

  useEffect(() => {
    if (MessageBoxView !== null) return;
    let mounted = true;
    preloadMessageBoxView().then(
      (view) => {
        if (mounted) setMessageBoxView(() => view);
      },
      () => undefined, // offline: retried when the next box opens (boxOpen changes)
    );
    return () => {
      mounted = false;
    };
  }, [MessageBoxView, boxOpen]);

  return (
    <>
      {MessageBoxView !== null &&
        boxes.map((box, index) => <MessageBoxView key={box.id} box={box} zIndex={MODAL_Z_INDEX + index} />)}
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
