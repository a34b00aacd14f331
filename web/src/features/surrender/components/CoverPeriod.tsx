/**
 * A policy's cover period, "start to end (length)", for the surrender list and the application page: the
 * length is the mall's word in the customer's language (domain's `coverDays` and `dateSpanLabel` of the dates);
 * the gateway's own text ("1年") is shown, marked as data, only when the dates cannot be read (issue 20).
 */
import { coverDays, dateSpanLabel } from "@micromall/domain";
import { useLocale, useMessages } from "../../../i18n";
import { DataSentence } from "../../../ui";
import { SURRENDER_MESSAGES } from "../messages";

/** Props of {@link CoverPeriod}: the record's dates and the gateway's period text. */
export interface CoverPeriodProps {
  readonly startDate: string;
  readonly endDate: string;
  readonly period: string;
}

/** @example <CoverPeriod startDate="2026-01-01" endDate="2026-12-31" period="1年" /> // "2026-01-01 至 2026-12-31（1年）" */
export function CoverPeriod({ startDate, endDate, period }: CoverPeriodProps) {
  const t = useMessages(SURRENDER_MESSAGES);
  const locale = useLocale();
  const days = coverDays(startDate, endDate);
  const dates = { start: startDate, end: endDate };
  if (days === null) return <DataSentence text={t("surrender.col.periodValue", dates)} data={{ period }} />;
  return <>{t("surrender.col.periodValue", { ...dates, period: dateSpanLabel(days, locale) })}</>;
}
