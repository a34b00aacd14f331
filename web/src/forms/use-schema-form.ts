/**
 * A form validated by one of domain's form shapes (`LOGIN_FORM_SHAPE`… of `@micromall/domain`, compiled
 * from the form Schemas of `@micromall/domain/schemas`) through `checkShape`, so each rule and its
 * text are domain's, in the customer's language. The shapes are checked by domain's effect-free `checkForm`
 * (same issues and values as the Schemas), so a form route loads no effect code; the value types come type-only
 * from the Schemas (`LoginForm`, `typeof ContactFormSchema.Encoded`…). It runs on the mall's own small
 * engine (`form-engine.ts`), with the part of react-hook-form's API the screens use, so each form route
 * carries ~10 kB gzip less than with react-hook-form.
 *
 * Decisions where the spec is silent:
 * - Nothing is checked while the customer types. A field they edited is checked when they leave it (blur), and
 *   its message names the exact fault (domain's reason: an identity number's length, region, birth date or check
 *   character; an IMEI's check digit). A submit checks every field at once, shows every message and focuses the
 *   first invalid field in page order (fields keep room under the sticky header: `scroll-margin-top`).
 * - Editing a field clears its message (`field(name)`); the next submit checks again. A message stays in the
 *   language it was shown in until then.
 * - `submit(onValid)` runs one submit at a time: a second tap while the first is under way (validation, the
 *   gateway calls, whatever `onValid` awaits) does nothing, even before the button has re-rendered disabled.
 * - The shape may change between renders (login's two modes), and so may the locale and the shape's runtime
 *   parameters (change-mobile's `currentMobile`): each check uses those of the latest render.
 */
import { useReducer, useState, type BaseSyntheticEvent } from "react";
import type { FormShape } from "@micromall/domain";
import { useFormLocale } from "../i18n/form-locale";
import { createFormEngine } from "./form-engine";
import type { ArrayPath, EntryOf, FieldArray, FieldErrorInput, FieldValues, FocusOptions, Path, PathValue, RegisterOptions, SetValueOptions, SubscribeOptions, UseFormRegisterReturn } from "./form-types";

export { checkShape, type FormErrors, type ShapeCheck } from "./form-engine";
export type { ArrayPath, ChangeHandler, FieldArray, FieldValues, Path, PathValue, UseFormRegisterReturn } from "./form-types";

const NO_PARAMS: Readonly<Record<string, string>> = {};

/**
 * A form with values `I` that a domain Schema turns into `O`. Every method is the same function from render
 * to render (effects may depend on them); the object itself is new each render.
 */
export interface SchemaForm<I extends FieldValues, O> {
  /** `register(name)` whose change also clears the field's message. Spread it on the input. */
  field<N extends Path<I>>(name: N): UseFormRegisterReturn<N>;
  /** The input's registration (its message stays on a change unless `options.onChange` clears it); its `ref` alone focuses a controlled input. */
  register<N extends Path<I>>(name: N, options?: RegisterOptions): UseFormRegisterReturn<N>;
  /** The message under a field, if any (a domain text, or one the screen set with `setError`). */
  errorOf(name: Path<I>): string | undefined;
  /** A submit handler: validates with the Schema, then runs `onValid` with the decoded values; one at a time. */
  submit(onValid: (values: O) => Promise<void> | void): (event?: BaseSyntheticEvent) => Promise<void>;
  /** A submit is under way (disable the submit button). */
  readonly pending: boolean;
  /**
   * Sets a field's value (and its input); checks nothing. `prefill`: the screen fills in what it knows (the account's
   * details, a count that follows a list), not a choice of the customer's: no draft starts from it (`use-form-draft.ts`).
   */
  setValue<N extends Path<I>>(name: N, value: PathValue<I, N>, options?: SetValueOptions): void;
  /**
   * The current values (a copy) or one field's (fields') value; read in the form's render, it re-renders the form
   * when that field changes (without a name: on every change). A component that shows one field: `useWatch`.
   */
  watch(): I;
  watch<N extends Path<I>>(name: N): PathValue<I, N>;
  watch<const N extends readonly Path<I>[]>(names: N): { -readonly [K in keyof N]: N[K] extends Path<I> ? PathValue<I, N[K]> : never };
  /** The current values (a copy) or one field's value. */
  getValues(): I;
  getValues<N extends Path<I>>(name: N): PathValue<I, N>;
  /** Puts a message under a field (e.g. the gateway's "no"), optionally focusing it; the next submit checks again. */
  setError(name: Path<I>, error: FieldErrorInput, options?: FocusOptions): void;
  /** Removes the message of one field, of some, or (no name) of all. */
  clearErrors(name?: Path<I> | readonly Path<I>[]): void;
  /** Back to the default values, or to `values` (which become the defaults); every message goes. */
  reset(values?: I): void;
  /** One field back to its default value, its message gone. */
  resetField(name: Path<I>): void;
  /** Checks the whole form and shows the messages of `name` (all fields without one); true when those are valid. */
  trigger(name?: Path<I> | readonly Path<I>[], options?: FocusOptions): Promise<boolean>;
  /** The field array `name` (a list of entries in the values): its entries with their ids, `append`, `remove`. Call it in render. */
  fieldArray<N extends ArrayPath<I>>(name: N): FieldArray<EntryOf<I[N]>>;
  /** Calls `callback` on each value change (the field's name, none for a reset, and all values); gives the unsubscribe. */
  subscribe(options: SubscribeOptions<I>): () => void;
}

/**
 * A form validated by `shape` into `O` (the type of the Schema the shape was compiled from), starting from
 * `defaultValues` (read on the first render; they name every field of the form; the shape reads some or all
 * of them: login's two modes share one form). `params` are the shape's runtime parameters.
 * @example const form = useSchemaForm<typeof LOGIN_DEFAULTS, LoginForm>(LOGIN_FORM_SHAPE, { mobile: "", password: "" });
 * <form onSubmit={form.submit(login)}><TextField label="手机号" {...form.field("mobile")} error={form.errorOf("mobile")} /></form>
 * @example useSchemaForm<typeof CHANGE_MOBILE_DEFAULTS, ChangeMobileForm>(CHANGE_MOBILE_FORM_SHAPE, CHANGE_MOBILE_DEFAULTS, { currentMobile })
 */
export function useSchemaForm<I extends FieldValues, O>(shape: FormShape, defaultValues: I, params: Readonly<Record<string, string>> = NO_PARAMS): SchemaForm<I, O> {
  const locale = useFormLocale();
  const [, render] = useReducer((count: number) => count + 1, 0);
  const [engine] = useState(() => createFormEngine<O>(defaultValues, render));
  engine.configure({ shape, params, locale });
  // the engine's methods are typed loosely (names are strings, values unknown): `I` types them for the screen
  return { ...(engine.methods as unknown as Omit<SchemaForm<I, O>, "pending">), pending: engine.pending() };
}
