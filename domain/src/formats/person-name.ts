/**
 * A person's name checked against the document that identifies the person (customer report 2 G2): a name written
 * from a passport or another foreign document is a Latin name whose parts are separated by spaces ("Li Lei" on
 * passport E12345678), so it may hold single spaces between letters; any other document (the resident identity card,
 * the HK/Macao and Taiwan permits, a student card…) keeps spec §5's name rule, no space at all (its refusal names the
 * space, customer report F13). One rule for every form that has a name beside an identity type (holder, insured,
 * contact, card activation, lookups).
 *
 * Decisions:
 * - Foreign documents: passport 06, foreigner's document 16, foreign permanent resident card 553, and the claim
 *   query's passport 120005 ({@link FOREIGN_DOCUMENT_TYPES}).
 * - "Trimmed": spaces before and after the name are not its fault (the gateway client trims every text it sends,
 *   `cleanPayload`); inside it, each space stands alone between two ASCII letters, else `nameSpacing`.
 * - Without its spaces the name must still be the field's name (`isName`, or `isInsuredName` for an insured), else
 *   that validator's own key.
 * - A blank name is the required rule's (null here), so a form names one fault at a time.
 */
import { isInsuredName, isName } from "./names";

/** Identity types whose holder's name may have single spaces: passport, foreigner's document, foreign permanent resident, the claim query's passport. */
export const FOREIGN_DOCUMENT_TYPES: readonly string[] = ["06", "16", "553", "120005"];

/** The faults of a person's name: a character of no name, a space where the type has none, a space out of place. */
export type PersonNameFault = "name" | "insuredName" | "nameSpace" | "nameSpacing";

/** Which name rule of spec §5 a field uses: a name (`isName`) or an insured's name (`isInsuredName`). */
export type PersonNameKind = "name" | "insuredName";

/** A space with something other than an ASCII letter on either side, or any other white space. */
const BAD_SPACING = /[^A-Za-z ] | [^A-Za-z ]| {2}|[^\S ]/u;
const WHITE_SPACE = /\s/u;

/**
 * Whether a name identified by this type may have single spaces between letters (a foreign document). Total.
 * @example isSpacedNameType("06") // true
 * @example isSpacedNameType("01") // false
 */
export function isSpacedNameType(identityType: string): boolean {
  return typeof identityType === "string" && FOREIGN_DOCUMENT_TYPES.includes(identityType);
}

/**
 * The message key of a person's name that does not fit its identity type, or null when it fits (or is blank: the
 * required rule's). Total; linear.
 * @example personNameProblem("Li Lei", "06") // null
 * @example personNameProblem("Li Lei", "01") // "nameSpace"
 * @example personNameProblem("Li  Lei", "06") // "nameSpacing"
 * @example personNameProblem("李雷", "06", "insuredName") // null
 */
export function personNameProblem(name: string, identityType: string, kind: PersonNameKind = "name"): PersonNameFault | null {
  if (typeof name !== "string" || name.trim() === "") return null;
  const key = kind === "insuredName" ? "insuredName" : "name";
  const valid = key === "name" ? isName : isInsuredName;
  const trimmed = name.trim();
  if (!isSpacedNameType(identityType)) return valid(name) ? null : WHITE_SPACE.test(name) ? "nameSpace" : key;
  return BAD_SPACING.test(trimmed) ? "nameSpacing" : valid(trimmed.replaceAll(" ", "")) ? null : key;
}
