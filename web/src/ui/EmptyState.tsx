/**
 * What a list shows when it has nothing: an illustration and a message (default 暂无数据), with room for an
 * action (e.g. a "go shopping" button) as children.
 */
import type { ReactNode } from "react";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";

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
      <svg className="mm-empty__image" viewBox="0 0 64 48" aria-hidden="true" focusable="false">
        <path d="M8 18l8-12h32l8 12v24H8z M8 18h16l4 6h8l4-6h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <p className="mm-empty__message">{message ?? t("ui.empty")}</p>
      {children}
    </div>
  );
}
