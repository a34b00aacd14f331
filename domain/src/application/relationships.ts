/**
 * The relationship code table of frequent contacts and insureds (spec §2 "Account data", §3 "Insured person"): apart
 * from `account-data.ts` (the wallet's cards, addresses, share links), so that the application form, which needs the
 * table only, does not ship the account data's card and address rules with it.
 *
 * Decision where the spec is silent: the spec names 601005 (self) only; the mall offers 601001 spouse, 601002
 * child, 601003 parent, 601004 other relative beside it (the codes the gateway's contacts carry). An unknown code
 * shows as "other".
 */
import { DEFAULT_LOCALE, type Locale } from "../messages/locale";

/** A relationship of a frequent contact to the customer. */
export interface Relationship {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
}

/** The relationship code of the customer themself. */
export const SELF_RELATIONSHIP = "601005";

/**
 * The relationship a new contact starts with: self (601005) while no saved contact is the customer, else none
 * ("", the customer chooses): a customer is one contact once, so the form never guesses self a second time.
 * @example newContactRelationship([]) // "601005"
 * @example newContactRelationship([{ relationship: "601005" }]) // ""
 */
export function newContactRelationship(contacts: readonly { readonly relationship: string }[]): string {
  return Array.isArray(contacts) && contacts.some((contact) => contact?.relationship === SELF_RELATIONSHIP) ? "" : SELF_RELATIONSHIP;
}

/** The identity verification's fields a fill may set. */
export type SelfIdentityFill = Partial<Record<"name" | "identifyType" | "identifyNumber", string>>;

/**
 * What the identity verification (实名认证) takes from the account's own contact (relationship 本人): its name, and
 * its identity type and number when the form offers that type — each only where the form is still empty, and the
 * type and number only while no number is typed. Nothing when no contact is self: the form never guesses.
 * @example selfIdentityFill({ name: "", identifyNumber: "" }, [{ relationship: "601005", name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" }], ["01"]) // { name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" }
 */
export function selfIdentityFill(
  current: { readonly name?: unknown; readonly identifyNumber?: unknown },
  contacts: readonly unknown[],
  types: readonly string[],
): SelfIdentityFill {
  if (!Array.isArray(contacts) || !Array.isArray(types) || typeof current !== "object" || current === null) return {};
  const self = contacts.find(
    (contact): contact is { relationship: string; name: string; identifyType: string; identifyNumber: string } =>
      typeof contact === "object" &&
      contact !== null &&
      Reflect.get(contact, "relationship") === SELF_RELATIONSHIP &&
      ["name", "identifyType", "identifyNumber"].every((key) => typeof Reflect.get(contact, key) === "string" && Reflect.get(contact, key) !== ""),
  );
  if (self === undefined || !types.includes(self.identifyType) || (typeof current.identifyNumber === "string" && current.identifyNumber !== "")) return {};
  return { ...(typeof current.name === "string" && current.name !== "" ? {} : { name: self.name }), identifyType: self.identifyType, identifyNumber: self.identifyNumber };
}

/**
 * The relationships a contact can have, self first.
 * @example RELATIONSHIPS.map((r) => r.code) // ["601005", "601001", "601002", "601003", "601004"]
 */
export const RELATIONSHIPS: readonly Relationship[] = [
  { code: SELF_RELATIONSHIP, zh: "本人", en: "Self" },
  { code: "601001", zh: "配偶", en: "Spouse" },
  { code: "601002", zh: "子女", en: "Child" },
  { code: "601003", zh: "父母", en: "Parent" },
  { code: "601004", zh: "其他", en: "Other relative" },
];

/**
 * The name of a relationship code; an unknown code reads as the "other" relationship.
 * @example relationshipName("601002", "en") // "Child"
 * @example relationshipName("999") // "其他"
 */
export function relationshipName(code: string, locale: Locale = DEFAULT_LOCALE): string {
  const entry = RELATIONSHIPS.find((candidate) => candidate.code === code) ?? RELATIONSHIPS[RELATIONSHIPS.length - 1];
  if (entry === undefined) return code;
  return locale === "en" ? entry.en : entry.zh;
}
