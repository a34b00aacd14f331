/**
 * The mall's form engine (what `useSchemaForm` runs on; it replaced react-hook-form, ~10 kB gzip on every form
 * route): the values of one form, the messages under its fields, the inputs that show them, and the
 * one-submit-at-a-time gate. Framework-free apart from the DOM: the hook gives it a `render` to call when
 * what a render shows has changed.
 *
 * How it works:
 * - Inputs are uncontrolled: a field's `ref` writes the form's value into the element as it attaches
 *   (`value`; `checked` for a checkbox — a boolean — and for the radio whose value it is), and its `onChange`
 *   reads the element back. `setValue` / `reset` write every attached element of the field. A field that
 *   unmounts keeps its value; an element that attaches to a field without a value gives the form its own.
 * - Checking is domain's `checkForm` over all values (the shape, its parameters and the locale of the latest
 *   render); each field gets its first issue's text. The whole form's issue (path "") blocks the submit too.
 * - A field the customer has edited is checked when they leave it (its input's blur): its message appears, or
 *   goes once the value is right; a field that shows a message is checked on blur too. Nothing else is checked
 *   before a submit, so tabbing through an empty form says nothing.
 * - Focus goes to the first invalid field in page (DOM) order.
 * - Re-renders: a change of messages, of `pending`, a reset; a value change only once `watch` has been read.
 */
import { checkForm, type FormShape, type Locale } from "@micromall/domain";
import type { FieldErrorInput, FocusOptions, FormChange, RegisterOptions, SubscribeOptions, UseFormRegisterReturn } from "./form-types";

/** A form's values by field name. */
type Values = Record<string, unknown>;

/** Messages by field name ("" = the whole form). */
export type FormErrors = Readonly<Record<string, string>>;

/** The outcome of {@link checkShape}. */
export type ShapeCheck<O> = { readonly ok: true; readonly value: O } | { readonly ok: false; readonly errors: FormErrors };

/**
 * Domain's check of `values` with `shape`: the checked value, or each field's first message (in `locale`).
 * @example checkShape(LOGIN_FORM_SHAPE, { mobile: "123", password: "" }, {}, "en") // { ok: false, errors: { mobile: "Enter a valid mobile number", password: "…" } }
 */
export function checkShape<O>(shape: FormShape, values: unknown, params: Readonly<Record<string, string>>, locale: Locale): ShapeCheck<O> {
  const checked = checkForm<O>(shape, values, params, locale);
  if (checked.ok) return checked;
  const errors: Record<string, string> = {};
  for (const issue of checked.issues) errors[issue.path] ??= issue.message;
  return { ok: false, errors };
}

/** What the engine checks with: set from each render. */
interface Checking {
  readonly shape: FormShape;
  readonly params: Readonly<Record<string, string>>;
  readonly locale: Locale;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isChoice = (element: Field, type: string): element is HTMLInputElement => element.type === type;

/** The value an element shows, as the form keeps it. */
function readElement(element: Field, current: unknown): unknown {
  if (isChoice(element, "checkbox")) return element.checked;
  if (isChoice(element, "radio")) return element.checked ? element.value : current;
  return element.value;
}

function writeElement(element: Field, value: unknown): void {
  if (isChoice(element, "checkbox")) element.checked = value === true;
  else if (isChoice(element, "radio")) element.checked = element.value === value;
  else {
    const text = value === undefined || value === null ? "" : String(value);
    if (element.value !== text) element.value = text;
  }
}

const own = (values: Values, name: string) => Object.prototype.hasOwnProperty.call(values, name);
const namesOf = (name: string | readonly string[] | undefined, all: Iterable<string>): string[] => (name === undefined ? [...all] : typeof name === "string" ? [name] : [...name]);

/** A form's state and the stable methods over it; `useSchemaForm` builds one per mounted form. */
export function createFormEngine<O>(defaultValues: Values, render: () => void) {
  let defaults: Values = { ...defaultValues };
  let values: Values = { ...defaults };
  let errors: Record<string, string> = {};
  let pending = false;
  let inFlight = false;
  let watching = false;
  /** Fields the customer has changed through their input (checked when left). */
  const edited = new Set<string>();
  let checking: Checking | undefined;
  const elements = new Map<string, Set<Field>>();
  const refs = new Map<string, UseFormRegisterReturn["ref"]>();
  const listeners = new Set<(change: FormChange<Values>) => void>();

  const check = (): ShapeCheck<O> => {
    if (checking === undefined) throw new Error("form engine used before its first render");
    return checkShape<O>(checking.shape, values, checking.params, checking.locale);
  };

  const changed = (name: string | undefined, always: boolean) => {
    const change = { name, values: { ...values } };
    for (const listener of listeners) listener(change);
    if (always || watching) render();
  };

  const write = (name: string) => {
    for (const element of elements.get(name) ?? []) writeElement(element, values[name]);
  };

  /** Focuses the first of `names`' elements in page order (none on the page: nothing). */
  const focusFirst = (names: Iterable<string>): void => {
    let first: Field | undefined;
    for (const name of names) {
      for (const element of elements.get(name) ?? []) {
        if (!element.isConnected) continue;
        if (first === undefined || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) first = element;
      }
    }
    first?.focus();
  };

  const dropErrors = (names: readonly string[]): boolean => {
    let dropped = false;
    for (const name of names) {
      if (own(errors, name)) {
        delete errors[name];
        dropped = true;
      }
    }
    return dropped;
  };

  /** Checks the whole form and shows (or removes) the messages of `names` only; gives those still invalid. */
  const checkNames = (names: readonly string[] | undefined): string[] => {
    const found = check();
    const all = found.ok ? {} : found.errors;
    const shown = names ?? Object.keys(all);
    if (names === undefined) errors = {};
    for (const one of shown) {
      if (own(all, one)) errors[one] = all[one] ?? "";
      else delete errors[one];
    }
    render();
    return shown.filter((one) => own(all, one));
  };

  /** The blur check: a field that was edited, or shows a message, is checked as the customer leaves it. */
  const left = (name: string): void => {
    if (edited.has(name) || own(errors, name)) checkNames([name]);
  };

  const refOf = (name: string): UseFormRegisterReturn["ref"] => {
    let ref = refs.get(name);
    if (ref === undefined) {
      ref = (node) => {
        if (!(node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement)) return undefined;
        const element = node;
        let attached = elements.get(name);
        if (attached === undefined) elements.set(name, (attached = new Set()));
        attached.add(element);
        if (own(values, name)) writeElement(element, values[name]);
        else values[name] = readElement(element, undefined);
        return () => void attached.delete(element);
      };
      refs.set(name, ref);
    }
    return ref;
  };

  const register = (name: string, options: RegisterOptions & { readonly clears?: boolean } = {}): UseFormRegisterReturn => ({
    name,
    ref: refOf(name),
    onChange: (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) {
        values[name] = readElement(target, values[name]);
        edited.add(name);
      }
      const cleared = options.clears === true && dropErrors([name]);
      changed(name, cleared);
      options.onChange?.(event);
    },
    onBlur: (event) => {
      left(name);
      options.onBlur?.(event);
    },
  });

  const methods = {
    register,
    field: (name: string) => register(name, { clears: true }),
    errorOf: (name: string): string | undefined => (own(errors, name) && errors[name] !== "" ? errors[name] : undefined),
    setValue: (name: string, value: unknown) => {
      values[name] = value;
      write(name);
      changed(name, false);
    },
    getValues: (name?: string): unknown => (name === undefined ? { ...values } : values[name]),
    watch: (name?: string | readonly string[]): unknown => {
      watching = true;
      if (name === undefined) return { ...values };
      return typeof name === "string" ? values[name] : name.map((one) => values[one]);
    },
    setError: (name: string, error: FieldErrorInput, options?: FocusOptions) => {
      errors[name] = error.message;
      render();
      if (options?.shouldFocus === true) focusFirst([name]);
    },
    clearErrors: (name?: string | readonly string[]) => {
      if (dropErrors(namesOf(name, Object.keys(errors)))) render();
    },
    reset: (next?: Values) => {
      if (next !== undefined) defaults = { ...next };
      values = { ...defaults };
      errors = {};
      edited.clear();
      for (const name of elements.keys()) write(name);
      changed(undefined, true);
    },
    resetField: (name: string) => {
      values[name] = defaults[name];
      write(name);
      dropErrors([name]);
      changed(name, true);
    },
    trigger: async (name?: string | readonly string[], options?: FocusOptions): Promise<boolean> => {
      const invalid = checkNames(name === undefined ? undefined : typeof name === "string" ? [name] : [...name]);
      if (options?.shouldFocus === true) focusFirst(invalid);
      return invalid.length === 0;
    },
    subscribe: (options: SubscribeOptions<Values>): (() => void) => {
      const listener = options.callback;
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    submit:
      (onValid: (values: O) => Promise<void> | void) =>
      async (event?: { preventDefault(): void }): Promise<void> => {
        event?.preventDefault();
        if (inFlight) return;
        inFlight = true;
        pending = true;
        try {
          const found = check();
          if (!found.ok) {
            errors = { ...found.errors };
            focusFirst(Object.keys(errors));
            return;
          }
          errors = {};
          render();
          await onValid(found.value);
        } finally {
          inFlight = false;
          pending = false;
          render();
        }
      },
  };

  return {
    methods,
    /** A submit is under way. */
    pending: () => pending,
    /** Sets what the next check uses (each render: the shape, its parameters and the locale may change). */
    configure: (next: Checking) => {
      checking = next;
    },
  };
}

/** The engine's type (for the hook). */
export type FormEngine<O> = ReturnType<typeof createFormEngine<O>>;
