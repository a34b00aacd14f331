/**
 * The sections of a policy's detail on an open route (the lines' /policy*Message), as the shared
 * `DetailSections` shape takes them, for the sections a line's configuration names.
 *
 * Decisions where the spec is silent:
 * - Anyone who knows a policy number can open these pages (they are open lookups), so every name, identity
 *   number and mobile is masked by domain's masks, and so are the insured object's address and account numbers
 *   (domain's `maskSubjectValue`); the account's own /policyDetails shows them in full.
 * - The insureds are the caller's shared insured-persons sections (G1: domain's `policyInsureds` splits the joined
 *   fields into one person each, masked on their own; 被保险人 1/2/3 as on the order and the account's detail).
 * - A total sum insured only for a single benefit (domain's `policySumInsuredShown`: unlike covers do not add up),
 *   written as a sum insured (domain's `formatSumInsured`), not in a price's style (G16, G21); a cover's premium only
 *   when the policy has premiums per cover (domain's `policyCoverLines`), never "保费 0.00 元".
 */
import type { ReactNode } from "react";
import {
  coverDays,
  dateSpanLabel,
  formatMoneyText,
  formatSumInsured,
  identityNumberMask,
  identityTypeName,
  maskSubjectValue,
  policyCoverLines,
  policySumInsuredShown,
  subjectLinesShown,
  type Locale,
  type PolicyDetail,
} from "@micromall/domain";
import type { DetailSection } from "../../../components/detail/DetailSections";
import { subjectLineRows } from "../../../components/detail/insured-object";
import { Amount } from "../../../ui";
import type { PolicySection } from "../api/policy-lookups";
import type { LINE_DETAIL_MESSAGES } from "../line-detail.messages";
import type { MessageKeyOf, MessageParams } from "../../../i18n";

type Translate = (key: MessageKeyOf<typeof LINE_DETAIL_MESSAGES>, params?: MessageParams) => string;

/**
 * The detail sections of `policy` named by `keys`, in that order; `insureds` are the insured persons' sections.
 * @example <DetailSections sections={lineDetailSections(policy, line.sections, t, locale, <PolicyBadge policy={policy} />, insureds)} />
 */
export function lineDetailSections(policy: PolicyDetail, keys: readonly PolicySection[], t: Translate, locale: Locale, badge: ReactNode, insureds: readonly DetailSection[]): DetailSection[] {
  const days = coverDays(policy.startDate, policy.endDate);
  const sumInsured = policySumInsuredShown(policy);
  const person = (name: string, type: string, number: string, mobile: string) => [
    { label: t("field.name"), value: name, mask: "name" as const },
    { label: t("field.idType"), value: identityTypeName(type, locale) },
    { label: t("field.idNumber"), value: number, ...(identityNumberMask(type) === null ? {} : { mask: "idNumber" as const }) },
    { label: t("field.mobile"), value: mobile, mask: "mobile" as const },
  ];
  const all: Record<PolicySection, DetailSection | readonly DetailSection[]> = {
    overview: {
      title: t("section.overview"),
      rows: [
        { label: t("field.policyNo"), value: policy.policyNo },
        { label: t("field.product"), value: policy.riskName, data: true },
        { label: t("field.state"), value: badge },
        { label: t("field.period"), value: t("period", { start: policy.startDate, end: policy.endDate }) },
        { label: t("field.span"), value: days === null ? "" : dateSpanLabel(days, locale) },
        { label: t("field.premium"), value: <Amount unit="fen" value={policy.sumPremium} /> },
        { label: t("field.sumInsured"), value: sumInsured === null ? "" : formatSumInsured(sumInsured, locale) },
        { label: t("field.signDate"), value: policy.signDate },
        { label: t("field.company"), value: policy.comName, data: true },
      ],
    },
    holder: { title: t("section.holder"), rows: person(policy.applyName, policy.applyIdentifyType, policy.applyIdentifyNumber, policy.applyMobile) },
    insured: insureds,
    subject: {
      title: t("section.subject"),
      // an address or an account number masked as on any open page (domain's maskSubjectValue, customer rehearsal 3)
      rows: subjectLineRows(
        subjectLinesShown(policy.subject, [policy.insuredName, policy.applyName, policy.vehicle?.brandModel ?? ""]).map((line) => ({ ...line, value: maskSubjectValue(line.label, line.value) })),
        locale,
      ),
    },
    covers: {
      title: t("section.covers"),
      rows: policyCoverLines(policy).map((item, index) => ({
        key: `${index}`,
        label: item.name,
        dataLabel: true,
        value:
          item.premiumFen === null
            ? t("cover.sum", { sum: formatSumInsured(item.sumInsuredFen, locale) })
            : t("cover.value", { sum: formatSumInsured(item.sumInsuredFen, locale), premium: formatMoneyText(item.premiumFen) }),
      })),
    },
  };
  return keys.flatMap((key) => all[key]);
}
