/**
 * The one result list (issue 10 "One engine, many routes"): the rows of an answer that is an array or a single
 * object (spec §4, domain's `toResultList`), each with its title, its configured columns and its actions; paged
 * with infinite scroll where the call pages; an empty state that says what to do next.
 *
 * Decisions (issue 20):
 * - A row's title is data (every list titles its rows with the product name the gateway gave), marked
 *   `lang="zh-CN"` (ui/DataText); a column is data when it says so (`data: true`: a person's or company's name).
 * - A column a row has no value for (nothing, or "": a plate on a non-car policy) is left out of that row, never a
 *   label with nothing after it (customer report F15).
 * - A value never breaks inside a word (a policy number, a date) while the row has room: it goes under its label
 *   when it does not fit beside it, and breaks only when one word is wider than the whole row.
 */
import type { ReactNode } from "react";
import { toResultList } from "@micromall/domain";
import { DATA_LANG, EmptyState, InfiniteScroll } from "../../ui";
import styles from "./lookup.module.css";

/** One column of a row: a label and how the row shows it (money through `Amount`, i.e. `formatMoney`). */
export interface ResultColumn<R> {
  readonly label: string;
  /** The row's value; nothing (undefined, null or "") leaves the column out of that row. */
  readonly value: (row: R) => ReactNode;
  /** The value is data (a name as the gateway gave it), not the mall's words. */
  readonly data?: boolean;
}

/** Paging of a list whose call pages (`gatewayPagedQuery` + `useInfiniteQuery`). */
export interface ResultPaging {
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly loadMore: () => void | Promise<unknown>;
}

/** Props of {@link ResultList}. */
export interface ResultListProps<R> {
  /** The answer: an array, one object, or nothing. */
  readonly rows: R | readonly R[] | null | undefined;
  /** The list's accessible name. */
  readonly label: string;
  readonly keyOf: (row: R) => string;
  /** The row's heading (e.g. the product name). */
  readonly title: (row: R) => ReactNode;
  readonly columns: readonly ResultColumn<R>[];
  /** Buttons or links of a row. */
  readonly actions?: (row: R) => ReactNode;
  /** What an empty list says, and what to do next (a link or a button). */
  readonly empty: { readonly message: string; readonly action?: ReactNode };
  readonly paging?: ResultPaging;
}

/**
 * A list of result rows.
 * @example <ResultList rows={answer} label="查询结果" keyOf={(r) => r.policyNo} title={(r) => r.riskName} columns={COLUMNS} empty={{ message: "…" }} />
 */
export function ResultList<R>({ rows, label, keyOf, title, columns, actions, empty, paging }: ResultListProps<R>) {
  const list = toResultList<R>(rows);
  if (list.length === 0) {
    return <EmptyState message={empty.message}>{empty.action}</EmptyState>;
  }
  const content = (
    <ul className={styles.list} aria-label={label}>
      {list.map((row) => (
        <li key={keyOf(row)} className={styles.row}>
          <h3 className={styles.rowTitle} lang={DATA_LANG}>
            {title(row)}
          </h3>
          <dl className={styles.pairs}>
            {columns.map((column) => {
              const value = column.value(row);
              if (value === undefined || value === null || value === "") return null;
              return (
                <div key={column.label} className={styles.pair}>
                  <dt>{column.label}</dt>
                  <dd lang={column.data === true ? DATA_LANG : undefined}>{value}</dd>
                </div>
              );
            })}
          </dl>
          {actions === undefined ? null : <div className={styles.actions}>{actions(row)}</div>}
        </li>
      ))}
    </ul>
  );
  if (paging === undefined) return content;
  return (
    <InfiniteScroll hasMore={paging.hasMore} loading={paging.loading} onLoadMore={paging.loadMore}>
      {content}
    </InfiniteScroll>
  );
}
