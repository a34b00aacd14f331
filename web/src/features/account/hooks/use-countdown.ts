/**
 * A seconds countdown for the "resend SMS code" button. It counts from a deadline on the clock rather than
 * decrementing a counter, so a throttled background tab (the messenger pauses timers) still shows the right
 * number when the customer comes back. The default length is domain's `SMS_RESEND_SECONDS`.
 */
import { useCallback, useEffect, useState } from "react";
import { SMS_RESEND_SECONDS } from "@micromall/domain";

const TICK_MS = 250;

/**
 * `remaining` seconds (0 when idle) and `start()` to begin a new countdown.
 * @example const { remaining, start } = useCountdown(60); start(); // remaining === 60
 */
export function useCountdown(seconds: number = SMS_RESEND_SECONDS, now: () => number = Date.now): {
  remaining: number;
  start: () => void;
} {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return undefined;
    const update = () => {
      const left = Math.max(0, Math.ceil((deadline - now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, now]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setDeadline(now() + seconds * 1000);
  }, [seconds, now]);

  return { remaining, start };
}
