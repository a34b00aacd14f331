/**
 * A labelled native `<select>` on `Field`: the lightest accessible choice on cheap phones (the system wheel
 * opens on iOS and Android). While nothing is chosen the placeholder option (请选择) shows; it cannot be chosen
 * again.
 *
 * Driven like `TextField`: controlled with `value` and `onChange(value, event)` (a form's watched value
 * with `setValue` fits), or uncontrolled without `value` (`{...register("idType")}`: `onChange` is the
 * select's change handler and the `ref` reaches the `<select>`). Uncontrolled, it starts on the placeholder
 * unless `defaultValue` says otherwise.
 */
import type { ChangeEvent, ChangeEventHandler, Ref, SelectHTMLAttributes } from "react";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { Field } from "./Field";

/** One option of a `SelectField`. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** What both ways of driving a `SelectField` share. */
interface SelectFieldBaseProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value" | "defaultValue" | "children"> {
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** Text of the empty choice; default 请选择. */
  readonly placeholder?: string;
  readonly error?: string | undefined;
  /** Help text under the field. */
  readonly hint?: string | undefined;
  /** The `<select>` element (a form's `register` passes its ref here). */
  readonly ref?: Ref<HTMLSelectElement> | undefined;
}

/** A controlled `SelectField`. */
export interface ControlledSelectFieldProps extends SelectFieldBaseProps {
  /** The chosen value, "" for none. */
  readonly value: string;
  readonly onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  readonly defaultValue?: undefined;
}

/** An uncontrolled `SelectField` (e.g. `{...register("idType")}`). */
export interface UncontrolledSelectFieldProps extends SelectFieldBaseProps {
  readonly value?: undefined;
  readonly onChange?: ChangeEventHandler<HTMLSelectElement> | undefined;
  /** The first choice; default "" (the placeholder). */
  readonly defaultValue?: string | undefined;
}

/** Props of `SelectField`. */
export type SelectFieldProps = ControlledSelectFieldProps | UncontrolledSelectFieldProps;

/**
 * A labelled select.
 * @example <SelectField label={t("insured.idType")} value={type} options={ID_TYPES} onChange={setType} />
 * @example <SelectField label={t("insured.idType")} options={ID_TYPES} {...form.register("idType")} />
 */
export function SelectField(props: SelectFieldProps) {
  const { label, value, options, onChange, placeholder, error, hint, id, className, required, ref, defaultValue, ...rest } = props;
  const t = useMessages(UI_MESSAGES);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (props.value === undefined) props.onChange?.(event);
    else props.onChange(event.target.value, event);
  };
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
          onChange={onChange === undefined ? undefined : handleChange}
        >
          {(!controlled || value === "") && (
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
