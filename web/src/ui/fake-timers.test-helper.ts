/**
 * Fake timers for the ui tests that also drive user-event. Testing Library's async wrapper only advances
 * fake timers when it sees Jest's global (`jest.advanceTimersByTime`); under vitest it would wait for a
 * faked `setTimeout(0)` forever. Exposing that one function as `jest` lets both work together.
 */
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";

/** Turns on fake timers (and Date) and returns a user-event instance that advances them. */
export function useFakeTimersWithUser(): ReturnType<typeof userEvent.setup> {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Back to real timers; removes the `jest` shim. */
export function restoreTimers(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
