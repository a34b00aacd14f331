/**
 * What the claims pages share around the customer's claim binding: the binding itself (`bindState` of the mall
 * user, loaded once the user is known) and what a page shows while something it needs is not there yet.
 */
import { useQuery } from "@tanstack/react-query";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { ErrorState, Spinner } from "../../../ui";
import { bindStateQuery } from "../api/claim-queries";
import { CLAIMS_COMMON_MESSAGES } from "../common.messages";

/**
 * The customer's claim binding (the query: `data.bound`, the bound person).
 * @example const state = useBindState(); if (state.data?.bound === true) …
 */
export function useBindState() {
  const mallId = useAppStore((state) => state.mallId);
  return useQuery({ ...bindStateQuery(mallId), enabled: mallId !== "" });
}

/** Props of {@link ClaimsLoading}. */
export interface ClaimsLoadingProps {
  /** Whether the load failed (then the error with a retry, else a spinner). */
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/**
 * A spinner while a claims page loads, or the error with a retry when it failed.
 * @example if (state.data === undefined) body = <ClaimsLoading failed={state.isError} onRetry={() => void state.refetch()} />;
 */
export function ClaimsLoading({ failed, onRetry }: ClaimsLoadingProps) {
  const tc = useMessages(CLAIMS_COMMON_MESSAGES);
  return failed ? <ErrorState message={tc("claims.loadFailed")} retryLabel={tc("claims.retry")} onRetry={onRetry} /> : <Spinner label={tc("claims.loading")} />;
}
