/**
 * 出险时间 of the claim report: the date with the mall's `DatePicker` (typed `YYYY-MM-DD` or picked on its sheet,
 * from {@link REPORT_WITHIN_DAYS} days back to today, China calendar) and the hour and minute as two of the mall's
 * select fields — never the browser's `datetime-local` input, whose look and format differ between browsers
 * (issue 20 item 8). The form's `accidentTime` keeps the shape it always had, `YYYY-MM-DDTHH:mm` (the screen sends it
 * with a space), once the date, the hour and the minute are all chosen, and "" before (the form's required check
 * then says so at the date). Nothing is preselected: the hour and minute start at 请选择, as a guess would be wrong.
 */
import { useState } from "react";
import { REPORT_WITHIN_DAYS, chinaDateTimeText } from "@micromall/domain";
import { DatePicker, SelectField } from "../../../ui";
import { useMessages } from "../../../i18n";
import type { SchemaForm } from "../../../forms/use-schema-form";
import { REPORT_MESSAGES } from "../report.messages";
import styles from "../claims.module.css";

/** The accident time's parts as the fields hold them ("" for not chosen). */
interface TimeParts {
  readonly date: string;
  readonly hour: string;
  readonly minute: string;
}

const DAY_MS = 86_400_000;
const ACCIDENT_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const twoDigits = (count: number) => Array.from({ length: count }, (_, n) => String(n).padStart(2, "0"));
const HOURS = twoDigits(24).map((value) => ({ value, label: value }));
const MINUTES = twoDigits(60).map((value) => ({ value, label: value }));

/** The parts of a complete `YYYY-MM-DDTHH:mm`, or null. */
function partsOf(text: unknown): TimeParts | null {
  const match = typeof text === "string" ? ACCIDENT_TIME.exec(text) : null;
  return match === null ? null : { date: match[1] ?? "", hour: match[2] ?? "", minute: match[3] ?? "" };
}

/** A form with the claim report's `accidentTime` text. */
type AccidentTimeForm = Pick<SchemaForm<{ accidentTime: string }, unknown>, "register" | "watch" | "setValue" | "clearErrors" | "errorOf">;

/**
 * The accident's date, hour and minute, written to the form's `accidentTime`.
 * @example <AccidentTimeField form={form} />
 */
export function AccidentTimeField({ form }: { readonly form: AccidentTimeForm }) {
  const t = useMessages(REPORT_MESSAGES);
  const { ref, onBlur } = form.register("accidentTime");
  const value = form.watch("accidentTime");
  // what the customer chose so far; a complete value in the form (a restored draft) shows as it is
  const [chosen, setChosen] = useState<TimeParts>(() => partsOf(value) ?? { date: "", hour: "", minute: "" });
  const shown = partsOf(value) ?? chosen;
  // the days domain's isReportableAccidentTime accepts (China has no daylight saving: a day is 24 hours)
  const [range] = useState(() => {
    const now = Date.now();
    return { min: chinaDateTimeText(new Date(now - REPORT_WITHIN_DAYS * DAY_MS)).slice(0, 10), max: chinaDateTimeText(new Date(now)).slice(0, 10) };
  });

  const change = (patch: Partial<TimeParts>) => {
    const next = { ...shown, ...patch };
    setChosen(next);
    form.setValue("accidentTime", next.date !== "" && next.hour !== "" && next.minute !== "" ? `${next.date}T${next.hour}:${next.minute}` : "");
    form.clearErrors("accidentTime");
  };

  return (
    <div className={styles.accidentTime}>
      <DatePicker
        label={t("report.accidentDate")}
        name="accidentTime"
        value={shown.date}
        min={range.min}
        max={range.max}
        onChange={(date) => change({ date })}
        onBlur={() => onBlur({ target: null, type: "blur" })}
        ref={ref}
        error={form.errorOf("accidentTime")}
      />
      <div className={styles.accidentClock}>
        <SelectField label={t("report.accidentHour")} options={HOURS} value={shown.hour} onChange={(hour) => change({ hour })} />
        <SelectField label={t("report.accidentMinute")} options={MINUTES} value={shown.minute} onChange={(minute) => change({ minute })} />
      </div>
    </div>
  );
}
