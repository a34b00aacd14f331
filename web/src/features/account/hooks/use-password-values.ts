/**
 * The password fields of an account form. They live in memory only — never in a draft, never in storage —
 * so a reload starts them empty (design.md: drafts never hold a password). Each starts empty.
 */
import { useState } from "react";

/**
 * `[values, setValue, reset]` of the named password fields, the in-memory counterpart of `useDraft`.
 * @example const [values, setValue] = usePasswordValues({ password: "", confirm: "" }); setValue("password", "Abc12345")
 */
export function usePasswordValues<P extends string>(
  initial: Readonly<Record<P, "">>,
): [values: Readonly<Record<P, string>>, setValue: (name: P, value: string) => void, reset: () => void] {
  const [values, setValues] = useState<Readonly<Record<P, string>>>(initial);

  function setValue(name: P, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  return [values, setValue, () => setValues(initial)];
}
