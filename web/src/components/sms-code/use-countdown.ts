/**
 * A seconds countdown for the "resend SMS code" button. It counts from a deadline on the clock rather than
 * decrementing a counter, so a throttled background tab (the messenger pauses timers) still shows the right
 * number when the customer comes back (the shared `useDeadlineClock`, also under the offers' countdown). The default length is domain's `SMS_RESEND_SECONDS`.
 */
import { useCallback, useState } from "react";
import { SMS_RESEND_SECONDS } from "@micromall/domain";
import { useDeadlineClock } from "../clock/use-deadline-clock";

/** The clock is read when the whole seconds left change (the next second's boundary), until the deadline. */
const tick = (deadline: number, now: number): number | null => (now >= deadline ? null : (deadline - now) % 1000 || 1000);

/**
 * `remaining` seconds (0 when idle) and `start()` to begin a new countdown.
 * @example const { remaining, start } = useCountdown(60); start(); // remaining === 60
 */
export function useCountdown(seconds: number = SMS_RESEND_SECONDS, now: () => number = Date.now): {
  remaining: number;
  start: () => void;
} {
  const [deadline, setDeadline] = useState<number | null>(null);
  const at = useDeadlineClock(deadline, tick, now);
  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - at) / 1000));

  const start = useCallback(() => setDeadline(now() + seconds * 1000), [seconds, now]);

  return { remaining, start };
}
