/**
 * The one door to web storage: every key the mall keeps in sessionStorage or localStorage is registered in
 * {@link STORAGE_KEYS}, and every read, write and removal goes through the guarded functions below, which never
 * throw (private mode, a full quota, a sandboxed frame or a missing `window` all count as "storage refused").
 *
 * Decisions where the spec is silent:
 * - A refused read answers `null` (as an absent key); a refused write or removal answers `false`, so a caller
 *   that must not lose a count (the messenger login's retry bound) can keep it elsewhere.
 * - Keys under a prefix (drafts, chunk-retry markers) are registered once by their prefix; the suffix is the
 *   form id or route path.
 * - The session keys die with the tab, which is what the spec's "stored session data" wants; the two local
 *   keys (language, elder mode) are device preferences, not account data.
 */
import { LOGIN_STATUS_KEY } from "@micromall/domain";
import type { StateStorage } from "zustand/middleware";

/** Which web storage an entry lives in. */
export type StorageArea = "session" | "local";

/** A registered storage entry: one key, or every key starting with `key` when `prefix` is set. */
export interface StorageEntry {
  readonly area: StorageArea;
  readonly key: string;
  readonly prefix?: true;
}

/**
 * Every key the mall keeps in web storage.
 * @example readStored(STORAGE_KEYS.locale) // "en" | "zh-CN" | null
 */
export const STORAGE_KEYS = {
  /** The persisted application store (spec §3 `Arrlist`). */
  store: { area: "session", key: "Arrlist" },
  /** "1" while the mall login is active; read by requireAuth (spec §2). */
  loginStatus: { area: "session", key: LOGIN_STATUS_KEY },
  /** Messenger authorisation redirects of this tab (issue 8 point 1). */
  authoriseAttempts: { area: "session", key: "micromall.authoriseAttempts" },
  /** "1" once the session-expiry alert was shown. */
  sessionAlertShown: { area: "session", key: "micromall.sessionAlertShown" },
  /** One automatic reload per route whose chunk failed; suffix = route path. */
  chunkRetry: { area: "session", key: "micromall.chunkRetry:", prefix: true },
  /** Half-filled forms; suffix = form id (see ./draft.ts). */
  draft: { area: "session", key: "draft.", prefix: true },
  /** The customer's language (device preference). */
  locale: { area: "local", key: "micromall.locale" },
  /** Elder mode on ("1") or off ("0") (device preference). */
  elderMode: { area: "local", key: "micromall.elder" },
} as const satisfies Record<string, StorageEntry>;

/**
 * The stored text of `entry` (+ `suffix` for a prefix entry), or null when absent or storage is refused.
 * @example readStored(STORAGE_KEYS.draft, "login") // '{"mobile":"138"}' or null
 */
export function readStored(entry: StorageEntry, suffix = ""): string | null {
  try {
    return areaOf(entry.area)?.getItem(entry.key + suffix) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores `value`; false when storage refused it.
 * @example writeStored(STORAGE_KEYS.locale, "en") // true
 */
export function writeStored(entry: StorageEntry, value: string, suffix = ""): boolean {
  try {
    const storage = areaOf(entry.area);
    if (storage === null) return false;
    storage.setItem(entry.key + suffix, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes the value; false when storage refused.
 * @example removeStored(STORAGE_KEYS.chunkRetry, "/home") // true
 */
export function removeStored(entry: StorageEntry, suffix = ""): boolean {
  try {
    const storage = areaOf(entry.area);
    if (storage === null) return false;
    storage.removeItem(entry.key + suffix);
    return true;
  } catch {
    return false;
  }
}

/**
 * The suffixes stored under a prefix entry (e.g. every draft's form id); [] when storage is refused.
 * @example storedSuffixes(STORAGE_KEYS.draft) // ["login", "mocmobile"]
 */
export function storedSuffixes(entry: StorageEntry): string[] {
  try {
    const storage = areaOf(entry.area);
    if (storage === null) return [];
    const suffixes: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(entry.key) === true) suffixes.push(key.slice(entry.key.length));
    }
    return suffixes;
  } catch {
    return [];
  }
}

/**
 * A zustand `persist` storage over one area, guarded like the functions above (the store's `Arrlist`).
 * @example persist(creator, { name: STORAGE_KEYS.store.key, storage: createJSONStorage(() => guardedStateStorage("session")) })
 */
export function guardedStateStorage(area: StorageArea): StateStorage {
  return {
    getItem: (name) => readStored({ area, key: name }),
    setItem: (name, value) => {
      writeStored({ area, key: name }, value);
    },
    removeItem: (name) => {
      removeStored({ area, key: name });
    },
  };
}

function areaOf(area: StorageArea): Storage | null {
  // Reading `window.sessionStorage` itself throws in some sandboxed frames.
  if (typeof window === "undefined") return null;
  return area === "session" ? window.sessionStorage : window.localStorage;
}

/** The account part of a draft's key before a login. */
export const GUEST_ACCOUNT = "guest";

/**
 * The storage suffix of a form's draft for an account (mall id; "" = not logged in). Here, beside the keys, so a
 * form's draft (forms/use-form-draft.ts) names its key without loading the generic draft hook.
 * @example draftSuffix("M1001", "mocmobile") // "M1001:mocmobile"
 * @example draftSuffix("", "login") // "guest:login"
 */
export function draftSuffix(account: string, formId: string): string {
  return `${account === "" ? GUEST_ACCOUNT : account}:${formId}`;
}
