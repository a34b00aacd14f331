/**
 * Half-filled forms that survive a reload (design.md "A reload in the middle of a form loses nothing").
 *
 * A draft is a flat record of strings kept in sessionStorage under `draft.<account>:<formId>` (the storage
 * registry's `STORAGE_KEYS.draft`): it lives as long as the tab, like the application store, and is gone when
 * the customer closes the page. Never put a password in a draft: screens keep password fields in plain
 * `useState`.
 *
 * Decisions:
 * - A draft belongs to the account that typed it (its mall id; `guest` before a login): another account on the
 *   same tab never sees it, and the store's `logout` removes every draft (issue 8 point 8: the change-mobile
 *   draft — a new mobile and an SMS code — pre-filled the next account's form).
 * - Stored values are read once on mount and merged over `initial` key by key (only keys of `initial`, only
 *   string values), so a stale or tampered draft can never add fields or change their type.
 */
import { useCallback, useState } from "react";
import { useAppStore } from "./store";
import { STORAGE_KEYS, draftSuffix, readStored, removeStored, writeStored } from "./storage";

export { GUEST_ACCOUNT, draftSuffix } from "./storage";

/** Prefix of the sessionStorage keys of drafts. */
export const DRAFT_PREFIX = STORAGE_KEYS.draft.key;
/**
 * A form's values persisted in sessionStorage: `[values, setField, clear]`.
 * @example const [values, setField, clear] = useDraft("login", { mobile: "" }); setField("mobile", "13800138000")
 */
export function useDraft<T extends Record<string, string>>(
  formId: string,
  initial: T,
): [values: T, setField: (name: keyof T & string, value: string) => void, clear: () => void] {
  const account = useAppStore((state) => state.mallId);
  const suffix = draftSuffix(account, formId);
  const [values, setValues] = useState<T>(() => readDraft(formId, initial, account));
  // `initial` is the value of the first render by contract (a new object each render must not reset the form).
  const [first] = useState(initial);

  const setField = useCallback(
    (name: keyof T & string, value: string) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        // Storage refused: the form still works, it just won't survive a reload.
        writeStored(STORAGE_KEYS.draft, JSON.stringify(next), suffix);
        return next;
      });
    },
    [suffix],
  );

  const clear = useCallback(() => {
    removeStored(STORAGE_KEYS.draft, suffix);
    setValues(first);
  }, [suffix, first]);

  return [values, setField, clear];
}

/**
 * The stored draft of `formId` over `initial` (only known keys, only strings). Total.
 * @example readDraft("none", { a: "" }) // { a: "" }
 */
export function readDraft<T extends Record<string, string>>(
  formId: string,
  initial: T,
  account: string = useAppStore.getState().mallId,
): T {
  let stored: unknown;
  try {
    const text = readStored(STORAGE_KEYS.draft, draftSuffix(account, formId));
    stored = text === null ? null : JSON.parse(text);
  } catch {
    return initial;
  }
  if (typeof stored !== "object" || stored === null) return initial;
  const result: Record<string, string> = { ...initial };
  for (const key of Object.keys(initial)) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === "string") result[key] = value;
  }
  return result as T;
}
