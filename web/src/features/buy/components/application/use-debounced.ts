/**
 * A value that follows `value` once it has stayed the same for `ms` (the premium asks once the customer has
 * stopped changing plan, duration or count).
 */
import { useEffect, useState } from "react";

/** How long the premium waits for the choices to settle. */
export const PREMIUM_DEBOUNCE_MS = 300;

/**
 * `value`, `ms` after its last change; values are compared by their JSON text.
 * @example const request = useDebounced({ planCode, insuredCount }, PREMIUM_DEBOUNCE_MS)
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
