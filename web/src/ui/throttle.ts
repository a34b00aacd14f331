/**
 * Throttle with a leading and a trailing call: the first call runs at once, further calls within `wait` ms
 * are folded into one call at the end of the window, so the last state is never missed (a scroll that
 * stops inside the window still gets checked).
 */

/** A throttled function with a way to cancel its pending trailing call. */
export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Runs `fn` at most once per `wait` ms.
 * @example const check = throttle(() => maybeLoad(), 200); window.addEventListener("scroll", check);
 */
export function throttle(fn: () => void, wait: number, now: () => number = Date.now): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    fn();
  };
  const throttled = (() => {
    const elapsed = now() - last;
    if (elapsed >= wait) {
      if (timer !== undefined) clearTimeout(timer);
      run();
    } else if (timer === undefined) {
      timer = setTimeout(run, wait - elapsed);
    }
  }) as Throttled;
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
