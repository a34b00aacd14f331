/**
 * The "insured object" section of an order's detail (issue 20 item 7 "orders hide what is insured"), in the
 * shared `DetailSections` shape: an exhibition's name, address and booth; a handset's brand and model (domain's
 * `brandModelText`: the brand never twice) and IMEI; a home's address; a car's plate. Labels are the mall's words; values are
 * data as the customer typed them (`data: true`), an IMEI a number that never breaks.
 */
import { brandModelText, subjectLabelText, type Locale, type OrderSubject } from "@micromall/domain";
import { useMessages } from "../../i18n";
import { DATA_LANG } from "../../ui";
import type { DetailRow, DetailSection } from "./DetailSections";
import { INSURED_OBJECT_MESSAGES } from "./insured-object.messages";

type Translate = ReturnType<typeof useMessages<typeof INSURED_OBJECT_MESSAGES>>;

/**
 * The rows of an insured object (empty values are left out by `DetailSections`).
 * @example insuredObjectRows({ kind: "phone", brand: "Apple", model: "iPhone 15", imei: "490154203237518" }, t) // [品牌型号 Apple iPhone 15, IMEI 490154203237518]
 */
export function insuredObjectRows(subject: OrderSubject, t: Translate): DetailRow[] {
  switch (subject.kind) {
    case "exhibition":
      return [
        { label: t("object.exhibition"), value: subject.expoTheme, data: true },
        { label: t("object.exhibitionAddress"), value: subject.exhibitionAddress, data: true },
        { label: t("object.booth"), value: subject.venueBoothNum, data: true },
        { label: t("object.boothDays"), value: subject.boothDuration === undefined ? "" : t("object.days", { days: subject.boothDuration }) },
      ];
    case "phone":
      return [
        { label: t("object.brandModel"), value: brandModelText(subject.brand, subject.model), data: true },
        { label: t("object.imei"), value: subject.imei },
      ];
    case "home":
      return [{ label: t("object.propertyAddress"), value: subject.propertyAddress, data: true }];
    case "car":
      return [{ label: t("object.licenseNo"), value: subject.licenseNo, data: true }];
  }
}

/**
 * The insured-object section of an order (none when it names no object).
 * @example const object = useInsuredObjectSection(order.subject); <DetailSections sections={[...parties, ...(object ? [object] : [])]} />
 */
export function useInsuredObjectSection(subject: OrderSubject | undefined): DetailSection | null {
  const t = useMessages(INSURED_OBJECT_MESSAGES);
  return subject === undefined ? null : { title: t("object.title"), key: "object", rows: insuredObjectRows(subject, t) };
}

/**
 * The rows of a policy's insured-object lines (the gateway's label and value, domain's `subjectLinesShown` first):
 * the label in the customer's language where the mall knows it (domain's `subjectLabelText`), else marked as data.
 * @example subjectLineRows([{ label: "展位号", value: "A3-118" }], "en") // [{ label: "Booth number", value: "A3-118", data: true, dataLabel: false }]
 */
export function subjectLineRows(lines: readonly { readonly label: string; readonly value: string }[], locale: Locale): DetailRow[] {
  return lines.map((line) => {
    const label = subjectLabelText(line.label, locale);
    return { label: label.text, value: line.value, data: true, dataLabel: label.lang === DATA_LANG };
  });
}
