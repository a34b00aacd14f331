/**
 * What a list shows when it has nothing: an illustration and a message (default 暂无数据), with room for an
 * action (e.g. a "go shopping" button) as children.
 */
import type { ReactNode } from "react";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { MallIcon } from "./MallIcon";

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /** Default 暂无数据. */
  readonly message?: string;
  readonly children?: ReactNode;
}

/**
 * An empty list.
 * @example <EmptyState message={t("policies.none")} />
 */
export function EmptyState({ message, children }: EmptyStateProps) {
  const t = useMessages(UI_MESSAGES);
  return (
    <div className="mm-empty">
      <MallIcon name="empty" className="mm-empty__image" />
      <p className="mm-empty__message">{message ?? t("ui.empty")}</p>
      {children}
    </div>
  );
}
