/**
 * The loading / failed / not-found / empty / content branches of a screen part that shows one query's answer,
 * written once: a spinner while the first answer is on its way, the failure with a retry while there is no answer
 * — or "this record is not in your account" when the gateway refused it as another customer's (any screen, with
 * the screen's not-found way on), or, when the screen names one, its "not found" state with its way on when the gateway refused the query (an
 * unknown policy or claim number: asking again would not help) — the empty state (saying what to do next, with
 * its action) when the answer has nothing, else the content. Data already in the cache shows at once, also while
 * a refetch runs or after a refetch failed (the shell reports that failure).
 *
 * Several queries shown together are one for it through `queriesAsOne`.
 *
 * Not on the landing page (home): a module several routes share is a chunk of its own, one more file for home's
 * first load, whose budget (`npm run size`, 15 files after the entry) it would break.
 */
import type { ReactNode } from "react";
import { isRecordNotOwned } from "@micromall/domain";
import { GatewayRefusal } from "../gateway/query";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { EmptyState } from "../ui/EmptyState";
import { ErrorState } from "../ui/ErrorState";
import { Spinner } from "../ui/Spinner";

/** What {@link QueryContent} reads of a query (TanStack's `useQuery` result has it). */
export interface QueryContentQuery<T> {
  readonly data: T | undefined;
  readonly isPending: boolean;
  /** Why the query failed (read for a refusal of the gateway; TanStack's `useQuery` result has it). */
  readonly error?: unknown;
  readonly refetch: () => unknown;
}

/** Props of {@link QueryContent}. */
export interface QueryContentProps<T> {
  readonly query: QueryContentQuery<T>;
  /** The spinner's name (default 加载中...). */
  readonly loading?: string;
  /** The failure's message (default 加载失败). */
  readonly failed?: string;
  /** The retry button's label (default 重新加载). */
  readonly retry?: string;
  /** What the retry does (default: the query's refetch). */
  readonly onRetry?: () => void;
  /**
   * The "not found" message shown, in place of the failure and its retry, when the gateway refused the query
   * (a {@link GatewayRefusal}) and there is no answer; without it a refusal is a failure like any other.
   */
  readonly notFound?: string;
  /** The not-found state's way on (a link or button). */
  readonly notFoundAction?: ReactNode;
  /** The empty state's message; without it the content always shows. */
  readonly empty?: string;
  /** The empty state's way on (a link or button). */
  readonly emptyAction?: ReactNode;
  /** Whether the answer counts as empty (default: a list with no items). */
  readonly isEmpty?: (data: T) => boolean;
  /** The content, from the answer. */
  readonly children: (data: T) => ReactNode;
}

/** A list with no items (the default of {@link QueryContentProps.isEmpty}). */
function noItems(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/**
 * One query's content with its loading, failed and empty states.
 * @example <QueryContent query={detail} notFound={t("policy.detail.notFound")} notFoundAction={<Link to="/insurancePolicy">…</Link>}>{(policy) => …}</QueryContent>
 * @example <QueryContent query={cards} loading={t("wallet.loading")} failed={t("wallet.loadFailed")} retry={t("wallet.retry")} empty={t("wallet.none")}>{(items) => <ul>…</ul>}</QueryContent>
 */
export function QueryContent<T>(props: QueryContentProps<T>) {
  const { query, loading, failed, retry, onRetry, notFound, notFoundAction, empty, emptyAction, isEmpty = noItems, children } = props;
  if (query.data === undefined) {
    if (query.isPending) return <Spinner {...(loading === undefined ? {} : { label: loading })} />;
    // Another customer's record (issue 23): never its data, a clear state of its own, with the screen's way on.
    if (query.error instanceof GatewayRefusal && isRecordNotOwned(query.error.message)) return <NotInYourAccount action={notFoundAction} />;
    if (notFound !== undefined && query.error instanceof GatewayRefusal) return <EmptyState message={notFound}>{notFoundAction}</EmptyState>;
    return (
      <ErrorState
        {...(failed === undefined ? {} : { message: failed })}
        {...(retry === undefined ? {} : { retryLabel: retry })}
        onRetry={onRetry ?? (() => void query.refetch())}
      />
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <EmptyState message={empty}>{emptyAction}</EmptyState>;
  return <>{children(query.data)}</>;
}

/** The state of a record the gateway refused as not the customer's (domain `gateway/ownership.ts`). */
function NotInYourAccount({ action }: { readonly action: ReactNode }) {
  const t = useMessages(UI_MESSAGES);
  return <EmptyState message={t("ui.notOwned")}>{action}</EmptyState>;
}

/** What {@link queriesAsOne} reads of each query (TanStack's `useQuery` result has it). */
export interface PartQuery {
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

/**
 * Several queries a screen part shows together, as one for {@link QueryContent}: `data` is the screen's
 * combination of their answers once it has them all (else `undefined`); loading until one of them failed, then
 * the failure, whose retry asks again for what failed only.
 * @example queriesAsOne([car, noCar], car.data && noCar.data ? [...car.data, ...noCar.data] : undefined)
 */
export function queriesAsOne<T>(queries: readonly PartQuery[], data: T | undefined): QueryContentQuery<T> {
  return {
    data,
    isPending: !queries.some((query) => query.isError),
    refetch: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
