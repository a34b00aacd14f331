/**
 * 出险时间 of the claim report: the date with the mall's `DatePicker` (typed `YYYY-MM-DD` or picked on its sheet,
 * from domain's `REPORT_WITHIN_DAYS` days back to today, China calendar, within the chosen policy's cover: domain's
 * `accidentDateRange`) and the hour and minute as two of the mall's
 * select fields — never the browser's `datetime-local` input, whose look and format differ between browsers
 * (issue 20 item 8). The form's `accidentTime` keeps the shape it always had, `YYYY-MM-DDTHH:mm` (the screen sends it
 * with a space), once the date, the hour and the minute are all chosen; before, it holds the parts chosen so far
 * (domain's `accidentTimeText`, e.g. `2026-11-20T:`), so the draft keeps them across a reload, and the screen names
 * the part still missing (`accidentTimeFault`); "" when nothing is chosen (the form's required check says so at the
 * date). Nothing is preselected: the hour and minute start at 请选择, as a guess would be wrong.
 */
import { useState } from "react";
import { accidentDateRange, accidentTimeParts, accidentTimeText, type AccidentTimeParts } from "@micromall/domain";
import { DatePicker, SelectField } from "../../../ui";
import { useMessages } from "../../../i18n";
import type { SchemaForm } from "../../../forms/use-schema-form";
import { REPORT_MESSAGES } from "../report.messages";
import styles from "../claims.module.css";

const twoDigits = (count: number) => Array.from({ length: count }, (_, n) => String(n).padStart(2, "0"));
const HOURS = twoDigits(24).map((value) => ({ value, label: value }));
const MINUTES = twoDigits(60).map((value) => ({ value, label: value }));

/** A form with the claim report's `accidentTime` text. */
type AccidentTimeForm = Pick<SchemaForm<{ accidentTime: string }, unknown>, "register" | "watch" | "setValue" | "clearErrors" | "errorOf">;

/**
 * The accident's date, hour and minute, written to the form's `accidentTime`.
 * @example <AccidentTimeField form={form} />
 */
export function AccidentTimeField({ form, cover }: { readonly form: AccidentTimeForm; readonly cover?: { readonly startDate: string; readonly endDate: string } | undefined }) {
  const t = useMessages(REPORT_MESSAGES);
  // the form's registration says the time is required (customer rehearsal 5: 出险日期 had no required mark)
  const { ref, onBlur, required } = form.register("accidentTime");
  // the form's text holds every part chosen so far, so the draft keeps a half-chosen time across a reload
  const shown = accidentTimeParts(form.watch("accidentTime"));
  // the days domain's isReportableAccidentTime accepts, within the chosen policy's cover (domain's accidentDateRange)
  const [now] = useState(() => new Date());
  const range = accidentDateRange(now, cover);

  const change = (patch: Partial<AccidentTimeParts>) => {
    form.setValue("accidentTime", accidentTimeText({ ...shown, ...patch }));
    form.clearErrors("accidentTime");
  };

  return (
    <div className={styles.accidentTime}>
      <DatePicker
        label={t("report.accidentDate")}
        name="accidentTime"
        value={shown.date}
        required={required}
        min={range.min}
        max={range.max}
        onChange={(date) => change({ date })}
        onBlur={() => onBlur({ target: null, type: "blur" })}
        ref={ref}
        error={form.errorOf("accidentTime")}
      />
      <div className={styles.accidentClock}>
        <SelectField label={t("report.accidentHour")} required={required} placeholder={t("report.timePlaceholder")} options={HOURS} value={shown.hour} onChange={(hour) => change({ hour })} />
        <SelectField label={t("report.accidentMinute")} required={required} placeholder={t("report.timePlaceholder")} options={MINUTES} value={shown.minute} onChange={(minute) => change({ minute })} />
      </div>
    </div>
  );
}
