/**
 * Timing of the SMS verification code (not in the spec; our decision, matching the gateway's usual rate limit):
 * after a code is sent, the "resend" button waits {@link SMS_RESEND_SECONDS} seconds.
 */

/**
 * Seconds before an SMS code may be requested again.
 * @example SMS_RESEND_SECONDS // 60
 */
export const SMS_RESEND_SECONDS = 60;
