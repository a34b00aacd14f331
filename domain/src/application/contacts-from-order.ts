/**
 * Frequent contacts from a purchase (issue 21 "contacts from a purchase", `replaceContact`): after a paid order
 * the customer may keep its applicant and insureds as frequent contacts; a person the contacts already hold (the
 * same identity number) is updated instead of added ("更新联系人").
 *
 * Decisions where the spec is silent:
 * - One person is one contact: the order's people are listed once each by identity number (the applicant first;
 *   an applicant who is also insured is one row with both roles). A person without a name or number is left out
 *   (there is nothing to match or keep).
 * - Two numbers are the same when they are equal after trimming and upper-casing (an ID card's check character
 *   `x` is `X`): {@link sameIdentityNumber}. The mall and the mock gateway match with the same function.
 * - The order does not say how a person relates to the account (an insured's relationship is to the applicant,
 *   and insured variant A writes 601005 for every insured), so a NEW contact is self (601005) only when it is the
 *   applicant and no contact is self yet. An insured's relationship to the applicant (spouse, child, parent, other)
 *   is theirs to the customer when the applicant is the customer — the self contact holds the applicant's number,
 *   or no contact is self yet (the applicant then becomes self) — so it is kept (customer rehearsal 2026-11-28: a
 *   spouse was saved as 其他); otherwise "other" (601004). The customer changes it on /editPerson.
 *   An update keeps the contact's relationship and fills only what the order knows.
 * - Birthday and sex follow from an identity number of type 01 or 14 ({@link identityFacts}); the applicant's
 *   mobile and e-mail go with the applicant.
 */
import type { ContactRequest, OrderInsured, OrderParty } from "../gateway/payloads";
import { identityFacts } from "./account-data";
import { RELATIONSHIPS, SELF_RELATIONSHIP } from "./relationships";
import { isOrganisationIdentityType } from "../identity/identity-types";

/** The relationship a contact from an order starts with when it is not the customer (其他, "other"). */
export const OTHER_RELATIONSHIP = "601004";

/** The relationship codes of a relative (every one the mall offers but self). */
const RELATIVE_CODES: ReadonlySet<string> = new Set(RELATIONSHIPS.map((relationship) => relationship.code).filter((code) => code !== SELF_RELATIONSHIP));

/** The longest identity number compared (longer text is no identity number of any type). */
const MAX_NUMBER_LENGTH = 64;

/** A person of an order, once: who they were in it and what a contact keeps of them. */
export interface OrderPerson {
  /** The applicant (policyholder), an insured, or both. */
  readonly roles: readonly ("applicant" | "insured")[];
  readonly name: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
  /** The applicant's mobile ("" for an insured only). */
  readonly mobile: string;
  /** The applicant's e-mail ("" for an insured only). */
  readonly email: string;
  /** An insured's relationship to the order's applicant (a relative's code, never self) and the applicant's number. */
  readonly relationToApplicant?: { readonly code: string; readonly applicantNumber: string } | undefined;
}

/** The parts of an order the contacts read (`OrderRecord` has them when the order was made in the mall). */
export interface OrderParties {
  readonly applicant?: OrderParty | undefined;
  readonly insureds?: readonly OrderInsured[] | undefined;
}

/**
 * The identity number as compared: trimmed and upper-cased; "" for what is not a string or is too long.
 * @example identityNumberKey(" 11010519491231002x ") // "11010519491231002X"
 */
export function identityNumberKey(input: string): string {
  if (typeof input !== "string" || input.length > MAX_NUMBER_LENGTH * 4) return "";
  const key = input.trim().toUpperCase();
  return key.length > MAX_NUMBER_LENGTH ? "" : key;
}

/**
 * Whether two identity numbers are the same person's (see the module comment); an empty number matches nothing.
 * @example sameIdentityNumber("11010519491231002x", "11010519491231002X") // true
 * @example sameIdentityNumber("", "") // false
 */
export function sameIdentityNumber(a: string, b: string): boolean {
  const key = identityNumberKey(a);
  return key !== "" && key === identityNumberKey(b);
}

/**
 * The contact that already holds this identity number, or undefined.
 * @example matchingContact([{ contactId: "C1", identifyNumber: "11010519491231002X" }], "11010519491231002x")?.contactId // "C1"
 * @example matchingContact([], "11010519491231002X") // undefined
 */
export function matchingContact<C extends { readonly identifyNumber: string }>(contacts: readonly C[], identifyNumber: string): C | undefined {
  if (!Array.isArray(contacts)) return undefined;
  return contacts.find((contact) => typeof contact === "object" && contact !== null && sameIdentityNumber(contact.identifyNumber, identifyNumber));
}

/**
 * The people of an order, once each by identity number, the applicant first (see the module comment).
 * @example orderPeople({ applicant: { name: "王芳", identifyType: "01", identifyNumber: "N1", mobile: "13800000000", email: "" }, insureds: [{ name: "王芳", identifyType: "01", identifyNumber: "N1", relationship: "601005" }, { name: "李雷", identifyType: "01", identifyNumber: "N2", relationship: "601002" }] }).map((p) => [p.name, p.roles.join("+")]) // [["王芳", "applicant+insured"], ["李雷", "insured"]]
 */
export function orderPeople(order: OrderParties): OrderPerson[] {
  if (typeof order !== "object" || order === null) return [];
  const people: OrderPerson[] = [];
  const applicantNumber = typeof order.applicant === "object" && order.applicant !== null ? identityNumberKey(order.applicant.identifyNumber) : "";
  const add = (role: "applicant" | "insured", party: { name: string; identifyType: string; identifyNumber: string; relationship?: string }, mobile: string, email: string) => {
    if (typeof party !== "object" || party === null) return;
    const name = typeof party.name === "string" ? party.name.trim() : "";
    const identifyNumber = identityNumberKey(party.identifyNumber);
    if (name === "" || identifyNumber === "") return;
    const index = people.findIndex((person) => person.identifyNumber === identifyNumber);
    const known = people[index];
    if (known !== undefined) {
      if (!known.roles.includes(role)) people[index] = { ...known, roles: [...known.roles, role] };
      return;
    }
    const identifyType = typeof party.identifyType === "string" && party.identifyType !== "" ? party.identifyType : "01";
    // a frequent contact is a person: a company (an organisation's identifier) is not one (customer rehearsal 5)
    if (isOrganisationIdentityType(identifyType)) return;
    const code = role === "insured" && RELATIVE_CODES.has(party.relationship ?? "") && applicantNumber !== "" ? (party.relationship ?? "") : "";
    people.push({ roles: [role], name, identifyType, identifyNumber, mobile, email, ...(code === "" ? {} : { relationToApplicant: { code, applicantNumber } }) });
  };
  const applicant = order.applicant;
  if (applicant !== undefined) add("applicant", applicant, text(applicant.mobile), text(applicant.email));
  if (Array.isArray(order.insureds)) for (const insured of order.insureds) add("insured", insured, "", "");
  return people;
}

/**
 * The `replaceContact` body (without the account) that keeps `person` among `contacts`: the match's id when one
 * holds the number (an update: its relationship is kept), else a new contact with the relationship of the
 * module comment; birthday and sex from the number where it tells them.
 * @example toContactRequest({ roles: ["insured"], name: "李雷", identifyType: "01", identifyNumber: "11010519491231002X", mobile: "", email: "" }, []) // { name: "李雷", identifyType: "01", identifyNumber: "11010519491231002X", relationship: "601004", birthday: "1949-12-31", sex: "2" }
 */
export function toContactRequest(person: OrderPerson, contacts: readonly { readonly contactId: string; readonly identifyNumber: string; readonly relationship: string }[]): ContactRequest {
  const match = matchingContact(contacts, person.identifyNumber);
  const facts = identityFacts(person.identifyType, person.identifyNumber);
  const self = Array.isArray(contacts) ? contacts.find((contact) => contact?.relationship === SELF_RELATIONSHIP) : undefined;
  const relation = person.relationToApplicant;
  // the applicant is the customer: the self contact is the applicant, or there is none yet (the applicant becomes it)
  const applicantIsCustomer = relation !== undefined && (self === undefined || sameIdentityNumber(self.identifyNumber, relation.applicantNumber));
  const request: ContactRequest = { name: person.name, identifyType: person.identifyType, identifyNumber: person.identifyNumber };
  if (match !== undefined) request.contactId = match.contactId;
  else if (person.roles.includes("applicant")) request.relationship = self === undefined ? SELF_RELATIONSHIP : OTHER_RELATIONSHIP;
  else request.relationship = applicantIsCustomer ? relation.code : OTHER_RELATIONSHIP;
  if (facts !== null) {
    request.birthday = facts.birthday;
    request.sex = facts.sex;
  }
  if (person.mobile !== "") request.mobile = person.mobile;
  if (person.email !== "") request.email = person.email;
  return request;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}
