/**
 * The notices of one claim (/settleementmessage, issue 10): one notice per step of its progress that has
 * happened, newest first — what an insurer's app sends as "your claim was accepted / assessed / paid".
 *
 * Decisions where the spec is silent:
 * - A notice is a done step with its time (`claimProgress`' steps, so the step ids and the "first undone step"
 *   rule are the timeline's); a done step without a time has no date to show and is left out.
 * - Newest first by the step's time text (`YYYY-MM-DD HH:mm:ss` sorts as text); equal times keep the later step first.
 */
import { claimProgress, type ClaimStepFields, type ClaimStepId } from "./claim-progress";

/** One notice of a claim. */
export interface ClaimNotice {
  readonly step: ClaimStepId;
  readonly time: string;
  readonly note: string;
}

/**
 * The notices of a claim from its detail's steps, newest first.
 * @example claimNotices([{ code: "1", time: "2026-11-01 10:00:00", done: true }, { code: "2", time: "2026-11-02 09:00:00", done: true }]).map((n) => n.step) // ["accepted", "reported"]
 */
export function claimNotices(steps: readonly ClaimStepFields[]): ClaimNotice[] {
  return claimProgress(steps)
    .steps.filter((step) => step.done && step.time !== "")
    .map((step) => ({ step: step.id, time: step.time, note: step.note }))
    .reverse()
    .sort((a, b) => (a.time === b.time ? 0 : a.time < b.time ? 1 : -1));
}
