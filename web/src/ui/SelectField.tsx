/**
 * A labelled native `<select>` on `Field`: the lightest accessible choice on cheap phones (the system wheel
 * opens on iOS and Android). While nothing is chosen the placeholder option (请选择) shows; it cannot be chosen
 * again.
 *
 * Driven like `TextField` (./field-value.ts): controlled with `value` and `onChange(value, event)`, or
 * uncontrolled (`{...register("idType")}`). Uncontrolled, it starts on the placeholder unless `defaultValue`
 * says otherwise.
 */
import type { SelectHTMLAttributes } from "react";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { Field } from "./Field";
import { valueChangeHandler, type ControlledValue, type FieldControlBaseProps, type UncontrolledValue } from "./field-value";

/** One option of a `SelectField`. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** What both ways of driving a `SelectField` share. */
interface SelectFieldBaseProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value" | "defaultValue" | "children">, FieldControlBaseProps<HTMLSelectElement> {
  readonly options: readonly SelectOption[];
  /** Text of the empty choice; default 请选择. */
  readonly placeholder?: string;
}

/** A controlled `SelectField` (`value` "" for none). */
export interface ControlledSelectFieldProps extends SelectFieldBaseProps, ControlledValue<HTMLSelectElement> {}

/** An uncontrolled `SelectField` (e.g. `{...register("idType")}`; `defaultValue` default "", the placeholder). */
export interface UncontrolledSelectFieldProps extends SelectFieldBaseProps, UncontrolledValue<HTMLSelectElement> {}

/** Props of `SelectField`. */
export type SelectFieldProps = ControlledSelectFieldProps | UncontrolledSelectFieldProps;

/**
 * A labelled select.
 * @example <SelectField label={t("insured.idType")} value={type} options={ID_TYPES} onChange={setType} />
 * @example <SelectField label={t("insured.idType")} options={ID_TYPES} {...form.register("idType")} />
 */
export function SelectField(props: SelectFieldProps) {
  const { label, value, options, onChange: _onChange, placeholder, error, hint, id, className, required, ref, defaultValue, ...rest } = props;
  const t = useMessages(UI_MESSAGES);
  const controlled = value !== undefined;
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <select
          {...rest}
          {...control}
          ref={ref}
          required={required}
          {...(controlled ? { value } : { defaultValue: defaultValue ?? "" })}
          onChange={valueChangeHandler(props)}
        >
          {/* an option of the caller's own for "" (全部类型, 不涉及具体保单) is that choice: no placeholder beside it */}
          {(!controlled || value === "") && !options.some((option) => option.value === "") && (
            <option value="" disabled>
              {placeholder ?? t("ui.select.placeholder")}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
