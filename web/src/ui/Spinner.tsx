/**
 * Spinner: a turning arc (spec §9: default size 28, grey). Announced as an image named "加载中..." unless
 * `decorative` (when a visible text next to it already says so).
 */
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { SPINNER_GREY } from "./tokens";

/** Default spinner size in CSS pixels (spec §9). */
export const SPINNER_SIZE = 28;

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** Width and height in CSS pixels; default 28. */
  readonly size?: number;
  /** Any CSS colour; default grey. */
  readonly color?: string;
  /** Accessible name; default 加载中... */
  readonly label?: string;
  /** Hide from assistive technology (a visible text says the same). */
  readonly decorative?: boolean;
  readonly className?: string;
}

/**
 * A loading spinner.
 * @example <Spinner /> // 28 × 28, grey, role="img" named 加载中...
 */
export function Spinner({ size = SPINNER_SIZE, color = SPINNER_GREY, label, decorative = false, className }: SpinnerProps) {
  const t = useMessages(UI_MESSAGES);
  const a11y = decorative ? { "aria-hidden": true as const } : { role: "img", "aria-label": label ?? t("ui.loading") };
  return (
    <span {...a11y} className={className ? `mm-spinner ${className}` : "mm-spinner"} style={{ width: size, height: size, color }}>
      <svg viewBox="0 0 50 50" width="100%" height="100%" focusable="false" aria-hidden="true">
        <circle cx="25" cy="25" r="20" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeDasharray="90 150" />
      </svg>
    </span>
  );
}
