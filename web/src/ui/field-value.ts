/**
 * The two ways of driving a field control, shared by `TextField` and `SelectField` (as React tells a controlled
 * input from an uncontrolled one, by `value`):
 * - controlled: `value` and `onChange(value, event)` — the raw value, never trimmed or case-folded here;
 * - uncontrolled: no `value`; `onChange` is the element's own change handler, so a form's `register(name)`
 *   (web/src/forms) can be spread on it (`name`, `onChange`, `onBlur` and the `ref`, which reaches the element:
 *   the form reads the value and focuses the first invalid field through it).
 */
import type { ChangeEvent, ChangeEventHandler, ReactNode, Ref } from "react";

/** The form elements a field control drives. */
type ValueElement = HTMLInputElement | HTMLSelectElement;

/** What every field control takes besides its value. */
export interface FieldControlBaseProps<E extends ValueElement> {
  /** Visible label text. */
  readonly label: string;
  /** Error text; sets aria-invalid. */
  readonly error?: string | undefined;
  /** Help text under the field (text, or a sentence with data in it: ui/DataText's `DataSentence`). */
  readonly hint?: ReactNode | undefined;
  /** The element (a form's `register` passes its ref here). */
  readonly ref?: Ref<E> | undefined;
}

/** Controlled: the value in, the new raw value out. */
export interface ControlledValue<E extends ValueElement> {
  /** The value ("" for none). */
  readonly value: string;
  /** The new raw value (and the event, if needed). */
  readonly onChange: (value: string, event: ChangeEvent<E>) => void;
  readonly defaultValue?: undefined;
}

/** Uncontrolled (e.g. `{...register("mobile")}`): the element keeps its value. */
export interface UncontrolledValue<E extends ValueElement> {
  readonly value?: undefined;
  /** The element's change event. */
  readonly onChange?: ChangeEventHandler<E> | undefined;
  /** The first value. */
  readonly defaultValue?: string | undefined;
}

/**
 * The element's change handler for either way of driving it (undefined when the caller gave none).
 * @example <input onChange={valueChangeHandler(props)} />
 */
export function valueChangeHandler<E extends ValueElement>(
  props: ControlledValue<E> | UncontrolledValue<E>,
): ((event: ChangeEvent<E>) => void) | undefined {
  if (props.onChange === undefined) return undefined;
  return (event) => {
    if (props.value === undefined) props.onChange?.(event);
    else props.onChange(event.target.value, event);
  };
}
