/** The letter-and-digit codes the forms check that have no validator of their own elsewhere (form formats). */
import { LENGTH_LIMITS } from "../formats/length-limits";

/** The lookups' picture code: exactly `LENGTH_LIMITS.verifyCode` (5, spec §5 "Verification code: 5") letters or digits. */
const LOOKUP_CODE = new RegExp(`^[A-Za-z0-9]{${LENGTH_LIMITS.verifyCode}}$`);
const PROPOSAL_NUMBER = /^[A-Za-z0-9]{1,22}$/;
const ENGINE_LAST_SIX = /^[A-Za-z0-9]{6}$/;
const CARD_NO = /^[A-Za-z0-9]{6,30}$/;

/**
 * Proposal number: 1–22 letters or digits, like a policy number (spec §5 limit 22).
 * @example isProposalNumber("TEAJ2026000001") // true
 */
export const isProposalNumber = (input: string): boolean => PROPOSAL_NUMBER.test(input);
/**
 * Verification / captcha code of the lookups: exactly 5 letters or digits (spec §5 limit 5; every lookup with a
 * picture code, the proposal lookup's included). Total: a non-string answers false.
 * @example isLookupCode("a1B2c") // true
 * @example isLookupCode("a1B2") // false
 */
export const isLookupCode = (input: string): boolean => typeof input === "string" && LOOKUP_CODE.test(input);
/**
 * Last six characters of an engine number.
 * @example isEngineNoLastSix("A12345") // true
 */
export const isEngineNoLastSix = (input: string): boolean => ENGINE_LAST_SIX.test(input);
/**
 * A wallet card number: 6–30 letters or digits.
 * @example isCardNo("CARD000123") // true
 */
export const isCardNo = (input: string): boolean => CARD_NO.test(input);
