/**
 * Text input on `Field`: a visible `<label>` tied to it (so `getByLabelText` finds it), an optional hint and
 * an optional error (`aria-invalid`, `aria-describedby`, announced as an alert). An optional `suffix` holds a
 * control inside the row (e.g. the "send SMS code" button).
 *
 * Two ways to drive it, told apart by `value` as React tells a controlled input from an uncontrolled one:
 * - controlled: `value` and `onChange(value, event)` — the raw value, never trimmed or case-folded here;
 * - uncontrolled: no `value`; `onChange` is the input's own change handler, so a form's
 *   `register("mobile")` (web/src/forms) can be spread on it (`name`, `onChange`, `onBlur` and the `ref`, which reaches the
 *   `<input>`: the form reads the value and focuses the first invalid field through it).
 */
import type { ChangeEvent, ChangeEventHandler, InputHTMLAttributes, ReactNode, Ref } from "react";
import { Field } from "./Field";

/** What both ways of driving a `TextField` share. */
interface TextFieldBaseProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "defaultValue" | "children"> {
  /** Visible label text. */
  readonly label: string;
  /** Error text; sets aria-invalid. */
  readonly error?: string | undefined;
  /** Help text under the field. */
  readonly hint?: string | undefined;
  /** A control after the input, e.g. a "send code" button. */
  readonly suffix?: ReactNode;
  /** The `<input>` element (a form's `register` passes its ref here). */
  readonly ref?: Ref<HTMLInputElement> | undefined;
}

/** A controlled `TextField`: the value in, the new raw value out. */
export interface ControlledTextFieldProps extends TextFieldBaseProps {
  readonly value: string;
  /** The new raw value (and the event, if needed). */
  readonly onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  readonly defaultValue?: undefined;
}

/** An uncontrolled `TextField` (e.g. `{...register("mobile")}`): the input keeps its value. */
export interface UncontrolledTextFieldProps extends TextFieldBaseProps {
  readonly value?: undefined;
  /** The input's change event. */
  readonly onChange?: ChangeEventHandler<HTMLInputElement> | undefined;
  readonly defaultValue?: string | undefined;
}

/** Props of `TextField`. */
export type TextFieldProps = ControlledTextFieldProps | UncontrolledTextFieldProps;

/**
 * A labelled text field.
 * @example <TextField label={t("login.mobile")} type="tel" inputMode="numeric" autoComplete="tel" value={mobile} onChange={setMobile} error={mobileError} />
 * @example <TextField label={t("login.mobile")} type="tel" {...form.register("mobile")} error={form.formState.errors.mobile?.message} />
 */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, error, hint, suffix, id, className, type = "text", required, ref, ...rest } = props;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (props.value === undefined) props.onChange?.(event);
    else props.onChange(event.target.value, event);
  };
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className} suffix={suffix}>
      {(control) => (
        <input
          {...rest}
          {...control}
          ref={ref}
          type={type}
          required={required}
          {...(value === undefined ? {} : { value })}
          onChange={onChange === undefined ? undefined : handleChange}
        />
      )}
    </Field>
  );
}
