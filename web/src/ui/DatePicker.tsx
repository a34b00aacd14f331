/**
 * Date field: a labelled text input taking `YYYY-MM-DD` (typing is fastest for a birth date 40 years back)
 * plus a calendar button opening a bottom sheet with year / month / day picker columns.
 *
 * Decisions:
 * - Typed text that is not a real date shows 输入的数据不合法! (spec §5), and a real date outside [min, max]
 *   names the bound it passes (日期不能早于 / 晚于 the bound, domain's wording: the exact fault, issue 20 item 3),
 *   in a `role="alert"` once the customer leaves the field or has typed all ten characters; meanwhile the field
 *   reports "" through `onChange`, so a form never submits a date the customer cannot see.
 * - `min`/`max` take `DateParts` or `YYYY-MM-DD`; for birthdays pass domain's `birthdayRange()` (100 years
 *   back to today, spec §5). Without them the range is 100 years back to 10 years ahead of today (China).
 * - `defaultValue` is where the wheel starts when the field is empty (e.g. domain's DEFAULT_BIRTHDAY
 *   "2000/01/01", spec §9; `YYYY/MM/DD` is accepted for min/max/default); otherwise today, kept in range.
 * - The sheet is a `Dialog` (bottom placement): Back, Escape or a tap on the mask cancel it. It loads when it is
 *   first opened (`DateSheet.tsx`), so a form's first view carries only the text input and the button.
 * - In a form (web/src/forms): `value` from the form, `onChange` to its `setValue`, and the field's `ref` from
 *   `register`, which reaches the text input, so the form can focus it.
 */
import { Suspense, lazy, useState, type Ref } from "react";
import { chinaDateParts, compareDateParts, formMessage, formatDateParts, parseDateText, type DateParts } from "@micromall/domain";
import { useMessages } from "../i18n";
import { useFormLocale } from "../i18n/form-locale";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { clampDateParts, defaultDateRange, parseDateInRange, toDateParts } from "./date-parts";
import styles from "./DatePicker.module.css";
import { Field } from "./Field";
import { MallIcon } from "./MallIcon";
import { WholeNumbers } from "./WholeNumbers";

// the sheet (dialog and picker columns) loads when the customer opens it: most customers type the date
const DateSheet = lazy(() => import("./DateSheet"));

/** Length of `YYYY-MM-DD`. */
const DATE_TEXT_LENGTH = 10;

/** Props of `DatePicker`. */
export interface DatePickerProps {
  /** Visible label (also names the sheet). */
  readonly label: string;
  /** `YYYY-MM-DD`, or "" when empty. */
  readonly value: string;
  /** A valid date as `YYYY-MM-DD`, or "" while the typed text is not one. */
  readonly onChange: (value: string) => void;
  readonly min?: DateParts | string;
  readonly max?: DateParts | string;
  /** Where the wheel starts when the field is empty. */
  readonly defaultValue?: DateParts | string;
  /** Message for invalid typed input; default 输入的数据不合法!. */
  readonly invalidMessage?: string;
  /** An error from the form (e.g. required); shown when the typed text itself is fine. */
  readonly error?: string | undefined;
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  readonly required?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** Called when the text input loses focus (a form's "touched"). */
  readonly onBlur?: (() => void) | undefined;
  /** The text input (a form's `register` passes its ref here, to focus an invalid date). */
  readonly ref?: Ref<HTMLInputElement> | undefined;
  /** The clock (for "today"); default now. */
  readonly now?: Date;
}

/**
 * A date field with a picker sheet.
 * @example const { min, max } = birthdayRange(); <DatePicker label={t("applicant.birthday")} value={birthday} onChange={setBirthday} min={min} max={max} defaultValue="2000-01-01" />
 */
export function DatePicker(props: DatePickerProps) {
  const { label, value, onChange, invalidMessage, error, id, name, required, disabled, onBlur, ref, now } = props;
  const t = useMessages(UI_MESSAGES);
  const locale = useFormLocale();

  const today = chinaDateParts(now ?? new Date());
  const fallback = defaultDateRange(today);
  const min = toDateParts(props.min) ?? fallback.min;
  const max = toDateParts(props.max) ?? fallback.max;

  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [wheel, setWheel] = useState<DateParts | null>(null);

  const check = (text: string) => text !== "" && !parseDateInRange(text, min, max).ok;

  const onType = (text: string) => {
    setDraft(text);
    const parsed = parseDateInRange(text, min, max);
    if (parsed.ok) {
      setInvalid(false);
      onChange(formatDateParts(parsed.parts));
    } else {
      setInvalid(text.length >= DATE_TEXT_LENGTH && check(text));
      if (value !== "") onChange("");
    }
  };

  const openSheet = () => {
    const start = toDateParts(draft ?? value) ?? toDateParts(props.defaultValue) ?? today;
    setWheel(clampDateParts(start, min, max));
  };

  const shown = draft ?? value;
  const outside = (() => {
    const parsed = invalid ? parseDateText(shown) : null;
    if (parsed === null || !parsed.ok) return undefined;
    if (compareDateParts(parsed.parts, min) < 0) return formMessage("schema.dateNotBefore", { date: formatDateParts(min) }, locale);
    return compareDateParts(parsed.parts, max) > 0 ? formMessage("schema.dateNotAfter", { date: formatDateParts(max) }, locale) : undefined;
  })();
  const message = invalid ? (outside ?? invalidMessage ?? t("ui.datePicker.invalid")) : error;
  const [minText, maxText] = [formatDateParts(min), formatDateParts(max)];
  const rangeHint = <WholeNumbers text={t("ui.datePicker.range", { min: minText, max: maxText })} />;
  return (
    <Field
      label={label}
      id={id}
      required={required}
      hint={rangeHint}
      error={message}
      suffix={
        <button
          type="button"
          className={styles.open}
          aria-label={t("ui.datePicker.open", { label })}
          aria-haspopup="dialog"
          aria-expanded={wheel !== null}
          disabled={disabled}
          onClick={openSheet}
        >
          <CalendarIcon />
        </button>
      }
      after={
        wheel !== null && (
          <Suspense fallback={null}>
            <DateSheet
              label={label}
              value={wheel}
              min={min}
              max={max}
              onChange={setWheel}
              onClose={() => setWheel(null)}
              onPick={(parts) => {
                setDraft(null);
                setInvalid(false);
                onChange(formatDateParts(parts));
              }}
            />
          </Suspense>
        )
      }
    >
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          maxLength={DATE_TEXT_LENGTH}
          required={required}
          disabled={disabled}
          value={shown}
          onChange={(event) => onType(event.target.value)}
          onBlur={() => {
            onBlur?.();
            if (draft === null) return;
            if (check(draft)) setInvalid(true);
            else setDraft(null);
          }}
        />
      )}
    </Field>
  );
}

function CalendarIcon() {
  return <MallIcon name="calendar" className={styles.calendarIcon} />;
}
