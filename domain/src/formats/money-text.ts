/**
 * Money typed by the customer (spec §5 "Money: positive integer or up to 2 decimals").
 *
 * Decision: the integer part has no leading zeros (`0.5` yes, `01` no), a decimal point must be followed
 * by one or two digits (`1.` and `.5` are rejected), no sign, no grouping commas, and the amount must be
 * greater than zero (`0`, `0.00` rejected). Parsing into fen is `parseMoney` in money/.
 */

const MONEY = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;
const NON_ZERO_DIGIT = /[1-9]/;

/**
 * Whether the text is a positive amount of yuan with at most 2 decimals.
 * @example isMoney("12.5") // true
 * @example isMoney("0.01") // true
 * @example isMoney("0") // false
 * @example isMoney("1.005") // false
 */
export function isMoney(input: string): boolean {
  return typeof input === "string" && MONEY.test(input) && NON_ZERO_DIGIT.test(input);
}
