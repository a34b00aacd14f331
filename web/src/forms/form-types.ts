/**
 * The types of the mall's form engine (`use-schema-form.ts`) that screens and field components name: the
 * registration a field spreads on its input and the names and values of a form. Forms are flat (every field
 * a top-level key, e.g. the application's insured fields `insuredName_0`), so a path is a key.
 */

/** The values of a form: one entry per field (texts, booleans for checkboxes). */
export type FieldValues = Record<string, unknown>;

/** The name of a field of `V` (the mall's forms are flat: a key of `V`). */
export type Path<V> = keyof V & string;

/** The value type of field `N` of `V`. */
export type PathValue<V, N extends Path<V>> = V[N];

/** A change or blur handler of a registered input (it reads `event.target`). */
export type ChangeHandler = (event: { readonly target: unknown; readonly type?: unknown }) => void;

/**
 * What `form.field(name)` / `form.register(name)` give an input: spread it on the `<input>`, `<select>`,
 * `<textarea>` (or a ui primitive that passes them on). The `ref` lets the form write the value into the
 * element and focus it; it stays the same function for a name, so the element attaches once.
 */
export interface UseFormRegisterReturn<N extends string = string> {
  readonly name: N;
  readonly onChange: ChangeHandler;
  readonly onBlur: ChangeHandler;
  readonly ref: (element: Element | null) => (() => void) | undefined;
}

/** Extra handlers of `form.register(name, options)`, run after the form has read the change. */
export interface RegisterOptions {
  readonly onChange?: ChangeHandler;
  readonly onBlur?: ChangeHandler;
}

/** Options of `setError` and `trigger`. */
export interface FocusOptions {
  /** Focus the field (the first invalid one, in page order). */
  readonly shouldFocus?: boolean;
}

/** A message a screen puts under a field (`type` is kept for the call sites, not read). */
export interface FieldErrorInput {
  readonly type?: string;
  readonly message: string;
}

/** What a `subscribe` callback is told on each change: the field's name (none for a reset) and every value. */
export interface FormChange<V> {
  readonly name?: Path<V> | undefined;
  readonly values: V;
}

/** Options of `subscribe` (`formState: { values: true }` as the draft asks: value changes are all it reports). */
export interface SubscribeOptions<V> {
  readonly formState?: { readonly values?: boolean };
  readonly callback: (change: FormChange<V>) => void;
}
