/**
 * Text input on `Field`: a visible `<label>` tied to it (so `getByLabelText` finds it), an optional hint and
 * an optional error (`aria-invalid`, `aria-describedby`, announced as an alert). An optional `suffix` holds a
 * control inside the row (e.g. the "send SMS code" button).
 *
 * Controlled (`value` and `onChange(value, event)`) or uncontrolled (a form's `{...register("mobile")}`), as
 * ./field-value.ts says.
 */
import type { InputHTMLAttributes, ReactNode } from "react";
import { Field } from "./Field";
import { valueChangeHandler, type ControlledValue, type FieldControlBaseProps, type UncontrolledValue } from "./field-value";

/** What both ways of driving a `TextField` share. */
interface TextFieldBaseProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "defaultValue" | "children">, FieldControlBaseProps<HTMLInputElement> {
  /** A control after the input, e.g. a "send code" button. */
  readonly suffix?: ReactNode;
  /** Something under the field's text, outside the input's row (e.g. a picture code's "new picture" button). */
  readonly after?: ReactNode;
}

/** A controlled `TextField`: the value in, the new raw value out. */
export interface ControlledTextFieldProps extends TextFieldBaseProps, ControlledValue<HTMLInputElement> {}

/** An uncontrolled `TextField` (e.g. `{...register("mobile")}`): the input keeps its value. */
export interface UncontrolledTextFieldProps extends TextFieldBaseProps, UncontrolledValue<HTMLInputElement> {}

/** Props of `TextField`. */
export type TextFieldProps = ControlledTextFieldProps | UncontrolledTextFieldProps;

/**
 * A labelled text field.
 * @example <TextField label={t("login.mobile")} type="tel" inputMode="numeric" autoComplete="tel" value={mobile} onChange={setMobile} error={mobileError} />
 * @example <TextField label={t("login.mobile")} type="tel" {...form.register("mobile")} error={form.formState.errors.mobile?.message} />
 */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange: _onChange, error, hint, suffix, after, id, className, type = "text", required, ref, ...rest } = props;
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className} suffix={suffix} after={after}>
      {(control) => (
        <input
          {...rest}
          {...control}
          ref={ref}
          type={type}
          required={required}
          {...(value === undefined ? {} : { value })}
          onChange={valueChangeHandler(props)}
        />
      )}
    </Field>
  );
}
