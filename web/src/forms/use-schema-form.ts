/**
 * A react-hook-form form validated by one of domain's form shapes (`LOGIN_FORM_SHAPE`… of `@micromall/domain`, compiled
 * from the form Schemas of `@micromall/domain/schemas`) through {@link shapeResolver}, so each rule and its
 * text are domain's, in the customer's language. The shapes are checked by domain's effect-free `checkForm`
 * (same issues and values as the Schemas), so a form route loads no effect code; the value types come type-only
 * from the Schemas (`LoginForm`, `typeof ContactFormSchema.Encoded`…).
 *
 * Decisions where the spec is silent:
 * - Nothing is checked while the customer types; a submit checks every field at once, shows every message and
 *   focuses the first invalid field (react-hook-form's `shouldFocusError`, in the order the fields registered).
 * - Editing a field clears its message (`field(name)`); the next submit checks again. A message stays in the
 *   language it was shown in until then.
 * - `submit(onValid)` runs one submit at a time: a second tap while the first is under way (validation, the
 *   gateway calls, whatever `onValid` awaits) does nothing, even before the button has re-rendered disabled.
 * - The shape may change between renders (login's two modes), and so may the locale and the shape's runtime
 *   parameters (change-mobile's `currentMobile`): the resolver follows them (parameters compared by value).
 */
import { useCallback, useMemo, useRef, type BaseSyntheticEvent } from "react";
import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { checkForm, type FormShape, type Locale } from "@micromall/domain";
import { useLocale } from "../i18n";

const NO_PARAMS: Readonly<Record<string, string>> = {};

/**
 * react-hook-form's resolver for a domain form shape: domain's `checkForm`, its value on success, else each field's
 * first issue as that field's error (with the field's element, as `@hookform/resolvers`' Standard Schema resolver
 * maps them, without shipping that package: a form route carries ~1.2 kB gzip less). An issue of the whole form
 * (path "", never for the mall's object forms) is the `root` error, so the submit does not go through.
 * @example useForm({ resolver: shapeResolver(LOGIN_FORM_SHAPE, {}, "zh-CN") })
 */
export function shapeResolver<I extends FieldValues, O>(shape: FormShape, params: Readonly<Record<string, string>>, locale: Locale): Resolver<I, unknown, O> {
  return (values, _context, options) => {
    const checked = checkForm<O>(shape, values, params, locale);
    if (checked.ok) return { values: checked.value, errors: {} };
    const errors: FieldValues = {};
    for (const issue of checked.issues) {
      const path = issue.path === "" ? "root" : issue.path;
      if (get(errors, path) !== undefined) continue;
      const field = get(options.fields, path) as { ref?: unknown; refs?: readonly unknown[] } | undefined;
      set(errors, path, { type: "", message: issue.message, ref: field?.refs !== undefined ? field.refs[0] : field?.ref });
    }
    // `errors` holds an error (type, message, ref) at each invalid field's path: the FieldErrors react-hook-form reads
    return { values: {}, errors: errors as FieldErrors<I> };
  };
}

/** A form with values `I` that a domain Schema turns into `O`: react-hook-form's API plus what every mall form does the same way. */
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
 * A form validated by `shape` into `O` (the type of the Schema the shape was compiled from), starting from
 * `defaultValues` (which name every field of the form; the shape reads some or all of them: login's two modes
 * share one form). `params` are the shape's runtime parameters.
 * @example const form = useSchemaForm<typeof LOGIN_DEFAULTS, LoginForm>(LOGIN_FORM_SHAPE, { mobile: "", password: "" });
 * <form onSubmit={form.submit(login)}><TextField label="手机号" {...form.field("mobile")} error={form.errorOf("mobile")} /></form>
 * @example useSchemaForm<typeof CHANGE_MOBILE_DEFAULTS, ChangeMobileForm>(CHANGE_MOBILE_FORM_SHAPE, CHANGE_MOBILE_DEFAULTS, { currentMobile })
 */
export function useSchemaForm<I extends FieldValues, O>(shape: FormShape, defaultValues: I, params: Readonly<Record<string, string>> = NO_PARAMS): SchemaForm<I, O> {
  const locale = useLocale();
  const paramsKey = JSON.stringify(params);
  // `paramsKey` stands for `params` (compared by value, so an inline object does not rebuild the resolver)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const resolver = useMemo(() => shapeResolver<I, O>(shape, params, locale), [shape, locale, paramsKey]);
  // `I` is the complete default values, a DefaultValues<I> that TypeScript cannot prove generically
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
