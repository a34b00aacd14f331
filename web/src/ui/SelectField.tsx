/**
 * A labelled native `<select>`: the lightest accessible choice on cheap phones (the system wheel opens on
 * iOS and Android). An empty `value` shows the placeholder option (请选择), which cannot be chosen again.
 */
import { useId, type ChangeEvent, type SelectHTMLAttributes } from "react";
import { useT } from "../i18n";

/** One option of a `SelectField`. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of `SelectField`. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value" | "children"> {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Text of the empty choice; default 请选择. */
  readonly placeholder?: string;
  readonly error?: string | undefined;
}

/**
 * A labelled select.
 * @example <SelectField label={t("insured.idType")} value={type} options={ID_TYPES} onChange={setType} />
 */
export function SelectField({ label, value, options, onChange, placeholder, error, id, className, ...rest }: SelectFieldProps) {
  const t = useT();
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={["mm-field", error ? "mm-field--error" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label className="mm-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="mm-field__control">
        <select
          {...rest}
          id={selectId}
          className="mm-field__input mm-field__select"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value, event)}
        >
          {value === "" && (
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
      </div>
      {error && (
        <p id={errorId} className="mm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
