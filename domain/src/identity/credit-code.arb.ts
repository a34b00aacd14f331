/** fast-check arbitraries for GB 32100 unified social credit codes, built by construction. */
import fc from "fast-check";
import { CREDIT_CODE_ALPHABET, CREDIT_CODE_PAIRS, creditCodeCheckCharacter } from "./credit-code";
import { orgCodeCheckCharacter } from "./org-code";
import { PROVINCE_CODES } from "./province-codes";

/** An allowed (authority, type) pair, including the letter authorities A, N and Y. */
export const creditCodePairArb: fc.Arbitrary<string> = fc.constantFrom(...CREDIT_CODE_PAIRS);

/** A region part: `100000` (national) or an accepted province + 4 digits. */
export const creditCodeRegionArb: fc.Arbitrary<string> = fc.oneof(
  fc.constant("100000"),
  fc
    .tuple(fc.constantFrom(...PROVINCE_CODES), fc.integer({ min: 0, max: 9999 }))
    .map(([province, rest]) => province + String(rest).padStart(4, "0")),
);

const alphabetCharsArb = (length: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...CREDIT_CODE_ALPHABET), { minLength: length, maxLength: length }).map((c) => c.join(""));

/** A valid GB 11714 organisation code drawn from the credit-code alphabet (its check is a digit or X). */
export const embeddedOrgCodeArb: fc.Arbitrary<string> = alphabetCharsArb(8).map(
  (body) => body + (orgCodeCheckCharacter(body) as string),
);

/** Assembles pair + region + subject and appends the computed check character. */
function withCheck(pair: string, region: string, subject: string): string {
  const body = pair + region + subject;
  return body + (creditCodeCheckCharacter(body) as string);
}

/** A valid credit code whose positions 9–17 are any 9 alphabet characters (valid by default rules). */
export const validCreditCodeArb: fc.Arbitrary<string> = fc
  .tuple(creditCodePairArb, creditCodeRegionArb, alphabetCharsArb(9))
  .map(([pair, region, subject]) => withCheck(pair, region, subject));

/** A valid credit code whose positions 9–17 are also a valid organisation code (passes `strictOrgCode`). */
export const validStrictCreditCodeArb: fc.Arbitrary<string> = fc
  .tuple(creditCodePairArb, creditCodeRegionArb, embeddedOrgCodeArb)
  .map(([pair, region, subject]) => withCheck(pair, region, subject));
