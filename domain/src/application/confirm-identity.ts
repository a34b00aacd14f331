/**
 * What happens when an identity number is confirmed (spec §3 "Behaviour on identity confirmation"):
 * "A confirmed identity number of type 01 fills birthday and sex automatically. If the insured's
 * relationship is self, it also copies the number to that insured."
 *
 * Our reading: there are two confirmations.
 * - `confirmIdentity(lists, index, …)`: an insured's own number. The insured at `index` gets the type and
 *   number; for type 01 with a number that `parseIdCard` accepts, also the birthday (YYYY/MM/DD, the format
 *   of the default 2000/01/01) and the sex in the variant's codes. A type-01 number that does not parse
 *   (still being typed, wrong check digit) is stored but derives nothing: birthday and sex stay as they
 *   were. Other types derive nothing.
 * - `confirmApplicantIdentity(applicant, lists, …)`: the applicant's number. The applicant gets type,
 *   number, birthday and applySex (106001/106002, spec §3 "Applicant"); every insured whose relationship
 *   is self (601005 in variant A, 0 in variant B) is the applicant, so that insured receives the same type
 *   and number and, through `confirmIdentity`, the same birthday and sex.
 * Both are pure; an index that is not an insured (negative, fractional, ≥ count) changes nothing.
 */
import { parseIdCard } from "../identity/index";
import { dateTextWith } from "../calendar/plain-date-text";
import { INSURED_VARIANT_CODES, INSURED_LIST_FIELDS, type InsuredLists, type InsuredVariant } from "./insured-lists";
import { pipedEntry, setPipedEntry, splitPiped } from "./piped";

/** The identity type whose number is a resident identity card (GB 11643). */
export const ID_CARD_TYPE = "01";
/** Applicant sex codes (spec §3 "Applicant"). */
export const APPLICANT_SEX_CODES = { male: "106001", female: "106002" } as const;

/** What was confirmed. */
export interface IdentityConfirmation {
  /** Identity type code (spec §3 table), e.g. "01". */
  readonly type: string;
  readonly number: string;
  /** Code set of the insured lists; "A" when not given. */
  readonly variant?: InsuredVariant;
  /** Clock for the "birth date not in the future" rule. */
  readonly now?: Date;
}

/** The applicant's identity fields (spec §3 "Applicant"). */
export interface ApplicantIdentity {
  applyIdentifyType: string;
  applyIdentifyNumber: string;
  /** YYYY/MM/DD. */
  applyBirthday: string;
  /** 106001 male, 106002 female. */
  applySex: string;
}

/**
 * The insured lists after insured `index` confirmed an identity number.
 * @example confirmIdentity(lists, 0, { type: "01", number: "11010519491231002X", variant: "B" }).insuredSex
 *   // "106002" at entry 0, and insuredBirthday "1949/12/31" there
 * @throws {TypeError} when `lists` or `confirmation` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function confirmIdentity(lists: InsuredLists, index: number, confirmation: IdentityConfirmation): InsuredLists {
  const count = insuredCountOf(lists);
  if (!Number.isInteger(index) || index < 0 || index >= count) return { ...lists };
  const codes = INSURED_VARIANT_CODES[confirmation.variant === "B" ? "B" : "A"];
  const next: InsuredLists = {
    ...lists,
    insuredIdentifyType: setPipedEntry(lists.insuredIdentifyType, index, confirmation.type),
    insuredIdentifyNumber: setPipedEntry(lists.insuredIdentifyNumber, index, confirmation.number),
  };
  const derived = deriveFromIdCard(confirmation);
  if (derived === null) return next;
  return {
    ...next,
    insuredBirthday: setPipedEntry(next.insuredBirthday, index, derived.birthday),
    insuredSex: setPipedEntry(next.insuredSex, index, derived.sex === "male" ? codes.male : codes.female),
  };
}

/**
 * The applicant and insured lists after the applicant confirmed an identity number; insureds whose
 * relationship is self receive the same identity.
 * @example confirmApplicantIdentity(applicant, lists, { type: "01", number: "11010519491231002X" }).applicant.applySex // "106002"
 * @throws {TypeError} when `applicant`, `lists` or `confirmation` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function confirmApplicantIdentity<A extends ApplicantIdentity>(
  applicant: A,
  lists: InsuredLists,
  confirmation: IdentityConfirmation,
): { applicant: A; lists: InsuredLists } {
  const derived = deriveFromIdCard(confirmation);
  const nextApplicant: A = {
    ...applicant,
    applyIdentifyType: confirmation.type,
    applyIdentifyNumber: confirmation.number,
    ...(derived === null
      ? {}
      : { applyBirthday: derived.birthday, applySex: APPLICANT_SEX_CODES[derived.sex] }),
  };
  const self = INSURED_VARIANT_CODES[confirmation.variant === "B" ? "B" : "A"].self;
  let nextLists: InsuredLists = { ...lists };
  splitPiped(lists.insuredRelationship).forEach((relationship, i) => {
    if (relationship === self) nextLists = confirmIdentity(nextLists, i, confirmation);
  });
  return { applicant: nextApplicant, lists: nextLists };
}

/**
 * How many insureds the lists hold: the longest list's entry count.
 * @example insuredCountOf({ ...emptyInsuredLists(), insuredName: "a|b" }) // 2
 * @throws {TypeError} when `lists` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function insuredCountOf(lists: InsuredLists): number {
  return Math.max(0, ...INSURED_LIST_FIELDS.map((field) => splitPiped(lists[field]).length));
}

/**
 * The insured at `index` as a record of single values.
 * @example insuredAt(lists, 0).insuredName // "张三"
 * @throws {TypeError} when `lists` is not an object: a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function insuredAt(lists: InsuredLists, index: number): InsuredLists {
  const out = {} as InsuredLists;
  for (const field of INSURED_LIST_FIELDS) out[field] = pipedEntry(lists[field], index);
  return out;
}

function deriveFromIdCard(confirmation: IdentityConfirmation): { birthday: string; sex: "male" | "female" } | null {
  if (confirmation.type !== ID_CARD_TYPE || typeof confirmation.number !== "string") return null;
  const parsed =
    confirmation.now === undefined ? parseIdCard(confirmation.number) : parseIdCard(confirmation.number, { now: confirmation.now });
  if (!parsed.ok) return null;
  return { birthday: dateTextWith(parsed.birthDate, "/"), sex: parsed.sex };
}
