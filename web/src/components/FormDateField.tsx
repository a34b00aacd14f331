/**
 * A date field of a form (web/src/forms) drawn with the mall's `DatePicker` (YYYY-MM-DD, typed or picked on the
 * sheet), never the browser's native date input, whose format differs between browsers (issue 20 item 8).
 * The form holds `YYYY-MM-DD` or "" (typed text that is not a date in range counts as empty and the picker
 * says so); a pick or a valid typed date clears the field's message; leaving the field runs the form's blur
 * check; the form's `register` ref reaches the text input, so the form can focus it.
 */
import type { DateParts } from "@micromall/domain";
import type { UseFormRegisterReturn } from "../forms/form-types";
import { DatePicker } from "../ui";

/** The part of a form (`useSchemaForm`) a date field uses, for a field named `N` holding text. */
export interface DateFieldForm<N extends string> {
  register(name: N): UseFormRegisterReturn<N>;
  watch(name: N): unknown;
  setValue(name: N, value: string): void;
  clearErrors(name: N): void;
  errorOf(name: N): string | undefined;
}

/** Props of {@link FormDateField}. */
export interface FormDateFieldProps<N extends string> {
  readonly form: DateFieldForm<NoInfer<N>>;
  readonly name: N;
  readonly label: string;
  readonly min?: DateParts | string;
  readonly max?: DateParts | string;
  /** Where the sheet starts when the field is empty. */
  readonly defaultValue?: DateParts | string;
  readonly required?: boolean;
  /** The field cannot be changed (e.g. a date of birth filled from an identity card number). */
  readonly disabled?: boolean;
  /** A message the screen shows instead of the form's (e.g. the gateway's). */
  readonly error?: string | undefined;
}

/**
 * A form's date field.
 * @example <FormDateField form={form} name="registerDate" label={t("car.registerDate")} max={today} />
 */
export function FormDateField<N extends string>({ form, name, label, min, max, defaultValue, required, disabled, error }: FormDateFieldProps<N>) {
  const { ref, onBlur } = form.register(name);
  const value = form.watch(name);
  return (
    <DatePicker
      label={label}
      name={name}
      value={typeof value === "string" ? value : ""}
      {...(min === undefined ? {} : { min })}
      {...(max === undefined ? {} : { max })}
      {...(defaultValue === undefined ? {} : { defaultValue })}
      required={required}
      disabled={disabled}
      onChange={(next) => {
        form.setValue(name, next);
        form.clearErrors(name);
      }}
      onBlur={() => onBlur({ target: null, type: "blur" })}
      ref={ref}
      error={error ?? form.errorOf(name)}
    />
  );
}
