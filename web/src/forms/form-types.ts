/**
 * The types of the mall's form engine (`use-schema-form.ts`) that screens and field components name: the
 * registration a field spreads on its input and the names and values of a form. A field is a top-level key, or a
 * field of an entry of a field array, named by its path (`insureds.0.insuredName`, react-hook-form's names).
 */

/** The values of a form: one entry per field (texts, booleans for checkboxes). */
export type FieldValues = Record<string, unknown>;

/** The entry type of a list type (never for a type that is no list; of a union, its lists' entries). */
export type EntryOf<T> = T extends readonly (infer E)[] ? E : never;

/** The names of `V`'s field arrays: the keys whose value is a list of entries. */
export type ArrayPath<V> = { [K in keyof V & string]: [EntryOf<V[K]>] extends [never] ? never : K }[keyof V & string];

/** The name of a field of `V`: a key, an entry of a field array (`people.0`) or a field of one (`people.0.name`). */
export type Path<V> = (keyof V & string) | { [K in ArrayPath<V>]: `${K}.${number}` | `${K}.${number}.${keyof EntryOf<V[K]> & string}` }[ArrayPath<V>];

/** The value type of field `N` of `V`. */
export type PathValue<V, N extends Path<V>> = N extends keyof V
  ? V[N]
  : N extends `${infer K}.${number}.${infer F}`
    ? K extends keyof V
      ? F extends keyof EntryOf<V[K]>
        ? EntryOf<V[K]>[F]
        : never
      : never
    : N extends `${infer K}.${number}`
      ? K extends keyof V
        ? EntryOf<V[K]>
        : never
      : never;

/** Options of a field array's `append`. */
export interface AppendOptions {
  /** Focus the first input of the (first) new entry as it attaches; true unless false, as react-hook-form's. */
  readonly shouldFocus?: boolean;
}

/**
 * A field array of a form (`form.fieldArray(name)`), react-hook-form's `useFieldArray` names and meaning:
 * `fields` are the entries as of this render, each with a stable `id` to key its component by.
 */
export interface FieldArray<E> {
  readonly fields: readonly (E & { readonly id: string })[];
  /** Adds one entry or several at the end (focusing the first new one unless `shouldFocus: false`). */
  append(entries: E | readonly E[], options?: AppendOptions): void;
  /** Removes the entry at `index` (or those at the indexes); without an index, every entry. */
  remove(index?: number | readonly number[]): void;
}

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
  /**
   * True when the form's shape requires the field (domain's `isRequiredField`), so the control is marked required
   * (`Field`: the mark and `aria-required`; a plain input: the native attribute, the forms are `noValidate`).
   */
  readonly required?: true;
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
  /** The screen filled the value in (`setValue`'s `prefill`); the customer changed nothing. */
  readonly prefill?: boolean;
}

/** Options of `setValue`. */
export interface SetValueOptions {
  /** The screen fills in what it knows, not a choice of the customer's (no draft starts from it). */
  readonly prefill?: boolean;
}

/** Options of `subscribe` (`formState: { values: true }` as the draft asks: value changes are all it reports). */
export interface SubscribeOptions<V> {
  readonly formState?: { readonly values?: boolean };
  readonly callback: (change: FormChange<V>) => void;
}
