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
 * - A blank required field's message names it as its label does ("请填写邮政编码", domain's `requiredFieldMessage`;
 *   issue 20 point 3, F17); a field without a label keeps the plain "请填写此项".
 * - Focus goes to the first invalid field in page (DOM) order.
 * - A field the shape requires (domain's `isRequiredField`) is registered with `required`, so its control shows
 *   the required mark and `aria-required` on every form (customer report 2 G22).
 * - Re-renders: a change of messages, of `pending`, a reset, a field array's length; a value change only of a
 *   field the form's render read with `watch(name)` (a field under it, or the list it is in), any value change
 *   once it read `watch()`. A component that shows one field reads it with `useWatch` and re-renders alone.
 * - Names are paths: a top-level key (`mobile`), or a field of an entry of a field array (`insureds.1.insuredName`,
 *   react-hook-form's dotted names). Values are replaced, never changed in place: a list or an entry that changes
 *   is a new array / object. The check reads the values by path (domain's `formPaths`) and the submit gives the
 *   checked paths back as lists.
 * - Field arrays (`fieldArray(name)`, react-hook-form's `useFieldArray` names and meaning): `fields` carries a
 *   stable `id` per entry (React's key), `append` focuses the new entry's first input (unless
 *   `shouldFocus: false`), `remove(index)` removes entries and `remove()` all of them; the messages and the
 *   "edited" marks of the entries after a removed one move with their entry.
 */
import { checkForm, formPaths, isRequiredField, requiredFieldMessage, type FormShape, type Locale } from "@micromall/domain";
import type { AppendOptions, FieldErrorInput, FocusOptions, FormChange, RegisterOptions, SetValueOptions, SubscribeOptions, UseFormRegisterReturn } from "./form-types";

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
export function checkShape<O>(
  shape: FormShape,
  values: unknown,
  params: Readonly<Record<string, string>>,
  locale: Locale,
  nameOf: (path: string) => string = () => "",
): ShapeCheck<O> {
  const checked = checkForm<Values>(shape, formPaths(values), params, locale);
  if (checked.ok) {
    // the checked paths back as lists; a field array the shape does not reach stays an (empty) list
    let value: Values = {};
    for (const [path, leaf] of Object.entries(checked.value)) value = setAt(value, path, leaf);
    if (typeof values === "object" && values !== null) {
      for (const [key, list] of Object.entries(values)) if (Array.isArray(list) && !own(value, key)) value = setAt(value, key, []);
    }
    // `O` is the type of what the shape checks (the screen names it)
    return { ok: true, value: value as O };
  }
  const errors: Record<string, string> = {};
  // a blank required field is named as the screen labels it (domain's requiredFieldMessage), never "请填写此项" alone
  for (const issue of checked.issues) errors[issue.path] ??= issue.key === "required" ? requiredFieldMessage(nameOf(issue.path), locale) : issue.message;
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

const own = (values: object, name: string) => Object.prototype.hasOwnProperty.call(values, name);
const isIndex = (part: string) => /^(0|[1-9]\d*)$/.test(part);

/** The value at `path` (dot-joined keys and list indexes); undefined where there is none. */
function getAt(values: unknown, path: string): unknown {
  let current = values;
  for (const part of path.split(".")) {
    if (typeof current !== "object" || current === null || !own(current, part)) return undefined;
    current = (current as Values)[part];
  }
  return current;
}

const hasAt = (values: Values, path: string): boolean => {
  const parts = path.split(".");
  const last = parts.pop() ?? "";
  const parent = parts.length === 0 ? values : getAt(values, parts.join("."));
  return typeof parent === "object" && parent !== null && own(parent, last);
};

/** `container` with `value` at `parts`: every list / object on the way is a copy (an index makes a list). */
function setIn(container: unknown, parts: readonly string[], value: unknown): unknown {
  const [part, ...rest] = parts;
  if (part === undefined) return value;
  if (isIndex(part) && (Array.isArray(container) || container === undefined)) {
    const copy: unknown[] = Array.isArray(container) ? [...container] : [];
    copy[Number(part)] = setIn(copy[Number(part)], rest, value);
    return copy;
  }
  const copy: Values = typeof container === "object" && container !== null && !Array.isArray(container) ? { ...container } : {};
  Object.defineProperty(copy, part, { value: setIn(copy[part], rest, value), enumerable: true, writable: true, configurable: true });
  return copy;
}

/** `values` with `value` at `path`. */
const setAt = (values: Values, path: string, value: unknown): Values => setIn(values, path.split("."), value) as Values;

/** The path of entry `index` of list `name`'s field `rest` after the entries `removed` went (undefined: it went). */
function shifted(path: string, name: string, removed: readonly number[]): string | undefined {
  if (!path.startsWith(`${name}.`)) return path;
  const [index = "", ...rest] = path.slice(name.length + 1).split(".");
  if (!isIndex(index)) return path;
  const at = Number(index);
  if (removed.includes(at)) return undefined;
  return [name, String(at - removed.filter((one) => one < at).length), ...rest].join(".");
}
const namesOf = (name: string | readonly string[] | undefined, all: Iterable<string>): string[] => (name === undefined ? [...all] : typeof name === "string" ? [name] : [...name]);

/** A form's state and the stable methods over it; `useSchemaForm` builds one per mounted form. */
export function createFormEngine<O>(defaultValues: Values, render: () => void) {
  let defaults: Values = { ...defaultValues };
  let values: Values = { ...defaults };
  let errors: Record<string, string> = {};
  let pending = false;
  let inFlight = false;
  /** The names the form's render read with `watch` (true: all of them). */
  let watched: Set<string> | true = new Set();
  /** Fields the customer has changed through their input (checked when left). */
  const edited = new Set<string>();
  let checking: Checking | undefined;
  const elements = new Map<string, Set<Field>>();
  const refs = new Map<string, UseFormRegisterReturn["ref"]>();
  const listeners = new Set<(change: FormChange<Values>) => void>();
  /** The ids of each field array's entries (React's keys), and the next id. */
  const ids = new Map<string, string[]>();
  let nextId = 0;
  /** The entry whose first input takes the focus as it attaches (an append's). */
  let focusEntry: string | undefined;

  const check = (): ShapeCheck<O> => {
    if (checking === undefined) throw new Error("form engine used before its first render");
    return checkShape<O>(checking.shape, values, checking.params, checking.locale, labelOf);
  };

  /** What the screen calls a field: its label's first text (ui's Field puts the required mark after it). */
  const labelOf = (name: string): string => {
    for (const element of elements.get(name) ?? []) return element.labels?.[0]?.firstChild?.textContent ?? "";
    return "";
  };

  /** Whether a change of `name` changes a watched value (the same field, one under it, or the list it is in). */
  const isWatched = (name: string | undefined): boolean => {
    if (watched === true || name === undefined) return true;
    for (const one of watched) if (one === name || one.startsWith(`${name}.`) || name.startsWith(`${one}.`)) return true;
    return false;
  };

  const changed = (name: string | undefined, always: boolean, prefill = false) => {
    const change = { name, values: { ...values }, ...(prefill ? { prefill } : {}) };
    for (const listener of listeners) listener(change);
    if (always || isWatched(name)) render();
  };

  /** Writes the value of `name` into its inputs, and those of every field under it (a list, an entry). */
  const write = (name: string) => {
    for (const [path, attached] of elements) {
      if (path !== name && !path.startsWith(`${name}.`)) continue;
      for (const element of attached) writeElement(element, getAt(values, path));
    }
  };

  /** The entries of list `name` (none when it is not a list). */
  const listOf = (name: string): readonly unknown[] => {
    const list = getAt(values, name);
    return Array.isArray(list) ? list : [];
  };

  /** The ids of list `name`'s entries, one per entry (new entries get new ids). */
  const idsOf = (name: string): string[] => {
    const length = listOf(name).length;
    const known = ids.get(name) ?? [];
    const next = known.slice(0, length);
    while (next.length < length) next.push(`${name}-${(nextId += 1)}`);
    ids.set(name, next);
    return next;
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
    const before = JSON.stringify(errors);
    if (names === undefined) errors = {};
    for (const one of shown) {
      if (own(all, one)) errors[one] = all[one] ?? "";
      else delete errors[one];
    }
    // the messages shown changed: re-render
    if (JSON.stringify(errors) !== before) render();
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
        if (hasAt(values, name)) writeElement(element, getAt(values, name));
        else values = setAt(values, name, readElement(element, undefined));
        if (focusEntry !== undefined && name.startsWith(`${focusEntry}.`)) {
          focusEntry = undefined;
          element.focus();
        }
        return () => void attached.delete(element);
      };
      refs.set(name, ref);
    }
    return ref;
  };

  const register = (name: string, options: RegisterOptions & { readonly clears?: boolean } = {}): UseFormRegisterReturn => ({
    name,
    ref: refOf(name),
    // every field the shape requires is marked so (customer report 2 G22), whatever screen draws it
    ...(checking !== undefined && isRequiredField(checking.shape, name) ? { required: true as const } : {}),
    onChange: (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) {
        values = setAt(values, name, readElement(target, getAt(values, name)));
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
    setValue: (name: string, value: unknown, options?: SetValueOptions) => {
      const length = ids.has(name) ? listOf(name).length : -1;
      values = setAt(values, name, value);
      write(name);
      // a field array of another length shows other entries
      changed(name, length !== -1 && length !== listOf(name).length, options?.prefill === true);
    },
    getValues: (name?: string): unknown => (name === undefined ? { ...values } : getAt(values, name)),
    watch: (name?: string | readonly string[]): unknown => {
      if (name === undefined) {
        watched = true;
        return { ...values };
      }
      const names = typeof name === "string" ? [name] : name;
      if (watched !== true) for (const one of names) watched.add(one);
      return typeof name === "string" ? getAt(values, name) : names.map((one) => getAt(values, one));
    },
    fieldArray: (name: string) => {
      const list = listOf(name);
      const fields = idsOf(name).map((id, index) => {
        const entry = list[index];
        return { ...(typeof entry === "object" && entry !== null ? entry : {}), id };
      });
      return {
        fields,
        append: (entries: unknown, options?: AppendOptions) => {
          const added = Array.isArray(entries) ? entries : [entries];
          const before = listOf(name);
          values = setAt(values, name, [...before, ...added]);
          idsOf(name);
          if (options?.shouldFocus !== false && added.length > 0) focusEntry = `${name}.${before.length}`;
          changed(name, true);
        },
        remove: (index?: number | readonly number[]) => {
          const before = listOf(name);
          const removed = index === undefined ? before.map((_, at) => at) : typeof index === "number" ? [index] : [...index];
          const known = idsOf(name);
          values = setAt(values, name, before.filter((_, at) => !removed.includes(at)));
          ids.set(name, known.filter((_, at) => !removed.includes(at)));
          // the messages and edited marks move with their entries
          const moved: Record<string, string> = {};
          for (const [path, message] of Object.entries(errors)) {
            const next = shifted(path, name, removed);
            if (next !== undefined) moved[next] = message;
          }
          errors = moved;
          const marks = [...edited].map((path) => shifted(path, name, removed));
          edited.clear();
          for (const mark of marks) if (mark !== undefined) edited.add(mark);
          write(name);
          changed(name, true);
        },
      };
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
      ids.clear();
      for (const name of elements.keys()) write(name);
      changed(undefined, true);
    },
    resetField: (name: string) => {
      values = setAt(values, name, getAt(defaults, name));
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
