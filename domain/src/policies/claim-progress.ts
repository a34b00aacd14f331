/**
 * A claim's progress as the customer follows it (spec §2 "Claims", issue 10): five steps, reported →
 * accepted → assessed → approved → paid, read from the steps of the claim's detail.
 *
 * Decisions where the spec is silent:
 * - The gateway's step codes map one to one: 1 reported (报案), 2 surveyed — the claim is accepted and looked
 *   at (受理), 3 assessed (定损), 4 approved (核赔), 5 paid and closed (赔付).
 * - A step is done when the gateway says so (`done`) and gives its time; the step under way is the first one
 *   not done; when all five are done the claim is complete (`current` is 5). A step missing from the answer
 *   counts as not done. Done steps after the first undone one do not move the current step back: progress
 *   never reads as going backwards, so `current` is the first undone step in order.
 * - The claim's state code (`claimState`) is used when the answer carries no steps at all: states 1–5 mean
 *   the steps up to it are done (without times).
 */

/** The steps of a claim, in order. */
export const CLAIM_STEPS = ["reported", "accepted", "assessed", "approved", "paid"] as const;

/** One step of {@link CLAIM_STEPS}. */
export type ClaimStepId = (typeof CLAIM_STEPS)[number];

/** A step of a claim as the gateway gives it. */
export interface ClaimStepFields {
  /** "1"–"5". */
  readonly code: string;
  readonly time: string;
  readonly done: boolean;
  readonly note?: string;
}

/** One step of a claim's progress: its id, when it happened ("" when it has not) and the gateway's note. */
export interface ClaimProgressStep {
  readonly id: ClaimStepId;
  readonly done: boolean;
  readonly time: string;
  readonly note: string;
}

/** A claim's progress: the five steps and the index of the one under way (5 when all are done). */
export interface ClaimProgress {
  readonly steps: readonly ClaimProgressStep[];
  readonly current: number;
}

/**
 * The five steps of a claim from its detail's steps (or, without steps, its state code).
 * @example claimProgress([{ code: "1", time: "2026-11-01 10:00:00", done: true }, { code: "2", time: "", done: false }]).current // 1
 * @example claimProgress([], "5").current // 5
 */
export function claimProgress(steps: readonly ClaimStepFields[], claimState = ""): ClaimProgress {
  const byCode = new Map<string, ClaimStepFields>();
  for (const step of steps) if (!byCode.has(step.code)) byCode.set(step.code, step);
  const reached = byCode.size === 0 && /^[1-5]$/.test(claimState) ? Number(claimState) : 0;
  const all = CLAIM_STEPS.map((id, index): ClaimProgressStep => {
    const given = byCode.get(String(index + 1));
    const done = given === undefined ? index < reached : given.done;
    return { id, done, time: done ? (given?.time ?? "") : "", note: given?.note ?? "" };
  });
  const firstUndone = all.findIndex((step) => !step.done);
  return { steps: all, current: firstUndone < 0 ? all.length : firstUndone };
}
