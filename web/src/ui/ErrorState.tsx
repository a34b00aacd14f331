/**
 * What a screen shows when its data could not be loaded: the message (default 加载失败), announced as an
 * alert, and a retry button (default 重新加载) when `onRetry` is given.
 */
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { Button } from "./Button";

/** Props of `ErrorState`. */
export interface ErrorStateProps {
  /** Default 加载失败. */
  readonly message?: string;
  readonly onRetry?: () => void;
  /** Default 重新加载. */
  readonly retryLabel?: string;
}

/**
 * A load failure with retry.
 * @example <ErrorState message={error.message} onRetry={reload} />
 */
export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  const t = useMessages(UI_MESSAGES);
  return (
    <div className="mm-error-state">
      <p className="mm-error-state__message" role="alert">
        {message ?? t("ui.error")}
      </p>
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel ?? t("ui.retry")}
        </Button>
      )}
    </div>
  );
}
