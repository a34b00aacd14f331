/**
 * A form of the customer's data (contacts, addresses, identity, a wallet card's activation…): react-hook-form over a domain Schema (`toFormSchema`, texts in the customer's language),
 * every error shown at once with focus on the first, the typed values kept in the tab's draft so a failed
 * call or a reload loses nothing, and one submit at a time.
 *
 * Decisions:
 * - Only the fields named in `draftFields` are kept in the draft (text fields; never a password, never a
 *   box the customer ticks: an agreement is ticked again after a reload).
 * - Values loaded from the gateway (an edit) go in with {@link DataForm.load}, unless a draft of this very
 *   form (same form id, e.g. `editPerson:C001`) exists: the customer's unsaved typing wins.
 * - A submit while a call is in flight is ignored (`submitting` ref), on top of the disabled button.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver, type UseFormReturn } from "react-hook-form";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { toFormSchema, type AnyFormSchema, type StandardSchemaV1 } from "@micromall/domain/schemas";
import type { Locale } from "@micromall/domain";
import { useAppStore } from "./store";
import { draftSuffix, readDraft } from "./draft";
import { STORAGE_KEYS, readStored, removeStored, writeStored } from "./storage";

/** Options of {@link useDataForm}. */
export interface DataFormOptions<V extends FieldValues> {
  /** The draft's form id (include the record id when editing). */
  readonly formId: string;
  /** Values of an empty form. */
  readonly defaults: V;
  /** Text fields kept in the draft. */
  readonly draftFields: readonly (keyof V & string)[];
  /** The language of the messages (the screen's `useLocale()`). */
  readonly locale: Locale;
}

/** What {@link useDataForm} gives a screen. */
export interface DataForm<V extends FieldValues, O> {
  readonly form: UseFormReturn<V, unknown, O>;
  /** Runs `send` with the valid values (nothing when invalid or already sending). */
  readonly onSubmit: (send: (values: O) => Promise<void>) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** A submit is under way. */
  readonly pending: boolean;
  /** Puts loaded values in, unless the customer has a draft of this form. */
  readonly load: (values: V) => void;
  /** Forgets the draft (after a successful save). */
  readonly clearDraft: () => void;
  /** The message under a field, if any. */
  readonly errorOf: (name: keyof V & string) => string | undefined;
}

/**
 * A domain-validated form with a draft.
 * @example const { form, onSubmit, pending } = useDataForm(ContactFormSchema, { formId: "editPerson", defaults, draftFields: ["name"], locale })
 */
export function useDataForm<S extends AnyFormSchema, V extends FieldValues = S["Encoded"] & FieldValues, O = S["Type"]>(
  schema: S,
  options: DataFormOptions<V>,
): DataForm<V, O> {
  const mallId = useAppStore((state) => state.mallId);
  const { formId, defaults, draftFields, locale } = options;
  const suffix = draftSuffix(mallId, formId);
  // The Schema's encoded side is the form's values (V) and its type the output (O): the generic S cannot say so
  // to the resolver's types, so the one cast is here.
  const resolver: Resolver<V, unknown, O> = useMemo(
    () => standardSchemaResolver<V, unknown, O>(toFormSchema(schema, locale) as unknown as StandardSchemaV1<V, O>),
    [schema, locale],
  );
  const [initial] = useState(() => {
    const stringDefaults: Record<string, string> = {};
    for (const name of draftFields) stringDefaults[name] = String(defaults[name] ?? "");
    return { ...defaults, ...readDraft(formId, stringDefaults, mallId) };
  });
  const hasDraft = useRef(readStored(STORAGE_KEYS.draft, suffix) !== null);
  const form = useForm<V, unknown, O>({
    resolver,
    defaultValues: initial as DefaultValues<V>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const submitting = useRef(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const subscription = form.watch((values) => {
      const kept: Record<string, string> = {};
      for (const name of draftFields) {
        const value = (values as Record<string, unknown>)[name];
        if (typeof value === "string") kept[name] = value;
      }
      writeStored(STORAGE_KEYS.draft, JSON.stringify(kept), suffix);
      hasDraft.current = true;
    });
    return () => subscription.unsubscribe();
  }, [form, draftFields, suffix]);

  const load = useCallback(
    (values: V) => {
      if (hasDraft.current) return;
      form.reset(values);
    },
    [form],
  );

  const clearDraft = useCallback(() => {
    removeStored(STORAGE_KEYS.draft, suffix);
    hasDraft.current = false;
  }, [suffix]);

  const onSubmit = useCallback(
    (send: (values: O) => Promise<void>) =>
      form.handleSubmit(async (values) => {
        if (submitting.current) return;
        submitting.current = true;
        setPending(true);
        try {
          await send(values);
        } finally {
          submitting.current = false;
          setPending(false);
        }
      }),
    [form],
  );

  const errors = form.formState.errors;
  const errorOf = (name: keyof V & string): string | undefined => {
    const error = (errors as Record<string, { message?: unknown } | undefined>)[name];
    return typeof error?.message === "string" ? error.message : undefined;
  };

  return { form, onSubmit, pending, load, clearDraft, errorOf };
}

/**
 * Sets a field as if the customer had typed it (validation reruns once the form was submitted).
 * @example setTyped(form, "birthday", "1990-01-01")
 */
export function setTyped<V extends FieldValues, P extends Path<V>>(form: UseFormReturn<V, unknown, unknown>, name: P, value: PathValue<V, P>): void {
  form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
}
