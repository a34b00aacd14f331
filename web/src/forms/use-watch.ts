/**
 * `useWatch(form, name)`: the value of one field of a form, for the component that shows it; that component
 * re-renders when the field's value changes and on no other change of the form (a subscription to the form's
 * changes, read with `useSyncExternalStore`: values are replaced, never changed in place, so an unchanged field
 * reads the very same value). react-hook-form's `useWatch` with its meaning, in a smaller signature.
 */
import { useCallback, useSyncExternalStore } from "react";
import type { FieldValues, Path, PathValue } from "./form-types";
import type { SchemaForm } from "./use-schema-form";

/**
 * The current value of field `name` of `form` (a key, an entry of a field array, or a field of one).
 * @example const startDate = useWatch(form, "startDate"); // re-renders this component when the start date changes
 */
export function useWatch<I extends FieldValues, O, N extends Path<I>>(form: SchemaForm<I, O>, name: N): PathValue<I, N> {
  const { subscribe, getValues } = form;
  const listen = useCallback((onChange: () => void) => subscribe({ formState: { values: true }, callback: onChange }), [subscribe]);
  const read = useCallback(() => getValues(name), [getValues, name]);
  return useSyncExternalStore(listen, read, read);
}
