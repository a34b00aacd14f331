/**
 * The message keys of the identity checks' failure reasons (texts in `identity.zh.ts` / `identity.en.ts`), apart
 * from the texts so a rule that names a key carries neither language.
 */
import type { CreditCodeFailure } from "../identity/credit-code";
import type { IdCardFailure } from "../identity/id-card";

/**
 * The message key for a `parseIdCard` failure reason.
 * @example idCardReasonKey("length") // "identity.reason.length"
 */
export function idCardReasonKey(reason: IdCardFailure): `identity.reason.${IdCardFailure}` {
  return `identity.reason.${reason}`;
}

/**
 * The message key for a `parseCreditCode` failure reason.
 * @example creditCodeReasonKey("pair") // "identity.creditCode.reason.pair"
 */
export function creditCodeReasonKey(reason: CreditCodeFailure): `identity.creditCode.reason.${CreditCodeFailure}` {
  return `identity.creditCode.reason.${reason}`;
}
