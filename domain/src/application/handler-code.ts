/**
 * The handler code of spec §9 ("Base path /micromall; static path /micromall/static; handler code 55000043").
 *
 * Our reading (issue 21 "Handler code 55000043"): the spec lists it among the business constants, beside the
 * base and static paths, and gives it no behaviour; the error catalogue (§8) does not name it, and the design doc
 * is silent. A handler code in the insurer's systems is the 经办人代码 — the code of the staff member or channel
 * a proposal is booked under — an 8-digit code of the same shape as the outlets' `comCode`s. So:
 * - every proposal the mall saves carries it as `handlerCode` (`proposalFields`), as it carries §9's other
 *   proposal defaults (start hour 0, end hour 24);
 * - it is not a result code: a gateway answering `55000043` as `common.resultCode` gets §8's "other" row (the
 *   server's message in an alert) like any other code (`errorForResult`; tested in `gateway/errors.test.ts`).
 */

/** The mall's handler code (spec §9), sent as `handlerCode` with every saved proposal. */
export const HANDLER_CODE = "55000043";
