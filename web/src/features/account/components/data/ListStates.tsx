/**
 * The states of an account-data list around its content: loading, failed (with retry), empty (saying what to
 * do next, with the add action), or the list itself.
 */
import type { ReactNode } from "react";
import { EmptyState, ErrorState, Spinner } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { DATA_MESSAGES } from "../../data-messages";

/** Props of {@link ListStates}. */
export interface ListStatesProps<T> {
  readonly query: { readonly data: readonly T[] | undefined; readonly isPending: boolean; readonly refetch: () => unknown };
  readonly empty: string;
  readonly action: ReactNode;
  readonly children: (items: readonly T[]) => ReactNode;
}

/**
 * @example <ListStates query={contacts} empty={t("data.contacts.empty")} action={<AddLink />}>{(items) => <ul>…</ul>}</ListStates>
 */
export function ListStates<T>({ query, empty, action, children }: ListStatesProps<T>) {
  const t = useMessages(DATA_MESSAGES);
  if (query.data === undefined) {
    return query.isPending ? (
      <Spinner label={t("data.loading")} />
    ) : (
      <ErrorState message={t("data.loadFailed")} retryLabel={t("data.retry")} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.length === 0) return <EmptyState message={empty}>{action}</EmptyState>;
  return <>{children(query.data)}</>;
}
