/**
 * The gateway's refusal of a record that does not belong to the session's account (issue 23 finding 1,
 * issue 18 "records belong to an account").
 *
 * Contract (the mock gateway speaks it, the screens read it): the call succeeds at the wire level
 * (`common.resultCode` `"1"`) and the business answer is a refusal, `status: 0`, with
 * `common.resultMsg` equal to {@link RECORD_NOT_OWNED_MESSAGE}. No part of the record is in `data`.
 * A screen shows its "this record is not in your account" state for it, never the record.
 */
export const RECORD_NOT_OWNED_MESSAGE = "该记录不属于当前账户";

/** Whether a refusal's server message is the not-your-record refusal. Total: any other input is false. */
export function isRecordNotOwned(message: unknown): boolean {
  return typeof message === "string" && message.trim() === RECORD_NOT_OWNED_MESSAGE;
}
