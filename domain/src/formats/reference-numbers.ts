/**
 * Reference numbers typed into lookups and forms (spec §5): policy/proposal number, bank card, flight
 * number, item number, taxpayer number (custtaxno) and the free identity-number field (idNum).
 *
 * Decisions:
 * - "Alphanumerics" are ASCII letters of either case and digits, no separators.
 * - Bank card: 16 or 19 digits as the spec says; no Luhn check, because not every UnionPay card number
 *   satisfies it and the bank answers authoritatively.
 * - Taxpayer id (custtaxno, invoice request): 15, 17, 18 or 20 characters of digits and upper-case letters:
 *   15 = old tax registration number, 18 = unified social credit code, 17 and 20 = the old forms built
 *   from an identity number (15/18 digits) plus a 2-digit suffix. No check digit is enforced, because
 *   the tax number of an individual business is not always a valid credit code.
 * - idNum (identity-number field of free-text identity types): 1–20 of ASCII digits, ASCII letters and
 *   brackets `()（）`, so numbers such as `1234567890(B)` (Taiwan permit with a bracketed suffix) pass.
 */

const POLICY_NUMBER = /^[A-Za-z0-9]{1,22}$/;
const BANK_CARD = /^(?:\d{16}|\d{19})$/;
const FLIGHT_NUMBER = /^[A-Za-z0-9]{1,7}$/;
const ITEM_NUMBER = /^[A-Za-z0-9]{28}$/;
const CUSTTAXNO = /^(?:[0-9A-Z]{15}|[0-9A-Z]{17,18}|[0-9A-Z]{20})$/;
const ID_NUM = /^[0-9A-Za-z()\uFF08\uFF09]{1,20}$/;

/**
 * Whether the text is a policy or proposal number: 1–22 letters or digits.
 * @example isPolicyNumber("PDAA202444030000012345") // true
 * @example isPolicyNumber("PDAA-2024") // false
 */
export function isPolicyNumber(input: string): boolean {
  return typeof input === "string" && POLICY_NUMBER.test(input);
}

/**
 * Whether the text is a bank card number: 16 or 19 digits.
 * @example isBankCard("6222021234567890123") // true
 * @example isBankCard("62220212345678901") // false
 */
export function isBankCard(input: string): boolean {
  return typeof input === "string" && BANK_CARD.test(input);
}

/**
 * Whether the text is a flight number: 1–7 letters or digits.
 * @example isFlightNumber("CA1234") // true
 * @example isFlightNumber("CA 1234") // false
 */
export function isFlightNumber(input: string): boolean {
  return typeof input === "string" && FLIGHT_NUMBER.test(input);
}

/**
 * Whether the text is an item number: exactly 28 letters or digits.
 * @example isItemNumber("A".repeat(28)) // true
 */
export function isItemNumber(input: string): boolean {
  return typeof input === "string" && ITEM_NUMBER.test(input);
}

/**
 * Whether the text is a taxpayer identification number: 15, 17, 18 or 20 digits/upper-case letters.
 * @example isCusttaxno("91440300MA5FXXXX1Y") // true
 * @example isCusttaxno("91440300ma5fxxxx1y") // false
 */
export function isCusttaxno(input: string): boolean {
  return typeof input === "string" && CUSTTAXNO.test(input);
}

/**
 * Whether the text fits the free identity-number field: 1–20 of digits, letters and brackets.
 * @example isIdNum("1234567890(B)") // true
 * @example isIdNum("") // false
 */
export function isIdNum(input: string): boolean {
  return typeof input === "string" && ID_NUM.test(input);
}
