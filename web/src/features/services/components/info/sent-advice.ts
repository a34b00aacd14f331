/**
 * What /complaint hands /complaintMessage through the history entry's state (so a reload of the result page
 * keeps it, and nothing is kept anywhere else): the answer of `sendAdvice` and the kind sent. Read back with a
 * structural check, never a cast: a history state can be anything.
 */
import type { AdviceRecord } from "@micromall/domain";

/** The result of a sent complaint or suggestion. */
export interface SentAdvice {
  readonly ticketNo: string;
  readonly acceptedAt: string;
  readonly adviceType: string;
  readonly records: readonly AdviceRecord[];
}

function isRecordLike(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isAdviceRecord(value: unknown): value is AdviceRecord {
  return (
    isRecordLike(value) &&
    typeof value["ticketNo"] === "string" &&
    typeof value["adviceType"] === "string" &&
    typeof value["content"] === "string" &&
    typeof value["acceptedAt"] === "string" &&
    typeof value["stateName"] === "string" &&
    (value["policyNo"] === undefined || typeof value["policyNo"] === "string")
  );
}

/**
 * The sent advice in a history state, or `null`.
 * @example sentAdviceOf(useLocation().state)
 */
export function sentAdviceOf(state: unknown): SentAdvice | null {
  if (!isRecordLike(state)) return null;
  const sent = state["sentAdvice"];
  if (!isRecordLike(sent)) return null;
  const { ticketNo, acceptedAt, adviceType, records } = sent;
  if (typeof ticketNo !== "string" || typeof acceptedAt !== "string" || typeof adviceType !== "string" || !Array.isArray(records)) return null;
  return { ticketNo, acceptedAt, adviceType, records: records.filter(isAdviceRecord) };
}

/**
 * The history state carrying a sent advice.
 * @example navigate("/complaintMessage", { state: sentAdviceState(sent) })
 */
export function sentAdviceState(sent: SentAdvice): { sentAdvice: SentAdvice } {
  return { sentAdvice: sent };
}
