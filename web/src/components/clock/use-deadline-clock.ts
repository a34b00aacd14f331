/**
 * The clock of a countdown, shared by the offer's `Countdown` (/discount) and the SMS code's resend countdown:
 * the time of now, read from the clock at each moment `nextDelay` names (the next change of what is shown), so
 * only the component that shows the countdown re-renders, and a late or throttled timer (a background tab, the
 * messenger pausing timers) never makes it drift: the next reading shows the true time. A new deadline reads the
 * clock at once. No deadline (null), or a `nextDelay` of null (ended): no timer.
 */
import { useEffect, useState } from "react";

/**
 * The clock's time (epoch ms) for a countdown to `deadline`, read again after each `nextDelay(deadline, now)` ms.
 * @example const now = useDeadlineClock(endsAtMs, nextTickDelay); const left = timeLeft(endsAtMs, now);
 */
export function useDeadlineClock(deadline: number | null, nextDelay: (deadline: number, now: number) => number | null, clock: () => number = Date.now): number {
  const [reading, setReading] = useState(() => ({ deadline, now: clock() }));
  // a new deadline: the clock is read at once (the last reading may be long ago)
  let current = reading;
  if (reading.deadline !== deadline) {
    current = { deadline, now: clock() };
    setReading(current);
  }
  const { now } = current;

  useEffect(() => {
    if (deadline === null) return undefined;
    const delay = nextDelay(deadline, now);
    if (delay === null) return undefined;
    const timer = setTimeout(() => setReading({ deadline, now: clock() }), delay);
    return () => clearTimeout(timer);
  }, [deadline, now, nextDelay, clock]);

  return now;
}
