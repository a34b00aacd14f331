/**
 * The time left of an offer, ticking once per shown second. It is its own component with its own state, so
 * only this text re-renders each second, never the page around it (issue 9 `/discount`). The value is always
 * computed from the end time and the clock (domain's `timeLeft`, the shared `useDeadlineClock`), and the next
 * tick is scheduled for the moment the shown value changes (`nextTickDelay`), so a late or throttled timer (a background tab) never
 * makes it drift: the next tick shows the true time left.
 *
 * Decision: the text is a `role="timer"` (not a live region: a screen reader is not interrupted every second);
 * once ended it says so and stops.
 */
import { nextTickDelay, timeLeft, timeLeftLabel } from "@micromall/domain";
import { useDeadlineClock } from "../../../components/clock/use-deadline-clock";
import { useLocale, useMessages } from "../../../i18n";
import { PRODUCT_MESSAGES } from "../product.messages";
import styles from "./product.module.css";

/** Props of {@link Countdown}. */
export interface CountdownProps {
  /** When the offer ends, epoch milliseconds. */
  readonly endsAtMs: number;
}

/**
 * "距结束 2天 03:04:05", ticking.
 * @example <Countdown endsAtMs={end.epochMs} />
 */
export function Countdown({ endsAtMs }: CountdownProps) {
  const t = useMessages(PRODUCT_MESSAGES);
  const locale = useLocale();
  const now = useDeadlineClock(endsAtMs, nextTickDelay);
  const left = timeLeft(endsAtMs, now);
  return (
    <span role="timer" className={styles.countdown}>
      {left.ended ? t("discount.ended") : `${t("discount.endsIn")} ${timeLeftLabel(left, locale)}`}
    </span>
  );
}
