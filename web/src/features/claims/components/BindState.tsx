/**
 * The claim binding of the logged-in customer (`isBindUserInfo`), as the claim pages that depend on it read it
 * (/Bind, /claimList and /claimCar, /messageInfo): one query, and one waiting state until it is in — a spinner,
 * or the failure with a retry.
 */
import { useQuery } from "@tanstack/react-query";
import { ErrorState, Spinner } from "../../../ui";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { bindStateQuery } from "../api/claim-queries";
import { CLAIMS_COMMON_MESSAGES } from "../common.messages";

/**
 * The binding of the logged-in customer (not asked without a login).
 * @example const state = useBindState(); state.data?.bound
 */
export function useBindState() {
  const mallId = useAppStore((store) => store.mallId);
  return useQuery({ ...bindStateQuery(mallId), enabled: mallId !== "" });
}

/** What {@link BindStateWaiting} reads of the binding query. */
export interface BindStateProgress {
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

/**
 * While the binding is not in: the failure with a retry, else a spinner.
 * @example if (state.data === undefined) return <BindStateWaiting state={state} />;
 */
export function BindStateWaiting({ state }: { readonly state: BindStateProgress }) {
  const tc = useMessages(CLAIMS_COMMON_MESSAGES);
  return state.isError ? (
    <ErrorState message={tc("claims.loadFailed")} retryLabel={tc("claims.retry")} onRetry={() => void state.refetch()} />
  ) : (
    <Spinner label={tc("claims.loading")} />
  );
}
