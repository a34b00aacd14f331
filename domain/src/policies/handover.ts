/**
 * The partner insurer's claim hand-over (/claimZhongan, `linkageUnified`): the target naming it. The address
 * the gateway answers is followed only under session's `handoverLink` rule (same-origin or https only).
 */

/** The `linkageUnified` target naming the partner insurer's claim page. */
export const PARTNER_CLAIM_TARGET = "partnerClaim";
