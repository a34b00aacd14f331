/**
 * One field of the application form, drawn from its per-field config (domain's `FieldConfig`): text and number
 * fields are text inputs (number ones with the numeric keyboard), select and choosetype fields are selects
 * with the options the form gives for that key, date fields are birth dates: the date picker (typed
 * `YYYY-MM-DD` or picked) within 100 years back to today, or the range the screen gives (an insured's birthday: the
 * product's ages). Read-only configs (channel yb) are read-only inputs and disabled selects; `maxlength` is
 * the config's. The label is the field's text in the customer's language (the config's own label otherwise).
 */
import { useState } from "react";
import { DEFAULT_BIRTHDAY, birthdayRange, type ApplicationFormValues, type FieldConfig } from "@micromall/domain";
import { DatePicker, SelectField, TextField, type SelectOption } from "../../../../ui";
import type { SchemaForm } from "../../../../forms/use-schema-form";
import { useWatch } from "../../../../forms/use-watch";

/** Props of {@link FieldControl}. */
export interface FieldControlProps {
  readonly form: SchemaForm<ApplicationFormValues, ApplicationFormValues>;
  readonly config: FieldConfig;
  /** The field's name (an insured's field: its path `insureds.<index>.<key>`). */
  readonly name: string;
  readonly label: string;
  /** Options of a select / choosetype field. */
  readonly options?: readonly SelectOption[];
  readonly hint?: string | undefined;
  /** A date field's range, when narrower than the form's birthdays (an insured's: domain's `insuredBirthdayRange`). */
  readonly dateRange?: { readonly min: string; readonly max: string } | undefined;
  /** Locked by the screen (e.g. a "self" insured copies the applicant). */
  readonly locked?: boolean;
  readonly placeholder?: string;
  /** A select's choice by the customer, called once the form has it (not on a fill by the screen). */
  readonly onPicked?: () => void;
}

const noop = () => undefined;
const stringOf = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * A birth date: the date picker within domain's range (100 years back to today, spec §5) or the narrower one given,
 * starting at the default birthday 2000/01/01 (the range's nearest day when outside it); typed text that is not such
 * a date shows the picker's message and counts as empty.
 */
function DateControl({ form, name, label, error, dateRange }: { form: FieldControlProps["form"]; name: string; label: string; error: string | undefined; dateRange: FieldControlProps["dateRange"] }) {
  const value = stringOf(useWatch(form, name));
  const [birthdays] = useState(() => birthdayRange());
  const range = dateRange ?? birthdays;
  const { ref, required } = form.register(name);
  return (
    <DatePicker
      required={required}
      label={label}
      name={name}
      value={value}
      min={range.min}
      max={range.max}
      defaultValue={DEFAULT_BIRTHDAY}
      onChange={(next) => {
        form.setValue(name, next);
        form.clearErrors(name);
      }}
      ref={ref}
      error={error}
    />
  );
}

/** A form field from its config. */
export function FieldControl({ form, config, name, label, options = [], hint, dateRange, locked = false, placeholder, onPicked }: FieldControlProps) {
  const error = form.errorOf(name);
  const readOnly = config.readonly || locked;
  if (config.formType === "select" || config.formType === "choosetype") {
    if (readOnly || config.disabled) {
      // a locked choice shows its text; its value stays in the form as it is
      const value = form.getValues(name);
      const shown = options.find((option) => option.value === value)?.label ?? "";
      return <TextField label={label} value={shown} onChange={noop} readOnly hint={hint} error={error} />;
    }
    const field = form.field(name);
    const onChange: typeof field.onChange = (event) => {
      void field.onChange(event);
      onPicked?.();
    };
    return <SelectField label={label} options={options} hint={hint} {...field} onChange={onChange} error={error} />;
  }
  if (config.formType === "date") {
    if (readOnly) {
      return <TextField label={label} value={stringOf(form.getValues(name))} onChange={noop} readOnly hint={hint} error={error} />;
    }
    return <DateControl form={form} name={name} label={label} error={error} dateRange={dateRange} />;
  }
  const numeric = config.formType === "number";
  return (
    <TextField
      label={label}
      maxLength={config.maxlength}
      readOnly={readOnly}
      autoComplete="off"
      {...(numeric ? { inputMode: "numeric" as const } : {})}
      {...(placeholder === undefined ? {} : { placeholder })}
      hint={hint}
      {...form.field(name)}
      error={error}
    />
  );
}
