/** The letter-and-digit codes the forms check that have no validator of their own elsewhere (form formats). */

const LOOKUP_CODE = /^[A-Za-z0-9]{4,6}$/;
const PROPOSAL_NUMBER = /^[A-Za-z0-9]{1,22}$/;
const ENGINE_LAST_SIX = /^[A-Za-z0-9]{6}$/;
const CARD_NO = /^[A-Za-z0-9]{6,30}$/;

/**
 * Proposal number: 1–22 letters or digits, like a policy number (spec §5 limit 22).
 * @example isProposalNumber("TEAJ2026000001") // true
 */
export const isProposalNumber = (input: string): boolean => PROPOSAL_NUMBER.test(input);
/**
 * Verification / captcha code of the lookups: 4–6 letters or digits.
 * @example isLookupCode("a1B2") // true
 */
export const isLookupCode = (input: string): boolean => LOOKUP_CODE.test(input);
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
