/**
 * A form's half-typed values kept in the draft store (`state/draft.ts`: sessionStorage, keyed
 * to the account), so a failed call or a reload loses nothing the customer typed — except passwords, which
 * the form declares and which never reach storage.
 *
 * Decisions where the spec is silent:
 * - What is kept: every text field of the form except the declared passwords, the texts of a field array's
 *   entries by their path; non-text fields (the agreement tick) are not kept — consent is given again after a
 *   reload.
 * - The stored values are put into the form once, as it mounts (before the first paint); from then on every
 *   change writes the kept fields at once (the whole draft: a removed entry leaves it), a password never.
 * - What the screen fills in by itself (`setValue`'s `prefill`: the account's details, a count that follows a list)
 *   starts no draft: a form merely opened leaves none (customer rehearsal 3: the product page offered to continue
 *   an application nobody had begun). From the customer's first change on, the whole form is kept.
 * - `clear()` forgets the draft when the form is done (a success); a failure keeps it.
 */
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { formPaths } from "@micromall/domain";
import type { FieldValues, Path, PathValue } from "./form-types";
import type { SchemaForm } from "./use-schema-form";
import { STORAGE_KEYS, draftSuffix, readStored, removeStored, writeStored } from "../state/storage";
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

/** Most entries of a field array a draft restores. */
const MAX_DRAFT_ENTRIES = 50;

/**
 * Keeps `form`'s text fields (not its passwords) in a draft under `formId`: the top-level texts by name, and
 * each text of a field array's entries by its path (`insureds.1.insuredName`), so the draft holds the list as it
 * is (a removed entry leaves the draft with it). A draft kept before a list was a field array (`insuredName_1`)
 * has names the form no longer has: those are dropped, the rest is restored.
 * @example const form = useSchemaForm(RegisterFormSchema, REGISTER_DEFAULTS);
 * const draft = useFormDraft(form, { formId: "register", passwords: ["password", "confirm"] }); // draft.clear() on success
 */
export function useFormDraft<V extends FieldValues, O>(form: SchemaForm<V, O>, { formId, passwords }: FormDraftOptions<V>): { clear: () => void } {
  const account = useAppStore((state) => state.mallId);
  const suffix = draftSuffix(account, formId);
  const [secret] = useState<readonly string[]>(() => passwords);
  const { getValues, setValue, subscribe } = form;

  // Once, as the form mounts: the stored values into the form.
  const [restore] = useState(() => restoredValues(getValues(), readDraftText(readStored(STORAGE_KEYS.draft, suffix)), secret));
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(restore)) setValue(name as Path<V>, value as PathValue<V, Path<V>>);
  }, [restore, setValue]);

  // a draft restored is one the customer began; otherwise the first change of theirs begins one
  const begun = useRef(Object.keys(restore).length > 0);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name, prefill }) => {
          if (name === undefined || (prefill === true && !begun.current)) return;
          begun.current = true;
          // Storage refused: the form still works, it just won't survive a reload.
          writeStored(STORAGE_KEYS.draft, JSON.stringify(keptFields(values, secret)), suffix);
        },
      }),
    [subscribe, secret, suffix],
  );

  const clear = useCallback(() => removeStored(STORAGE_KEYS.draft, suffix), [suffix]);
  return { clear };
}

/** The texts of a stored draft (nothing for a value that is not a draft). */
function readDraftText(text: string | null): Record<string, string> {
  if (text === null) return {};
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}

const isEntry = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);
const own = (values: object, name: string) => Object.prototype.hasOwnProperty.call(values, name);

/**
 * What a stored draft puts into a form of `values`: each top-level text that is no password and differs, and
 * each field array with a stored entry as the whole stored list (an entry's fields are those the form's entries
 * have; one the draft lacks keeps the form's value or starts empty). Other stored names are dropped.
 * @example restoredValues({ mobile: "", people: [{ name: "" }] }, { mobile: "139", "people.1.name": "Bo", name_1: "x" }, []) // { mobile: "139", people: [{ name: "" }, { name: "Bo" }] }
 */
export function restoredValues(values: FieldValues, stored: Readonly<Record<string, string>>, passwords: readonly string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [name, current] of Object.entries(values)) {
    if (typeof current === "string") {
      const value = own(stored, name) ? stored[name] : undefined;
      if (value !== undefined && value !== current && !passwords.includes(name)) patch[name] = value;
      continue;
    }
    if (!Array.isArray(current) || !current.every(isEntry)) continue;
    const entries: readonly Readonly<Record<string, unknown>>[] = current;
    const fields = new Set(entries.flatMap((entry) => Object.keys(entry).filter((key) => typeof entry[key] === "string")));
    const found = new Map<number, Record<string, string>>();
    for (const [path, value] of Object.entries(stored)) {
      const match = /^(.+)\.(0|[1-9]\d?)\.([^.]+)$/.exec(path);
      if (match === null || match[1] !== name || !fields.has(match[3] ?? "")) continue;
      const index = Number(match[2]);
      if (index >= MAX_DRAFT_ENTRIES) continue;
      found.set(index, { ...found.get(index), [match[3] ?? ""]: value });
    }
    if (found.size === 0) continue;
    const length = Math.max(...found.keys()) + 1;
    patch[name] = Array.from({ length }, (_, index) => ({ ...Object.fromEntries([...fields].map((field) => [field, ""])), ...entries[index], ...found.get(index) }));
  }
  return patch;
}

/**
 * The text fields of `values` that are not passwords, by path (a field array's entries' texts as `list.0.field`).
 * @example keptFields({ mobile: "", password: "", agreement: false }, ["password"]) // { mobile: "" }
 * @example keptFields({ people: [{ name: "Ann" }] }, []) // { "people.0.name": "Ann" }
 */
export function keptFields(values: FieldValues, passwords: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  const paths = formPaths(values) as Record<string, unknown>;
  for (const [name, value] of Object.entries(paths)) {
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

/*
 * One way to fill a form from what the account knows — its applicant details (`proposalUserInfo`) or its verified
 * identity (`lookIdentify`): /inputInfo's applicant, the car proposal's applicant and owner, the wallet's insured.
 * Once the data has arrived, `fillOf` (a domain rule: which fields, from which values) says what to set, and each
 * value is set as the screen's prefill (`setValue`'s `prefill`), so no draft starts from it (customer rehearsal 5:
 * the wallet's fill started a draft, and the car applicant had no e-mail while /inputInfo filled it).
 */
/** Sets a field as the screen's prefill (a form's `setValue`). */
export type PrefillSetter = (name: never, value: never, options: { prefill: true }) => void;

/**
 * Fills the form from `data` once it has arrived, and once more whenever `again` changes (the wallet's relationship:
 * 本人 fills, another empties) or the data does (a query's data keeps its identity while it is the same), never on a
 * mere render (a field the customer emptied stays empty); `fillOf` reads the form's current values itself.
 * @example usePrefill(identity, (data) => vehicleOwnerFill(getValues(), data), setValue)
 */
export function usePrefill<D>(data: D | undefined, fillOf: (data: D) => Readonly<Record<string, string | undefined>>, setValue: PrefillSetter, again: unknown = undefined): void {
  const fill = useEffectEvent((arrived: D) => {
    const set = setValue as unknown as (name: string, value: string, options: { prefill: true }) => void;
    for (const [name, value] of Object.entries(fillOf(arrived))) if (value !== undefined) set(name, value, { prefill: true });
  });
  useEffect(() => {
    if (data !== undefined) fill(data);
  }, [data, again]);
}
