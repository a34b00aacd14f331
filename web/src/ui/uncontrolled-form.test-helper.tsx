/**
 * A plain React form for the ui primitives' tests of the uncontrolled way (`{...register(name)}` spread on
 * a TextField, SelectField or Checkbox): the registration's `ref` must reach the real element (the form
 * reads it on submit and focuses the first invalid one through it) and its `onChange` must get the input's
 * event. No form library: what the mall's form engine (web/src/forms) does, reduced to what these tests need.
 */
import { useRef, useState, type FormEvent } from "react";

type Control = HTMLInputElement | HTMLSelectElement;

/** The values read from the elements: a checkbox's `checked`, any other element's `value`. */
export type UncontrolledValues<N extends string> = Record<N, string | boolean>;

/**
 * A form over the fields `names` (in page order); `check` gives each invalid field's message.
 * @example const form = useUncontrolledForm(["agree"], (values) => (values.agree ? {} : { agree: "请先阅读并同意协议" }));
 * <form onSubmit={form.submit(onValid)}><Checkbox {...form.register("agree")} error={form.errors.agree}>…</Checkbox></form>
 */
export function useUncontrolledForm<N extends string>(names: readonly N[], check: (values: UncontrolledValues<N>) => Partial<Record<N, string>>) {
  const elements = useRef(new Map<N, Control>());
  const [errors, setErrors] = useState<Partial<Record<N, string>>>({});
  const register = (name: N) => ({
    name,
    ref: (element: Control | null) => {
      if (element !== null) elements.current.set(name, element);
    },
    onChange: (event: { target: unknown }) => {
      if (event.target === elements.current.get(name)) setErrors((known) => ({ ...known, [name]: undefined }));
    },
  });
  const submit = (onValid: (values: UncontrolledValues<N>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const values = {} as UncontrolledValues<N>;
    for (const name of names) {
      const element = elements.current.get(name);
      values[name] = element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : (element?.value ?? "");
    }
    const found = check(values);
    setErrors(found);
    const first = names.find((name) => found[name] !== undefined);
    if (first === undefined) onValid(values);
    else elements.current.get(first)?.focus();
  };
  return { register, errors, submit };
}
