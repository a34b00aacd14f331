/**
 * A finished flow's steps leave history (customer report 3, H3: "finishing a flow replaces its steps, so back from
 * its result goes to where the customer started, never through the lookup and its result again").
 *
 * A flow whose steps are all one page replaces each step with the next (the purchase: form → order → cashier →
 * result). A flow with steps the customer may go back through while it runs (the invoice request: the lookup, its
 * result, then the request form) cannot: back from the form must still show the lookup's result. So each such step
 * records its history entry under the flow's name ({@link useFlowStep}); when the flow ends ({@link finishFlow}) the
 * recorded entries become finished steps, and the router (app/app-router.tsx) passes over a finished step on a back:
 * it goes one entry further back at once, and the step never renders.
 *
 * Decisions:
 * - Entries are named by their history key (the router's `location.key`, kept in `window.history.state`, so a
 *   reload keeps them); the record lives in session storage, as history does: per tab, gone with it. The finished
 *   entries have a key of their own, so the router's check on every back ({@link isFinishedStep}, in the entry
 *   chunk) reads one list and carries none of the recording.
 * - Only back passes over a finished step. Forward may show it again (a lookup page, never a done page or a sent
 *   form: those are replaced), so a forward never lands on an address it cannot show.
 * - An entry recorded by an attempt the customer left unfinished stays recorded: the next finish of the same flow
 *   finishes it too (it is that flow's step). At most {@link FINISHED_MAX} finished entries are kept (the oldest go).
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** Session-storage key of the open flows' step entries, by flow. */
const OPEN_KEY = "micromall.flowSteps";

/** Session-storage key of the finished entries (back passes over them). */
const FINISHED_KEY = "micromall.flowStepsDone";

/** How many finished entries are kept (a tab's history is not longer in practice). */
const FINISHED_MAX = 200;

/**
 * Records the page on screen (its history entry) as a step of `flow`, again for each new entry it gets (a replace).
 * @example useFlowStep("invoiceRequest")
 */
export function useFlowStep(flow: string): void {
  const { key } = useLocation();
  useEffect(() => {
    recordFlowStep(flow, key);
  }, [flow, key]);
}

/**
 * Records the history entry `key` as a step of `flow`.
 * @example recordFlowStep("invoiceRequest", "k3x9a1")
 */
export function recordFlowStep(flow: string, key: string): void {
  const open = readOpen();
  const steps = open[flow] ?? [];
  if (!steps.includes(key)) write(OPEN_KEY, { ...open, [flow]: [...steps, key] });
}

/**
 * Ends `flow`: its recorded steps are finished, so back passes over them from now on.
 * @example finishFlow("invoiceRequest"); navigate("/invoiceRequestSuc", { replace: true })
 */
export function finishFlow(flow: string): void {
  const { [flow]: done = [], ...open } = readOpen();
  write(OPEN_KEY, open);
  write(FINISHED_KEY, [...strings(read(FINISHED_KEY)), ...done].slice(-FINISHED_MAX));
}

/**
 * Whether the history entry `key` is a finished flow's step (back passes over it).
 * @example isFinishedStep("k3x9a1") // true after finishFlow of its flow
 */
export function isFinishedStep(key: string): boolean {
  const finished = read(FINISHED_KEY);
  return Array.isArray(finished) && finished.includes(key);
}

/** The stored value at `key`, or null when there is none or it is no JSON. */
function read(key: string): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or refused: back then shows the steps, as before (nothing breaks)
  }
}

function readOpen(): Record<string, readonly string[]> {
  const value = read(OPEN_KEY);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([flow, keys]) => [flow, strings(keys)]));
}

function strings(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}
