/**
 * Text input with a visible `<label>` tied to it (so `getByLabelText` finds it), an optional hint and an
 * optional error: the error sets `aria-invalid` and is referenced by `aria-describedby`, and is announced
 * (`role="alert"`) when it appears. `onChange` receives the raw value — never trimmed or case-folded here.
 * An optional `suffix` holds a control inside the row (e.g. the "send SMS code" button).
 */
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from "react";

/** Props of `TextField`. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "children"> {
  /** Visible label text. */
  readonly label: string;
  readonly value: string;
  /** The new raw value (and the event, if needed). */
  readonly onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Error text; sets aria-invalid. */
  readonly error?: string | undefined;
  /** Help text under the field. */
  readonly hint?: string | undefined;
  /** A control after the input, e.g. a "send code" button. */
  readonly suffix?: ReactNode;
}

/**
 * A labelled text field.
 * @example <TextField label={t("login.mobile")} type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" value={mobile} onChange={setMobile} error={mobileError} />
 */
export function TextField({ label, value, onChange, error, hint, suffix, id, className, type = "text", ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["mm-field", error ? "mm-field--error" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label className="mm-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="mm-field__control">
        <input
          {...rest}
          id={inputId}
          type={type}
          className="mm-field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value, event)}
        />
        {suffix}
      </div>
      {hint && (
        <p id={hintId} className="mm-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
