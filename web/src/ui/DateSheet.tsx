/**
 * The bottom sheet of `DatePicker`: a `Dialog` with year / month / day picker columns, loaded when the customer
 * first opens it. Cancel, Back, Escape or a tap on the mask close it; OK picks the wheel's date.
 */
import type { DateParts } from "@micromall/domain";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { clampDateParts, dayRange, monthRange } from "./date-parts";
import styles from "./DatePicker.module.css";
import { Dialog } from "./Dialog";
import { Picker, type PickerOption } from "./Picker";

/** Props of the date sheet. */
export interface DateSheetProps {
  /** The field's label (names the sheet). */
  readonly label: string;
  /** The wheel's date. */
  readonly value: DateParts;
  readonly min: DateParts;
  readonly max: DateParts;
  /** The wheel moved. */
  readonly onChange: (parts: DateParts) => void;
  /** Closed, whether picked or cancelled. */
  readonly onClose: () => void;
  /** OK: the wheel's date was chosen (called before `onClose`). */
  readonly onPick: (parts: DateParts) => void;
}

/** The open date sheet (the default export, for `lazy`). */
export default function DateSheet({ label, value, min, max, onChange, onClose, onPick }: DateSheetProps) {
  const t = useMessages(UI_MESSAGES);
  return (
    <Dialog
      open
      ariaLabel={label}
      placement="bottom"
      actions={[
        { label: t("ui.dialog.cancel"), value: "cancel" },
        { label: t("ui.dialog.ok"), value: "ok", primary: true },
      ]}
      onClose={onClose}
      onAction={(action) => {
        if (action === "ok") onPick(value);
        onClose();
      }}
    >
      <DateColumns value={value} min={min} max={max} onChange={onChange} />
    </Dialog>
  );
}

function DateColumns({ value, min, max, onChange }: { value: DateParts; min: DateParts; max: DateParts; onChange: (parts: DateParts) => void }) {
  const t = useMessages(UI_MESSAGES);
  const [firstMonth, lastMonth] = monthRange(value.year, min, max);
  const [firstDay, lastDay] = dayRange(value.year, value.month, min, max);
  const change = (patch: Partial<DateParts>) => onChange(clampDateParts({ ...value, ...patch }, min, max));
  return (
    <div className={styles.columns}>
      <Picker
        label={t("ui.datePicker.year")}
        options={numberOptions(min.year, max.year, (n) => t("ui.datePicker.yearOption", { n }))}
        value={String(value.year)}
        onChange={(year) => change({ year: Number(year) })}
      />
      <Picker
        label={t("ui.datePicker.month")}
        options={numberOptions(firstMonth, lastMonth, (n) => t("ui.datePicker.monthOption", { n }))}
        value={String(value.month)}
        onChange={(month) => change({ month: Number(month) })}
      />
      <Picker
        label={t("ui.datePicker.day")}
        options={numberOptions(firstDay, lastDay, (n) => t("ui.datePicker.dayOption", { n }))}
        value={String(value.day)}
        onChange={(day) => change({ day: Number(day) })}
      />
    </div>
  );
}

function numberOptions(from: number, to: number, label: (n: number) => string): PickerOption[] {
  const options: PickerOption[] = [];
  for (let n = from; n <= to; n++) options.push({ value: String(n), label: label(n) });
  return options;
}

