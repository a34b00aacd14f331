/**
 * A form's half-typed values kept in the draft store (`state/draft.ts`: sessionStorage, keyed
 * to the account), so a failed call or a reload loses nothing the customer typed — except passwords, which
 * the form declares and which never reach storage.
 *
 * Decisions where the spec is silent:
 * - What is kept: every text field of the form's default values except the declared passwords; non-text
 *   fields (the agreement tick) are not kept — consent is given again after a reload.
 * - The stored values are put into the form once, as it mounts (before the first paint); from then on every
 *   change of a kept field is written at once, a password field never.
 * - `clear()` forgets the draft when the form is done (a success); a failure keeps it.
 */
import { useEffect, useLayoutEffect, useState } from "react";
import type { FieldValues, Path, PathValue } from "./form-types";
import type { SchemaForm } from "./use-schema-form";
import { draftSuffix, useDraft } from "../state/draft";
import { STORAGE_KEYS, readStored } from "../state/storage";
import { useAppStore } from "../state/store";

/** The text fields of `V`. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What {@link useFormDraft} needs to know. */
export interface FormDraftOptions<V extends FieldValues> {
  /** The draft's id (one per form, e.g. "register"). */
  readonly formId: string;
  /** The password fields: never stored, never restored. */
  readonly passwords: readonly TextField<V>[];
}

/**
 * Keeps `form`'s text fields (not its passwords) in a draft under `formId`.
 * @example const form = useSchemaForm(RegisterFormSchema, REGISTER_DEFAULTS);
 * const draft = useFormDraft(form, { formId: "register", passwords: ["password", "confirm"] }); // draft.clear() on success
 */
export function useFormDraft<V extends FieldValues, O>(form: SchemaForm<V, O>, { formId, passwords }: FormDraftOptions<V>): { clear: () => void } {
  const [initial] = useState(() => keptFields(form.getValues(), passwords));
  const [stored, setField, clear] = useDraft(formId, initial);
  const { setValue, subscribe } = form;

  // Once, as the form mounts: the stored values into the form.
  const [restore] = useState(() => stored);
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(restore)) {
      if (value !== initial[name]) setValue(name as Path<V>, value as PathValue<V, Path<V>>);
    }
  }, [restore, initial, setValue]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name === undefined || !Object.prototype.hasOwnProperty.call(initial, name)) return;
          const value: unknown = values[name];
          if (typeof value === "string") setField(name, value);
        },
      }),
    [subscribe, initial, setField],
  );

  return { clear };
}

/**
 * The text fields of `values` that are not passwords.
 * @example keptFields({ mobile: "", password: "", agreement: false }, ["password"]) // { mobile: "" }
 */
export function keptFields(values: FieldValues, passwords: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" && !passwords.includes(name)) kept[name] = value;
  }
  return kept;
}

/**
 * Whether `account` (default: the current one) has a draft of `formId` with something typed in it (a stored
 * text field that is not empty), e.g. for a "continue your application" banner. Total: storage refused or a
 * stored value that is not a draft answers false.
 * @example hasFormDraft("inputInfo:EAJ") // true once the customer has typed into that product's application
 */
export function hasFormDraft(formId: string, account: string = useAppStore.getState().mallId): boolean {
  const text = readStored(STORAGE_KEYS.draft, draftSuffix(account, formId));
  if (text === null) return false;
  try {
    const stored: unknown = JSON.parse(text);
    return typeof stored === "object" && stored !== null && !Array.isArray(stored) && Object.values(stored).some((value) => typeof value === "string" && value.trim() !== "");
  } catch {
    return false;
  }
}
