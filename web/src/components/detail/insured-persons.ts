/**
 * The insured persons of an order or a policy in the shared `DetailSections` shape (G11): one section per person,
 * titled 被保险人 when there is one and 被保险人 1/2/3 when there are several, each with the name, the relationship to
 * the policyholder and the identity (type and number, a person's number masked by domain's `identityNumberMask`).
 * The order page, the account's policy detail and the open lookups' detail all draw their insureds here, so the
 * persons read the same everywhere; a policy's pipe-joined fields become persons through domain's `policyInsureds`.
 *
 * Decisions:
 * - `maskNames` (the open lookups, G1): each name masked on its own by domain's mask, never the joined names.
 * - An empty value leaves its row out (`DetailSections`): a relationship the gateway does not give is not shown.
 */
import { identityNumberMask, identityTypeName, isOrganisationIdentityType, relationshipName, type Locale } from "@micromall/domain";
import { useLocale, useMessages } from "../../i18n";
import type { DetailRow, DetailSection } from "./DetailSections";
import { INSURED_PERSONS_MESSAGES } from "./insured-persons.messages";

type Translate = ReturnType<typeof useMessages<typeof INSURED_PERSONS_MESSAGES>>;

/** One insured person as a detail shows them. */
export interface InsuredPerson {
  readonly name: string;
  readonly identifyType: string;
  readonly identifyNumber: string;
  /** Relationship to the policyholder (spec §3 code); "" when not known. */
  readonly relationship?: string;
  /** The person's mobile (an organisation's phone), masked; shown only when there is one. */
  readonly mobile?: string;
}

/** Options of {@link insuredPersonSections}. */
export interface InsuredPersonOptions {
  /** Mask each name (open lookups); otherwise names show in full, as data. */
  readonly maskNames?: boolean;
}

/**
 * One section per insured person.
 * @example insuredPersonSections([{ name: "周敏", identifyType: "01", identifyNumber: "110105199205122348", relationship: "601005" }], t, "zh-CN") // [{ title: "被保险人", rows: [姓名, 与投保人关系 本人, 证件类型, 证件号码] }]
 */
export function insuredPersonSections(persons: readonly InsuredPerson[], t: Translate, locale: Locale, options: InsuredPersonOptions = {}): DetailSection[] {
  return persons.map((person, index) => ({
    title: persons.length === 1 ? t("persons.title") : t("persons.titleOf", { n: index + 1 }),
    key: `insured-${index}`,
    rows: personRows(person, t, locale, options),
  }));
}

/**
 * The insured sections with the screen's language and texts.
 * @example const insureds = useInsuredPersonSections(policyInsureds(policy)); <DetailSections sections={[overview, ...insureds]} />
 */
export function useInsuredPersonSections(persons: readonly InsuredPerson[], options: InsuredPersonOptions = {}): DetailSection[] {
  const t = useMessages(INSURED_PERSONS_MESSAGES);
  const locale = useLocale();
  return insuredPersonSections(persons, t, locale === "en" ? "en" : "zh-CN", options);
}

function personRows(person: InsuredPerson, t: Translate, locale: Locale, options: InsuredPersonOptions): DetailRow[] {
  const mask = identityNumberMask(person.identifyType);
  const relationship = person.relationship ?? "";
  return [
    options.maskNames === true ? { label: t("persons.name"), value: person.name, mask: "name" } : { label: t("persons.name"), value: person.name, data: true },
    { label: t("persons.relationship"), value: relationship === "" ? "" : relationshipName(relationship, locale) },
    { label: t("persons.idType"), value: person.identifyType === "" ? "" : identityTypeName(person.identifyType, locale) },
    mask === null ? { label: t("persons.idNumber"), value: person.identifyNumber } : { label: t("persons.idNumber"), value: person.identifyNumber, mask },
    // an organisation's number is a phone (issue 20 item 7)
    { label: isOrganisationIdentityType(person.identifyType) ? t("persons.phone") : t("persons.mobile"), value: person.mobile ?? "", mask: "mobile" },
  ];
}
