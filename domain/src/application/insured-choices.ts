/**
 * The choices of an insured on the application form in the product's variant (spec §3 "Insured person"): the
 * relationships, the occupation classes of `inType`, and an insured filled from a frequent contact. Apart from
 * `application-form.ts` so that the car applicant step (which shares that module) does not ship them.
 */
import { RELATIONSHIPS, SELF_RELATIONSHIP, type Relationship } from "./relationships";
import { INSURED_VARIANT_CODES, type InsuredVariant } from "./insured-defaults";

/** A code of a choice with its names. */
export interface CodeName {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
}

/** The occupation classes of `inType` (spec §3: 10060 = type 1, 10061 = type 2). */
export const OCCUPATION_CLASSES: readonly CodeName[] = [
  { code: "10060", zh: "一类职业（学生、内勤办公）", en: "Occupation class 1 (students, office work)" },
  { code: "10061", zh: "二类职业（外勤、轻体力劳动）", en: "Occupation class 2 (field work, light manual work)" },
];

/**
 * The relationships an insured of the variant can have, self first: variant A the contacts' relationships
 * (601005 self …), variant B its two codes (0 self, 9 other).
 * @example insuredRelationships("B").map((r) => r.code) // ["0", "9"]
 */
export function insuredRelationships(variant: InsuredVariant): readonly Relationship[] {
  if (variant !== "B") return RELATIONSHIPS;
  return [
    { code: INSURED_VARIANT_CODES.B.self, zh: "本人", en: "Self" },
    { code: INSURED_VARIANT_CODES.B.other, zh: "其他", en: "Other" },
  ];
}

/** A frequent contact as {@link contactInsuredPatch} reads it (sex "1" / "2", relationship 601005 = self). */
export interface ContactOfInsured {
  readonly relationship: string;
  readonly name: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
  readonly birthday: string;
  readonly sex: string;
  readonly mobile: string;
}

/**
 * An insured's fields from a frequent contact, in the variant's codes: the contact who is the customer
 * (601005) becomes "other" (601004 in variant A, 9 in B: the applicant is the self insured, copied from the
 * applicant fields); variant B has no other relationship codes (9) and its sex codes are 106001 / 106002.
 * @example contactInsuredPatch({ relationship: "601002", sex: "2", … }, "B") // { insuredRelationship: "9", insuredSex: "106002", … }
 */
export function contactInsuredPatch(contact: ContactOfInsured, variant: InsuredVariant = "A"): Record<string, string> {
  const b = variant === "B";
  const codes = INSURED_VARIANT_CODES[b ? "B" : "A"];
  const relationship = b ? codes.other : contact.relationship === SELF_RELATIONSHIP ? "601004" : contact.relationship;
  const sex = contact.sex === "1" ? codes.male : contact.sex === "2" ? codes.female : "";
  return {
    insuredRelationship: relationship,
    insuredName: contact.name,
    insuredIdentifyType: contact.identifyType,
    insuredIdentifyNumber: contact.identifyNumber,
    insuredBirthday: contact.birthday,
    insuredSex: sex,
    insuredMobile: contact.mobile,
  };
}

