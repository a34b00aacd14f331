/**
 * Hands another form what this one knows (the mobile a password reset just verified, to the login form; customer
 * report 2, G24): `values` become the draft of `formId` for the current account (`use-form-draft.ts`), so that form
 * starts with them when it next mounts, as if the customer had typed them there. Never a password: the caller
 * passes only texts the other form keeps. A module of its own, so the receiving form's route does not carry it.
 */
import { STORAGE_KEYS, draftSuffix, writeStored } from "../state/storage";
import { useAppStore } from "../state/store";

/**
 * Replaces the draft of the form `formId` with `values`.
 * @example seedFormDraft("login", { mobile: "13800138000" })
 */
export function seedFormDraft(formId: string, values: Readonly<Record<string, string>>): void {
  // Storage refused: the other form starts empty, as it would have.
  writeStored(STORAGE_KEYS.draft, JSON.stringify(values), draftSuffix(useAppStore.getState().mallId, formId));
}
