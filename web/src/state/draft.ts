/**
 * Half-filled forms that survive a reload (design.md "A reload in the middle of a form loses nothing").
 *
 * A draft is a flat record of strings kept in sessionStorage under `draft.<formId>`: it lives as long as the
 * tab, like the application store, and is gone when the customer closes the page. Never put a password in a
 * draft: screens keep password fields in plain `useState`.
 *
 * Decisions: stored values are read once on mount and merged over `initial` key by key (only keys of
 * `initial`, only string values), so a stale or tampered draft can never add fields or change their type.
 */
import { useCallback, useState } from "react";

/** Prefix of the sessionStorage keys of drafts. */
export const DRAFT_PREFIX = "draft.";

/**
 * A form's values persisted in sessionStorage: `[values, setField, clear]`.
 * @example const [values, setField, clear] = useDraft("login", { mobile: "" }); setField("mobile", "13800138000")
 */
export function useDraft<T extends Record<string, string>>(
  formId: string,
  initial: T,
): [values: T, setField: (name: keyof T & string, value: string) => void, clear: () => void] {
  const [values, setValues] = useState<T>(() => readDraft(formId, initial));

  const setField = useCallback(
    (name: keyof T & string, value: string) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        writeDraft(formId, next);
        return next;
      });
    },
    [formId],
  );

  const clear = useCallback(() => {
    removeDraft(formId);
    setValues(initial);
    // `initial` is the value of the first render by contract; a new object each render must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId]);

  return [values, setField, clear];
}

/**
 * The stored draft of `formId` over `initial` (only known keys, only strings). Total.
 * @example readDraft("none", { a: "" }) // { a: "" }
 */
export function readDraft<T extends Record<string, string>>(formId: string, initial: T): T {
  let stored: unknown;
  try {
    const text = sessionStorage.getItem(DRAFT_PREFIX + formId);
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

function writeDraft(formId: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(DRAFT_PREFIX + formId, JSON.stringify(values));
  } catch {
    // Storage refused: the form still works, it just won't survive a reload.
  }
}

function removeDraft(formId: string): void {
  try {
    sessionStorage.removeItem(DRAFT_PREFIX + formId);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
