/**
 * A field registration whose input keeps digits only (mobile, SMS code): what is not a digit is dropped from
 * the input itself before the form reads it, so a pasted "138 0013 8000" becomes "13800138000".
 */
import type { ChangeHandler, UseFormRegisterReturn } from "../../forms/form-types";

/**
 * `registration` with an onChange that strips non-digits first.
 * @example <input {...digitsOnly(form.field("mobile"))} />
 */
export function digitsOnly<N extends string>(registration: UseFormRegisterReturn<N>): UseFormRegisterReturn<N> {
  return {
    ...registration,
    onChange: (event: Parameters<ChangeHandler>[0]) => {
      const input: unknown = event.target;
      if (input instanceof HTMLInputElement) {
        const digits = input.value.replace(/\D/g, "");
        if (digits !== input.value) input.value = digits;
      }
      return registration.onChange(event);
    },
  };
}
