/**
 * A react-hook-form form validated by one of domain's Schemas (`@micromall/domain/schemas`) through the
 * Standard Schema resolver, so each rule and its text are domain's, in the customer's language.
 *
 * Decisions where the spec is silent:
 * - Nothing is checked while the customer types; a submit checks every field at once, shows every message and
 *   focuses the first invalid field (react-hook-form's `shouldFocusError`, in the order the fields registered).
 * - Editing a field clears its message (`field(name)`); the next submit checks again. A message stays in the
 *   language it was shown in until then.
 * - `submit(onValid)` runs one submit at a time: a second tap while the first is under way (validation, the
 *   gateway calls, whatever `onValid` awaits) does nothing, even before the button has re-rendered disabled.
 * - The Schema may change between renders (login's two modes, change-mobile's current number, the locale): the
 *   resolver follows it; memoise a Schema built in render (`useMemo`) so the resolver is not rebuilt each time.
 */
import { useCallback, useMemo, useRef, type BaseSyntheticEvent } from "react";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { toFormSchema, type AnyFormSchema, type StandardSchemaV1 } from "@micromall/domain/schemas";
import { useLocale } from "../i18n";

/** A form over Schema `S`: react-hook-form's API plus the three things every mall form does the same way. */
export type SchemaForm<I extends FieldValues, O> = UseFormReturn<I, unknown, O> & {
  /** `register(name)` whose change also clears the field's message. Spread it on the input. */
  field<N extends Path<I>>(name: N): UseFormRegisterReturn<N>;
  /** The message under a field, if any (a domain text, or one the screen set with `setError`). */
  errorOf(name: Path<I>): string | undefined;
  /** A submit handler: validates with the Schema, then runs `onValid` with the decoded values; one at a time. */
  submit(onValid: (values: O) => Promise<void> | void): (event?: BaseSyntheticEvent) => Promise<void>;
  /** A submit is under way (disable the submit button). */
  readonly pending: boolean;
};

/**
 * A domain Schema validating a form whose values are `I` (the Schema reads some or all of them) into `O`.
 * Login's two modes share one form: either Schema reads the fields it needs.
 */
export type FormSchemaOf<I extends FieldValues, O> = AnyFormSchema & { readonly Encoded: Partial<I>; readonly Type: O };

/**
 * A form validated by `schema`, starting from `defaultValues` (which name every field of the form).
 * @example const form = useSchemaForm(LoginFormSchema, { mobile: "", password: "" });
 * <form onSubmit={form.submit(login)}><TextField label="手机号" {...form.field("mobile")} error={form.errorOf("mobile")} /></form>
 */
export function useSchemaForm<I extends FieldValues, O>(schema: FormSchemaOf<NoInfer<I>, O>, defaultValues: I): SchemaForm<I, O> {
  const locale = useLocale();
  // The casts only widen types: the Schema reads a part of the values (Partial<I>), the resolver types them as the
  // whole form; `I` is the complete default values, a DefaultValues<I> that TypeScript cannot prove generically.
  const resolver = useMemo(
    () => standardSchemaResolver<I, unknown, O>(toFormSchema<FormSchemaOf<I, O>>(schema, locale) as StandardSchemaV1<I, O>),
    [schema, locale],
  );
  const form = useForm<I, unknown, O>({ resolver, defaultValues: defaultValues as DefaultValues<I>, mode: "onSubmit", reValidateMode: "onSubmit" });
  const { register, clearErrors, handleSubmit } = form;
  const inFlight = useRef(false);

  const field = useCallback(
    <N extends Path<I>>(name: N): UseFormRegisterReturn<N> => register(name, { onChange: () => clearErrors(name) }),
    [register, clearErrors],
  );

  const submit = useCallback(
    (onValid: (values: O) => Promise<void> | void) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        await handleSubmit(onValid)(event);
      } finally {
        inFlight.current = false;
      }
    },
    [handleSubmit],
  );

  // Reading these in render subscribes the form to them (react-hook-form's formState proxy).
  const { formState } = form;
  const { isSubmitting } = formState;
  const errorOf = (name: Path<I>): string | undefined => {
    const message: unknown = form.getFieldState(name, formState).error?.message;
    return typeof message === "string" && message !== "" ? message : undefined;
  };

  return { ...form, field, errorOf, submit, pending: isSubmitting };
}
