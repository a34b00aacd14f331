/**
 * The messages under the fields of one account form: the customer's edit of a field clears its message, a
 * submit shows every check at once. Every account form keeps its messages here, so "typing clears the
 * message" and "submit only when every check passed" are written once.
 */
import { useState } from "react";
import { allValid, type FieldError } from "./field-errors";

/** The message key under each field of a form (undefined or absent: no message). */
export type FieldErrors<F extends string> = { [K in F]?: FieldError };

/** The messages of a form and the ways to change them. */
export interface FieldErrorsState<F extends string> {
  readonly errors: FieldErrors<F>;
  /** Sets (or, with undefined, clears) the message of one field, keeping the others. */
  set(name: F, error: FieldError): void;
  /** Shows exactly `found` and answers whether every check passed. */
  show(found: FieldErrors<F>): boolean;
}

/**
 * Field messages of one form.
 * @example const { errors, set, show } = useFieldErrors<"mobile">(); show({ mobile: "account.error.mobileRequired" }) // false
 */
export function useFieldErrors<F extends string>(): FieldErrorsState<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  function set(name: F, error: FieldError) {
    setErrors((current) => ({ ...current, [name]: error }));
  }

  function show(found: FieldErrors<F>): boolean {
    setErrors(found);
    return allValid(found);
  }

  return { errors, set, show };
}
