/** fast-check arbitraries for GB 11714 organisation codes, built by construction (body, then check). */
import fc from "fast-check";
import { orgCodeCheckCharacter } from "./org-code";

const BODY_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** An 8-character body of digits and upper-case letters. */
export const orgCodeBodyArb: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...BODY_CHARACTERS), { minLength: 8, maxLength: 8 })
  .map((chars) => chars.join(""));

/** A valid organisation code without the hyphen (9 characters). */
export const validOrgCodeArb: fc.Arbitrary<string> = orgCodeBodyArb.map((body) => body + (orgCodeCheckCharacter(body) as string));

/** A valid organisation code in the printed form `XXXXXXXX-C`. */
export const validPrintedOrgCodeArb: fc.Arbitrary<string> = validOrgCodeArb.map((code) => `${code.slice(0, 8)}-${code.slice(8)}`);
